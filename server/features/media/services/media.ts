import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { mediaFileUrl, mediaIdOf, type NamedFile } from '../../../../domain/media';
import type { Db } from '../../../platform/db/client';
import { media } from '../../../platform/db/schema';
import type { Storage } from '../../../platform/storage/storage';
import { diffRecords, recordActivity } from '../../../platform/db/audit';
import type { CheckedFile } from '../../documents/services/documentFile';
import { fileIsNamed } from './mediaFields';
import { checkDailyVolume, lockQuota, type UploadLimits } from './mediaQuota';
import type { AuthUser } from '../../../platform/auth/users';
import { fileHashes } from '../../../platform/storage/fileHashes';

export type MediaRow = typeof media.$inferSelect;

/** An upload by id, whoever may read it (the caller decides). */
export async function mediaById(db: Db, id: number): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row;
}

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

/**
 * Stores the bytes, then the row and its activity entry; the bytes go again if the row fails.
 * The account's daily volume is checked again under a lock on its quota, so two uploads sent at
 * once cannot both squeeze into the last megabytes (413 for the one that does not fit).
 */
export async function storeMedia(
  db: Db,
  storage: Storage,
  actor: AuthUser,
  file: CheckedFile,
  quota: { now: Date; limits: UploadLimits; objectName?: string },
): Promise<MediaRow> {
  const { now, limits } = quota;
  // A resumable upload names its object after its own id, so its finished GET finds the row.
  const key = `media/${now.getUTCFullYear()}/${quota.objectName ?? randomUUID()}.${file.ext}`;
  await storage.put(key, file.bytes, file.mime);
  const hashes = await fileHashes(file.bytes, file.mime);
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await lockQuota(tx, actor.id);
      await checkDailyVolume(tx, actor.id, file.bytes.byteLength, limits, now);
      const [row] = await tx
        .insert(media)
        .values({
          file_name: file.name,
          mime: file.mime,
          size: file.bytes.byteLength,
          storage_key: key,
          uploaded_by: actor.id,
          ...hashes,
          // The app's clock, as the quota and the sweep of unattached files read it.
          created_at: now,
          updated_at: now,
        })
        .returning();
      await recordActivity(tx, {
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
 * An uploaded file the account may read: its own upload, or a file named by a row the account
 * may open (that resource's show access, inside the account's scope). Null otherwise.
 */
export async function findReadableMedia(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) return null;
  if (row.uploaded_by === user.id) return row;
  return (await fileIsNamed(db, id, user)) ? row : null;
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
