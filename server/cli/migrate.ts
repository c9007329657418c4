import { resolve } from 'node:path';
import { openDb } from '../db/client';
import { runMigrations } from '../db/migrate';
import { loadEnv } from '../env';

const env = loadEnv();
const handle = await openDb({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : resolve(env.DATA_DIR),
});
await runMigrations(handle);
console.log('Migrasi selesai.');
await handle.close();
