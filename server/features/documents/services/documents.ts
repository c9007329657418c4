import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { mayAct } from '../../../../domain/actions';
import { DOCUMENT_ACCESS, DOCUMENT_UNITS, type DocumentUnit } from '../../../../domain/documents';
import { getResource } from '../../../../resources';
import type { ResourceConfig } from '../../../../resources/types';
import { recordInScope } from '../../../crud/recordInScope';
import { scopeConditions } from '../../../crud/scope';
import type { Db } from '../../../platform/db/client';
import { dokumen, iga2020_inovasi, iga_indikator, profil_pemda } from '../../../platform/db/schema';
import type { Storage } from '../../../platform/storage/storage';
import { activitySql, diffRecords } from '../../../platform/db/audit';
import { together } from '../../../platform/db/writeSteps';
import { storageKey, type CheckedFile } from './documentFile';
import type { AuthUser } from '../../../platform/auth/users';
import { fileHashes, type FileHashes } from '../../../platform/storage/fileHashes';

export type DocumentRow = typeof dokumen.$inferSelect;

/** The row owning documents, found inside the account's scope of its resource. */
export interface DocumentParent {
  unit: DocumentUnit;
  profil_id: number;
  inovasi_id: number | null;
  /** The parent row itself (action rules read its state). */
  row: Record<string, unknown>;
}

/** Per parent resource: its table, and the dokumen column pointing at it. */
const PARENTS = {
  profil_pemda: { table: profil_pemda as PgTable, id: profil_pemda.id, column: dokumen.profil_id },
  iga2020_inovasi: {
    table: iga2020_inovasi as PgTable,
    id: iga2020_inovasi.id,
    column: dokumen.inovasi_id,
  },
  // Competition entries are rows of the innovation table (resources/lomba_inovasi.ts).
  lomba_inovasi: {
    table: iga2020_inovasi as PgTable,
    id: iga2020_inovasi.id,
    column: dokumen.inovasi_id,
  },
} satisfies Record<string, { table: PgTable; id: AnyPgColumn; column: AnyPgColumn }>;

const parentResource = (unit: DocumentUnit): ResourceConfig =>
  getResource(DOCUMENT_ACCESS[unit].parent)!;

/**
 * Whether the account may read documents of this unit at all: the unit's read actions (show on
 * the parent resource, and reviewers read an innovation's evidence inside their area).
 */
export const mayRead = (unit: DocumentUnit, user: AuthUser | null) =>
  user !== null && DOCUMENT_ACCESS[unit].read.some((action) => mayAct(action, user.roles));

/** The parent by id if the account may see it; null otherwise (answered as 404, never 403). */
export async function findParent(
  db: Db,
  unit: DocumentUnit,
  id: number,
  user: AuthUser,
): Promise<DocumentParent | null> {
  const row = await recordInScope(db, DOCUMENT_ACCESS[unit].parent, id, user);
  if (!row) return null;
  return unit === 'daerah'
    ? { unit, profil_id: id, inovasi_id: null, row }
    : { unit, profil_id: Number(row.profil_id), inovasi_id: id, row };
}

/** The documents of one parent. */
function ofParent(p: DocumentParent): SQL {
  return p.inovasi_id === null
    ? and(eq(dokumen.unit, p.unit), eq(dokumen.profil_id, p.profil_id), isNull(dokumen.inovasi_id))!
    : and(eq(dokumen.unit, p.unit), eq(dokumen.inovasi_id, p.inovasi_id))!;
}

/** What the API answers: the row without where its bytes are stored. */
export function publicDocument(row: DocumentRow) {
  // The hashes (issue 38) stay server-side too: the similarity answers name the matches.
  const { storage_key: _key, sha256: _sha, phash: _phash, ...rest } = row;
  return rest;
}

export async function findIndikator(db: Db, id: number) {
  const [row] = await db
    .select({
      id: iga_indikator.id,
      document_type: iga_indikator.document_type,
      filetypes: iga_indikator.filetypes,
      tipe: iga_indikator.tipe,
      tahun: iga_indikator.tahun,
    })
    .from(iga_indikator)
    .where(eq(iga_indikator.id, id))
    .limit(1);
  return row ?? null;
}

/** Newest first. */
export function listDocuments(db: Db, parent: DocumentParent, indikatorId: number) {
  return db
    .select()
    .from(dokumen)
    .where(and(ofParent(parent), eq(dokumen.indikator_id, indikatorId)))
    .orderBy(desc(dokumen.created_at), desc(dokumen.id));
}

export interface NewDocument {
  indikator_id: number;
  youtube: string | null;
  nomor_surat: string | null;
  tanggal_surat: string | null;
  nama: string | null;
  file: CheckedFile | null;
}

/** A file's bytes in storage, with the hashes its row carries; nothing for a link. */
export interface StoredBytes {
  key: string | null;
  hashes: Partial<FileHashes>;
}

/**
 * Before the row's transaction: the bytes stored and hashed (issue 38: the same file elsewhere
 * is found by these, the kemiripan_dokumen trigger).
 */
