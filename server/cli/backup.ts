/**
 * `npm run backup -- <dir>`: a consistent copy of the database (pg_dump with DATABASE_URL, PGlite's
 * own dump of DATA_DIR/pgdata otherwise) and of every stored file the rows name (STORAGE: local
 * or s3), with a manifest of SHA-256 checksums, into the new or empty folder <dir>
 * (server/backup.ts). On PostgreSQL it runs beside a serving server (one snapshot); the embedded
 * database is backed up while the server is stopped (it refuses while a server holds DATA_DIR).
 */
import { backup } from '../platform/runtime/backup';
import { loadEnv } from '../platform/runtime/env';
import { storageFromEnv } from '../platform/storage/storageEnv';
import { releaseStorage, runCli } from './run';

async function main(): Promise<number> {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Pemakaian (usage): npm run backup -- <folder-cadangan>');
    return 2;
  }
  const env = loadEnv();
  const storage = storageFromEnv(env);
  try {
    const started = Date.now();
    const manifest = await backup(
      dir,
      { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, storage },
      console.log,
    );
    const bytes = manifest.files.reduce((n, f) => n + f.size, 0);
    console.log(
      `Cadangan selesai dalam ${((Date.now() - started) / 1000).toFixed(1)} s: basis data ` +
        `${manifest.database.file} (${manifest.database.size} bita), ${manifest.files.length} berkas ` +
        `(${bytes} bita), manifes dengan checksum SHA-256 di ${dir}/manifest.json.`,
    );
    if (manifest.missingFiles.length) {
      console.warn(
        `PERINGATAN: ${manifest.missingFiles.length} berkas yang disebut basis data tidak ada di ` +
          'penyimpanan (dicatat di missingFiles): ' +
          `${manifest.missingFiles.slice(0, 10).join(', ')}\n(WARNING: files named by rows were ` +
          'not in the storage; listed in the manifest.)',
      );
    }
    return 0;
  } finally {
    releaseStorage(storage);
  }
}

runCli(main);
