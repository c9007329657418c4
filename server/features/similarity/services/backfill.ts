import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { dokumen, media } from '../../../platform/db/schema';
import type { Storage } from '../../../platform/storage/storage';
import { fileHashes } from '../../../platform/storage/fileHashes';

const BATCH = 200;

/**
 * Issue 38: the hashes of stored files that have none yet (stored before migration 0022, or by
 * the demo seed's bulk insert): each file read once from the storage, its SHA-256 and, for an
 * image, its perceptual hash written. Writing a document's hashes fires its pair trigger
 * (kemiripan_dokumen_ubah). A file the storage no longer holds is skipped.
 */
export async function backfillFileHashes(
  db: Db,
  storage: Storage,
): Promise<{ dokumen: number; media: number; missing: number }> {
  let missing = 0;
  const run = async (table: typeof dokumen | typeof media) => {
    let done = 0;
    let after = 0;
    for (;;) {
      const rows = await db
        .select({ id: table.id, key: table.storage_key, mime: table.mime })
        .from(table)
        .where(and(isNull(table.sha256), isNotNull(table.storage_key), gt(table.id, after)))
        .orderBy(asc(table.id))
        .limit(BATCH);
      if (rows.length === 0) return done;
      for (const row of rows) {
        after = row.id;
        const bytes = row.key ? await storage.get(row.key) : null;
        if (!bytes) {
          missing++;
          continue;
        }
        const hashes = await fileHashes(bytes, row.mime);
        await db.update(table).set(hashes).where(eq(table.id, row.id));
        done++;
      }
    }
  };
  const docs = await run(dokumen);
  const files = await run(media);
  return { dokumen: docs, media: files, missing };
}

/**
 * Every pair written again with the settings in force (after a change of threshold or Hamming
 * distance, or for the innovations stored before migration 0022): one SQL function per
 * innovation and per document of an innovation (kemiripan_tulis_inovasi, kemiripan_tulis_dokumen).
 */
export async function recomputeSimilarity(db: Db): Promise<{ pairs: number }> {
  await db.execute(
    sql`select kemiripan_tulis_inovasi(id) from iga2020_inovasi where lomba = 0 order by id`,
  );
  await db.execute(
    sql`select kemiripan_tulis_dokumen(id) from dokumen where inovasi_id is not null and (sha256 is not null or phash is not null) order by id`,
  );
  const res = await db.execute(sql`select count(*)::int as n from kemiripan`);
  const rows = Array.isArray(res) ? res : (res as { rows: { n: number }[] }).rows;
  return { pairs: Number((rows[0] as { n: number } | undefined)?.n ?? 0) };
}
