/**
 * `npm run seed`: applies migrations, then seeds reference data (and demo data unless
 * SEED_DEMO=0). Database: DATABASE_URL (PostgreSQL) or PGlite in DATA_DIR (default ./data).
 * ADMIN_PASSWORD sets the superadmin password (required with SEED_DEMO=0 on an empty database).
 * On PGlite it takes the data folder's lock like the server: it stops while a server has it.
 */
import { openDb } from '../platform/db/client';
import { runMigrations, withMigrationLock } from '../platform/db/migrate';
import { seed } from '../seed';
import { FIRST_ADMIN_USERNAME } from '../seed/akun';
import { passwordRefusal } from '../platform/auth/passwordRule';
import { loadEnv } from '../platform/runtime/env';
import { storageFromEnv } from '../platform/storage/storageEnv';

async function main(): Promise<void> {
  const adminPassword = process.env.ADMIN_PASSWORD || undefined;
  // The same rule as server/platform/runtime/env.ts: the first superadmin gets no guessable password.
  const refusal =
    adminPassword && passwordRefusal(adminPassword, { username: FIRST_ADMIN_USERNAME });
  if (refusal) throw new Error(`ADMIN_PASSWORD: ${refusal}`);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const handle = await openDb(
    databaseUrl ? { databaseUrl } : { dataDir: process.env.DATA_DIR || './data' },
  );
  try {
    await withMigrationLock(handle, async () => {
      await runMigrations(handle);
      await seed(handle.db, {
        demo: process.env.SEED_DEMO !== '0',
        adminPassword,
        // The demo's files go where the server reads them (STORAGE: DATA_DIR/uploads or S3).
        storage: storageFromEnv(loadEnv()),
        log: console.log,
      });
    });
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
