import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { isAllowed } from '../../../../domain/access';
import { fileRules, isFileKind, mediaFileUrl, mediaIdOf } from '../../../../domain/media';
import { RESOURCES } from '../../../../resources';
import type { FieldConfig, ResourceConfig } from '../../../../resources/types';
import { columnsOf } from '../../../crud/columns';
import { scopeConditions } from '../../../crud/scope';
import { TABLES } from '../../../crud/tables';
import type { Db } from '../../../platform/db/client';
import { media } from '../../../platform/db/schema';
import type { Storage } from '../../../platform/storage/storage';
import type { AuthUser } from '../../../platform/auth/users';

/** The fields of a resource that hold media files (`file`, `image`, `files`) and are columns. */
export function fileFields(resource: ResourceConfig): FieldConfig[] {
  const cols = columnsOf(TABLES[resource.name]!);
  return resource.fields.filter((f) => isFileKind(f.kind) && cols[f.source]);
}

/** Every media id a row's file fields name. */
export function mediaIdsOf(
  resource: ResourceConfig,
  row: Record<string, unknown> | null,
): number[] {
  if (!row) return [];
  const ids: number[] = [];
  for (const f of fileFields(resource)) {
    const value = row[f.source];
    const urls = Array.isArray(value)
      ? value.map((v) => (v as { value?: unknown })?.value)
      : [value];
    for (const url of urls) {
      const id = typeof url === 'string' ? mediaIdOf(url) : null;
      if (id !== null) ids.push(id);
    }
  }
  return ids;
}

/** SQL: a row of this resource names the file `url` in one of its file fields. */
function namesFile(resource: ResourceConfig, table: PgTable, url: string): SQL | undefined {
  const cols = columnsOf(table);
  const conds = fileFields(resource).map((f) =>
    f.kind === 'files'
      ? sql`${cols[f.source]} @> ${JSON.stringify([{ value: url }])}::jsonb`
      : eq(cols[f.source]!, url),
  );
  return or(...conds);
}

/** The resources whose rows can hold media files (several screens may share a table). */
const MEDIA_RESOURCES = () => RESOURCES.filter((r) => fileFields(r).length > 0);

/**
 * Whether a row names the file: any row (`user` null), or a row the account may open, with the
 * row's own rules (the resource's `show` access and the account's scope). So a news image is
 * read by whoever may read the news, a region's files by whoever may open that region's profile.
 */
export async function fileIsNamed(db: Db, id: number, user: AuthUser | null): Promise<boolean> {
  const url = mediaFileUrl(id);
  for (const resource of MEDIA_RESOURCES()) {
    if (user && !isAllowed(resource.access.show, user)) continue;
    const table = TABLES[resource.name]!;
    const scope = user ? await scopeConditions(db, resource, table, user, { list: false }) : [];
    const [hit] = await db
      .select({ one: sql<number>`1` })
      .from(table)
      .where(and(namesFile(resource, table, url), ...scope))
      .limit(1);
    if (hit) return true;
  }
  return false;
}

/**
 * Why a single-file value may not be stored in a field, or null when it may: it must be a media
 * file (not a free URL), uploaded by the writer, and have the field's type and size. A value the
 * row already holds is kept as it is (files stored before the media service).
 */
export async function refuseFieldFile(
  db: Db,
  user: AuthUser,
  field: FieldConfig,
  value: unknown,
  stored: unknown,
): Promise<'validation.media_file' | 'validation.media_type' | null> {
  if (value === null || value === stored) return null;
  const id = typeof value === 'string' ? mediaIdOf(value) : null;
  if (id === null) return 'validation.media_file';
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row || row.uploaded_by !== user.id) return 'validation.media_file';
  const rules = fileRules(field);
  if (!rules.types.includes(row.mime) || row.size > rules.maxBytes) return 'validation.media_type';
  return null;
}

/**
 * After a write: the files the row named before and names no more (a removed or replaced file,
 * or every file of a deleted row) go, row and bytes, unless another row still names them.
 * Answers the ids removed.
 */
export async function removeDroppedMedia(
  db: Db,
  storage: Storage,
  resource: ResourceConfig,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<number[]> {
  const kept = new Set(mediaIdsOf(resource, after));
  const dropped = [...new Set(mediaIdsOf(resource, before))].filter((id) => !kept.has(id));
  const removed: number[] = [];
  for (const id of dropped) {
    if (await fileIsNamed(db, id, null)) continue;
    const [row] = await db.delete(media).where(eq(media.id, id)).returning();
    if (!row) continue;
    await storage.remove(row.storage_key).catch(() => undefined);
    removed.push(id);
  }
  return removed;
}

/** Media rows by id (for tests and checks). */
export const mediaRows = (db: Db, ids: number[]) =>
  ids.length ? db.select().from(media).where(inArray(media.id, ids)) : Promise.resolve([]);
