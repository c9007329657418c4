/**
 * `npm run kemiripan` (issue 38): the one-off back-fill of copied-work flags. Writes the SHA-256
 * (and an image's perceptual hash) of every stored file that has none yet, reading each from the
 * storage the environment names, then writes every innovation's and document's pairs again with
 * the settings in force (run it again after changing `kemiripan_ambang` or `kemiripan_hamming`).
 * Takes the PGlite folder lock like the server: run it with the server stopped, or on PostgreSQL.
 */
import { resolve } from 'node:path';
import { openDb } from '../platform/db/client';
import { loadEnv } from '../platform/runtime/env';
import { storageFromEnv } from '../platform/storage/storageEnv';
import { backfillFileHashes, recomputeSimilarity } from '../features/similarity/services/backfill';

async function main(): Promise<void> {
  const env = loadEnv();
  const handle = await openDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : resolve(env.DATA_DIR),
  });
  try {
    const hashed = await backfillFileHashes(handle.db, storageFromEnv(env));
    console.log(
      `Sidik berkas: ${hashed.dokumen} dokumen, ${hashed.media} media; ${hashed.missing} berkas tidak ada di penyimpanan.`,
    );
    const { pairs } = await recomputeSimilarity(handle.db);
    console.log(`Kemiripan ditulis ulang: ${pairs} baris pasangan.`);
  } finally {
    await handle.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
