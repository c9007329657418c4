import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isAllowed } from '../../domain/access';
import { mediaFileUrl, mediaIdOf, type NamedFile } from '../../domain/media';
import { profilPemda } from '../../resources/profil_pemda';
import { scopeConditions } from '../crud/scope';
import type { Db } from '../db/client';
import { media, profil_pemda } from '../db/schema';
import type { Storage } from '../storage';
import { diffRecords, recordActivity } from './audit';
import type { CheckedFile } from './documentFile';
import type { AuthUser } from './users';

export type MediaRow = typeof media.$inferSelect;

/** What the API answers for an uploaded file: where to read it, never where it is stored. */
export function publicMedia(row: MediaRow) {
  return {
    id: row.id,
    file_url: mediaFileUrl(row.id),
    file_name: row.file_name,
    mime: row.mime,
    size: row.size,
    uploaded_by: row.uploaded_by,
    created_at: row.created_at,
  };
}

/** Stores the bytes, then the row and its activity entry; the bytes go again if the row fails. */
export async function storeMedia(
  db: Db,
  storage: Storage,
  actor: AuthUser,
  file: CheckedFile,
): Promise<MediaRow> {
  const key = `media/${new Date().getUTCFullYear()}/${randomUUID()}.${file.ext}`;
  await storage.put(key, file.bytes);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(media)
        .values({
          file_name: file.name,
          mime: file.mime,
          size: file.bytes.byteLength,
          storage_key: key,
          uploaded_by: actor.id,
        })
        .returning();
      await recordActivity(tx as unknown as Db, {
        actor,
        name: 'create',
        resource: 'media',
        recordId: row!.id,
        data: diffRecords(null, publicMedia(row!)),
      });
      return row!;
    });
  } catch (e) {
    await storage.remove(key).catch(() => undefined);
    throw e;
  }
}

/**
 * An uploaded file the account may read: its own upload, or a file listed on a region profile
 * (its `files`, its pact or its logo) the account may open (show access and the profile inside its scope). Null otherwise.
 */
export async function findReadableMedia(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) return null;
  if (row.uploaded_by === user.id) return row;
  if (!isAllowed(profilPemda.access.show, user)) return null;
  const url = mediaFileUrl(id);
  // Listed in `files`, or the profile's pact or logo (POST /pakta/{id}, /logo).
  const listed = or(
    sql`${profil_pemda.files} @> ${JSON.stringify([{ value: url }])}::jsonb`,
    eq(profil_pemda.pakta_pemda_filename, url),
    eq(profil_pemda.logo_url, url),
  );
  const scope = await scopeConditions(db, profilPemda, profil_pemda, user, { list: false });
  const [hit] = await db
    .select({ id: profil_pemda.id })
    .from(profil_pemda)
    .where(and(listed, ...scope))
    .limit(1);
  return hit ? row : null;
}

/**
 * The media files a write may list: every file must exist, and a file the record did not list
 * before must be the writer's own upload (nobody lists, and so exposes, someone else's file).
 * Answers the values that fail.
 */
export async function foreignMedia(
  db: Db,
  user: AuthUser,
  files: readonly NamedFile[],
  before: readonly NamedFile[],
): Promise<string[]> {
  const kept = new Set(before.map((f) => f.value));
  const ids = [...new Set(files.map((f) => mediaIdOf(f.value)!))];
  if (!ids.length) return [];
  const rows = await db
    .select({ id: media.id, uploaded_by: media.uploaded_by })
    .from(media)
    .where(inArray(media.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return files
    .filter((f) => {
      const row = byId.get(mediaIdOf(f.value)!);
      return !row || (!kept.has(f.value) && row.uploaded_by !== user.id);
    })
    .map((f) => f.value);
}