export async function storeDocumentBytes(
  storage: Storage,
  parent: DocumentParent,
  file: CheckedFile | null,
): Promise<StoredBytes> {
  if (!file) return { key: null, hashes: {} };
  const key = storageKey(parent.unit, parent.inovasi_id ?? parent.profil_id, file.ext);
  await storage.put(key, file.bytes, file.mime);
  const hashes = await keepingBytes(storage, { key, hashes: {} }, () =>
    fileHashes(file.bytes, file.mime),
  );
  return { key, hashes };
}

/**
 * Inside the caller's transaction: the row. Its download path (which needs the id) and its
 * activity entry come back as `writes`, for the caller's next statement (round trips less).
 */
export async function insertDocument(
  tx: Db,
  actor: AuthUser,
  parent: DocumentParent,
  input: NewDocument,
  stored: StoredBytes,
): Promise<{ row: DocumentRow; writes: SQL[] }> {
  const { file, ...fields } = input;
  const [inserted] = await tx
    .insert(dokumen)
    .values({
      ...fields,
      nama: fields.nama ?? file?.name ?? null,
      unit: parent.unit,
      profil_id: parent.profil_id,
      inovasi_id: parent.inovasi_id,
      mime: file?.mime ?? null,
      size: file?.bytes.byteLength ?? null,
      file_name: file?.name ?? null,
      storage_key: stored.key,
      uploaded_by: actor.id,
      ...stored.hashes,
    })
    .returning();
  const writes: SQL[] = [];
  let row = inserted!;
  if (stored.key) {
    row = { ...row, file_url: `/api/dokumen/${row.id}/file` };
    writes.push(sql`update dokumen set file_url = ${row.file_url} where id = ${row.id}`);
  }
  const entry = { actor, name: 'create', resource: 'dokumen', recordId: row.id };
  writes.push(activitySql({ ...entry, data: diffRecords(null, publicDocument(row)) }));
  return { row, writes };
}

/** Runs the write of the bytes' row; if it fails, the stored bytes are removed again. */
export async function keepingBytes<T>(
  storage: Storage,
  stored: StoredBytes,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (stored.key) await storage.remove(stored.key).catch(() => undefined);
    throw e;
  }
}

/**
 * Stores the bytes, then the row and its activity entry in one transaction; the bytes are
 * removed again if the row cannot be written. Without the answers' rescore (the seed's
 * documents; the API's uploads go through documentEvidence.ts).
 */
export async function createDocument(
  db: Db,
  storage: Storage,
  actor: AuthUser,
  parent: DocumentParent,
  input: NewDocument,
): Promise<DocumentRow> {
  const stored = await storeDocumentBytes(storage, parent, input.file);
  return keepingBytes(storage, stored, () =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const { row, writes } = await insertDocument(t, actor, parent, input, stored);
      await t.execute(together(writes));
      return row;
    }),
  );
}

/** One document of this parent, or null. */
export async function findDocumentOf(db: Db, parent: DocumentParent, id: number) {
  const [row] = await db
    .select()
    .from(dokumen)
    .where(and(eq(dokumen.id, id), ofParent(parent)))
    .limit(1);
  return row ?? null;
}

/**
 * Inside the caller's transaction: the row deleted; its activity entry comes back as a write for
 * the caller's next statement. The stored bytes go after the commit (`dropDocumentBytes`).
 */
export async function deleteDocument(tx: Db, actor: AuthUser, row: DocumentRow): Promise<SQL> {
  await tx.delete(dokumen).where(eq(dokumen.id, row.id));
  const entry = { actor, name: 'delete', resource: 'dokumen', recordId: row.id };
  return activitySql({ ...entry, data: diffRecords(publicDocument(row), null) });
}

/** After the commit: a leftover file is harmless, a row pointing at nothing is not. */
export async function dropDocumentBytes(storage: Storage, row: DocumentRow): Promise<void> {
  if (!row.storage_key) return;
  await storage.remove(row.storage_key).catch((e: unknown) => {
    console.error('[dokumen] stored file not removed', row.storage_key, e);
  });
}

/**
 * A document by id if the account may read its parent: per unit, `show` on the parent resource
 * and the parent inside the account's scope, all in the SQL. Null otherwise.
 */
export async function findReadableDocument(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<DocumentRow | null> {
  const reachable: SQL[] = [];
  for (const unit of DOCUMENT_UNITS.filter((u) => mayRead(u, user))) {
    const parent = PARENTS[DOCUMENT_ACCESS[unit].parent];
    const scope = await scopeConditions(db, parentResource(unit), parent.table, user, {
      list: false,
    });
    const inScope = scope.length
      ? inArray(
          parent.column,
          db
            .select({ id: parent.id })
            .from(parent.table)
            .where(and(...scope)),
        )
      : undefined;
    reachable.push(and(eq(dokumen.unit, unit), inScope)!);
  }
  if (reachable.length === 0) return null;
  const [row] = await db
    .select()
    .from(dokumen)
    .where(and(eq(dokumen.id, id), reachable.length === 1 ? reachable[0] : or(...reachable)))
    .limit(1);
  return row ?? null;
}
