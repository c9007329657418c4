import { randomUUID } from 'node:crypto';
import { mediaFileUrl } from '../../../domain/media';
import type { Storage } from '../../platform/storage/storage';
import type { Db } from '../../platform/db/client';
import { media } from '../../platform/db/schema';
import { pdf, storeFiles } from './berkas';

export interface Unduhan {
  judul: string;
  paragraf: string[];
}

/** A readable file name from a title: `petunjuk-teknis-pengisian.pdf`. */
const fileName = (judul: string) =>
  `${
    judul
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'dokumen'
  }.pdf`;

/**
 * Downloadable PDFs for the portal's content (guides, reports, documents, announcement
 * attachments), stored as the media service stores an upload (services/media.ts storeMedia:
 * `media/<year>/<uuid>.<ext>`, a media row with the detected type and size). No account uploaded
 * them (`uploaded_by` null): they count against nobody's daily upload volume.
 * Answers each file's `file_url` (`/api/media/<id>/file`), in the order given, which a content
 * row names in its `file` field and the portal serves through /api/portal/berkas/<id>.
 */
export async function storeDownloads(
  db: Db,
  storage: Storage,
  items: readonly Unduhan[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const year = new Date().getUTCFullYear();
  const made = await Promise.all(
    items.map(async (item) => ({
      item,
      key: `media/${year}/${randomUUID()}.pdf`,
      berkas: await pdf(item.judul, item.paragraf),
    })),
  );
  await storeFiles(storage, made);
  const rows = await db
    .insert(media)
    .values(
      made.map((m) => ({
        file_name: fileName(m.item.judul),
        mime: m.berkas.mime,
        size: m.berkas.bytes.byteLength,
        storage_key: m.key,
        uploaded_by: null,
      })),
    )
    .returning({ id: media.id, key: media.storage_key });
  // RETURNING's order is not promised: pair the ids by their keys.
  const idOf = new Map(rows.map((r) => [r.key, r.id]));
  return made.map((m) => mediaFileUrl(idOf.get(m.key)!));
}
