import { File as NodeFile } from 'node:buffer';
import { eq } from 'drizzle-orm';
import { mediaIdOf } from '../../../../domain/media';
import type { AuthUser } from '../../../platform/auth/users';
import type { Db } from '../../../platform/db/client';
import { media } from '../../../platform/db/schema';
import { readAll, type Storage } from '../../../platform/storage/storage';

type MediaRow = typeof media.$inferSelect;

/**
 * The caller's own finished upload named by `fileUrl` (`/api/media/{id}/file`, e.g. sent by the
 * resumable protocol) with its bytes, for a document that takes it over; null when the url names
 * no upload of the caller's or its bytes are gone. The media table is read here, not through the
 * media feature, which sits above documents (tests/build/featureOrder.ts).
 */
export async function ownUploadFile(
  db: Db,
  storage: Storage,
  user: AuthUser,
  fileUrl: string,
): Promise<{ row: MediaRow; file: File } | null> {
  const id = mediaIdOf(fileUrl);
  if (id === null) return null;
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row || row.uploaded_by !== user.id) return null;
  const opened = await storage.open(row.storage_key);
  if (!opened) return null;
  const bytes = await readAll(opened.body as unknown as AsyncIterable<Uint8Array>);
  // Node's own File: the same under the component tests' jsdom, whose File has no arrayBuffer.
  return { row, file: new NodeFile([bytes], row.file_name) as unknown as File };
}

/** The taken-over upload goes, row then bytes: the document keeps a copy of its own. */
export async function removeTakenUpload(db: Db, storage: Storage, row: MediaRow): Promise<void> {
  const [gone] = await db.delete(media).where(eq(media.id, row.id)).returning();
  if (gone) await storage.remove(gone.storage_key).catch(() => undefined);
}
