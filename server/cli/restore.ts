/**
 * `npm run restore -- <dir>`: brings a backup of `npm run backup` back into an EMPTY installation
 * (a new PostgreSQL database at DATABASE_URL, or a DATA_DIR without pgdata; no stored files):
 * every checksum is checked first, a non-empty target is refused unchanged (server/backup.ts).
 * Start the server afterwards; accounts sign in again (the JWT secret is not in a backup).
 */
import { restore } from '../platform/runtime/backup';
import { loadEnv } from '../platform/runtime/env';
import { STORAGE_PREFIXES } from '../features/media/services/mediaSweep';
import { storageFromEnv } from '../platform/storage/storageEnv';
import { releaseStorage, runCli } from './run';

async function main(): Promise<number> {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Pemakaian (usage): npm run restore -- <folder-cadangan>');
    return 2;
  }
  const env = loadEnv();
  const storage = storageFromEnv(env);
  try {
    const manifest = await restore(
      dir,
      { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, storage },
      { prefixes: STORAGE_PREFIXES, log: console.log },
    );
    console.log(
      `Pemulihan selesai: basis data dari ${manifest.createdAt} (${manifest.engineVersion}, ` +
        `${manifest.migrations} migrasi) dan ${manifest.files.length} berkas, checksum cocok. ` +
        'Jalankan server (npm start). (Restore done, checksums match: start the server.)',
    );
    if (manifest.missingFiles.length)
      console.warn(
        `PERINGATAN: ${manifest.missingFiles.length} berkas sudah tidak ada saat pencadangan ` +
          '(missingFiles di manifes). (WARNING: files missing at backup time.)',
      );
    return 0;
  } finally {
    releaseStorage(storage);
  }
}

runCli(main);
