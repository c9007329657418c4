import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { mediaFileUrl, mediaIdOf } from '../../../../domain/media';
import type { AppDeps } from '../../../platform/http/context';
import type { Db } from '../../../platform/db/client';
import { media } from '../../../platform/db/schema';
import { diffRecords, recordActivity } from '../../../platform/db/audit';
import type { AuthUser } from '../../../platform/auth/users';
import { fileHashes } from '../../../platform/storage/fileHashes';

/** Spec 9: a gallery thumbnail is 450x450 pixels. */
export const THUMBNAIL_SIZE = { width: 450, height: 450 } as const;

/**
 * A thumbnail of an uploaded picture (issue 27 B5): the picture cropped to fill 450x450 (its
 * centre kept) as a JPEG, stored as a media file of its own, so the original stays as it was.
 * Answers the thumbnail's `file_url`, or null when the url names no stored picture.
 */
export async function makeThumbnail(
  db: Db,
  deps: Pick<AppDeps, 'storage' | 'clock'>,
  actor: AuthUser | null,
  photoUrl: string,
): Promise<string | null> {
  const id = mediaIdOf(photoUrl);
  if (id === null) return null;
  const [photo] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!photo) return null;
  const bytes = await deps.storage.get(photo.storage_key);
  if (!bytes) return null;
  const thumb = await sharp(bytes)
    .rotate()
    .resize(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, { fit: 'cover', position: 'centre' })
    .jpeg({ quality: 82 })
    .toBuffer();
  const now = deps.clock.now();
  const key = `media/${now.getUTCFullYear()}/${randomUUID()}.jpg`;
  await deps.storage.put(key, new Uint8Array(thumb));
  const hashes = await fileHashes(new Uint8Array(thumb), 'image/jpeg');
  const [row] = await db
    .insert(media)
    .values({
      file_name: `thumb-${photo.file_name.replace(/\.[^.]*$/, '')}.jpg`,
      mime: 'image/jpeg',
      size: thumb.byteLength,
      storage_key: key,
      uploaded_by: actor?.id ?? photo.uploaded_by,
      ...hashes,
      created_at: now,
      updated_at: now,
    })
    .returning();
  await recordActivity(db, {
    actor,
    name: 'create',
    resource: 'media',
    recordId: row!.id,
    // The fields publicMedia answers (services/media.ts, not imported: it reaches the crud scope).
    data: diffRecords(null, {
      id: row!.id,
      file_url: mediaFileUrl(row!.id),
      file_name: row!.file_name,
      mime: row!.mime,
      size: row!.size,
      uploaded_by: row!.uploaded_by,
      created_at: row!.created_at,
    }),
  });
  return mediaFileUrl(row!.id);
}
