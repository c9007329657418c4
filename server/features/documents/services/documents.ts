import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
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
import { diffRecords, recordActivity } from '../../../platform/db/audit';
import { storageKey, type CheckedFile } from './documentFile';
import type { AuthUser } from '../../../platform/auth/users';
import { fileHashes } from '../../../platform/storage/fileHashes';

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

/**
 * Stores the bytes, then the row and its activity entry in one transaction; the bytes are
 * removed again if the row cannot be written.
 */
export async function createDocument(
  db: Db,
  storage: Storage,
  actor: AuthUser,
  parent: DocumentParent,
  input: NewDocument,
): Promise<DocumentRow> {
  const { file, ...fields } = input;
  const key = file
    ? storageKey(parent.unit, parent.inovasi_id ?? parent.profil_id, file.ext)
    : null;
  if (file && key) await storage.put(key, file.bytes, file.mime);
  // Issue 38: the same file elsewhere is found by these (the kemiripan_dokumen trigger).
  const hashes = file ? await fileHashes(file.bytes, file.mime) : {};
  try {
    return await db.transaction(async (tx) => {
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
          storage_key: key,
          uploaded_by: actor.id,
          ...hashes,
        })
        .returning();
      let row = inserted!;
      if (key) {
        // The download path needs the id, known only after the insert.
        const [withUrl] = await tx
          .update(dokumen)
          .set({ file_url: `/api/dokumen/${row.id}/file` })
          .where(eq(dokumen.id, row.id))
          .returning();
        row = withUrl!;
      }
      await recordActivity(tx as unknown as Db, {
        actor,
        name: 'create',
        resource: 'dokumen',
        recordId: row.id,
        data: diffRecords(null, publicDocument(row)),
      });
      return row;
    });
  } catch (e) {
    if (key) await storage.remove(key).catch(() => undefined);
    throw e;
  }
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

/** Deletes the row with its activity entry, then the stored bytes. */
export async function removeDocument(
  db: Db,
  storage: Storage,
  actor: AuthUser,
  row: DocumentRow,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(dokumen).where(eq(dokumen.id, row.id));
    await recordActivity(tx as unknown as Db, {
      actor,
      name: 'delete',
      resource: 'dokumen',
      recordId: row.id,
      data: diffRecords(publicDocument(row), null),
    });
  });
  // After the commit: a leftover file is harmless, a row pointing at nothing is not.
  if (row.storage_key) {
    await storage.remove(row.storage_key).catch((e: unknown) => {
      console.error('[dokumen] stored file not removed', row.storage_key, e);
    });
  }
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
