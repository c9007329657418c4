/**
 * `npm run db:migrate`: applies the migrations to DATABASE_URL (PostgreSQL) or to PGlite in
 * DATA_DIR, whose folder lock it takes like the server (it stops while a server has the folder).
 */
import { resolve } from 'node:path';
import { openDb } from '../platform/db/client';
import { runMigrations, withMigrationLock } from '../platform/db/migrate';
import { loadEnv } from '../platform/runtime/env';

async function main(): Promise<void> {
  const env = loadEnv();
  const handle = await openDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : resolve(env.DATA_DIR),
  });
  try {
    await withMigrationLock(handle, () => runMigrations(handle));
    console.log('Migrasi selesai.');
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
