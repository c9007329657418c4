import { sql } from 'drizzle-orm';
import type { DbHandle } from '../server/platform/db/client';
import { runMigrations } from '../server/platform/db/migrate';
import { seed } from '../server/seed';
import { memoryStorage } from '../server/platform/storage/storage';
import { addBenchData, type DatasetInfo } from './bulk';
import { addSurgeAccounts } from './surgeSeed';

export { YEARS, INNOVATIONS, type DatasetInfo, type LoadTimes } from './bulk';
export const DEMO_PASSWORD = 'Demo#2026';
export { FIRST_ADMIN_USERNAME as BENCH_USER } from '../server/seed/akun';

/**
 * Migrates and seeds an EMPTY database (the reference seed: 546 pemda, the 2023 indicators, the
 * demo accounts), then adds the bench data (see addBenchData). Timed step by step.
 */
export async function loadDataset(
  handle: DbHandle,
  log: (m: string) => void,
): Promise<DatasetInfo> {
  const tAll = performance.now();
  await runMigrations(handle);
  const res = (await handle.db.execute(
    sql.raw('SELECT count(*) AS n FROM m_daerah'),
  )) as unknown as {
    rows: { n: unknown }[];
  };
  if (Number(res.rows[0]?.n ?? 0) > 0) throw new Error('bench database is not empty');
  // The bench reads no demo file (evidence, guides): they are kept in memory.
  await seed(handle.db, {
    demo: true,
    adminPassword: DEMO_PASSWORD,
    storage: memoryStorage(),
    log: () => undefined,
  });
  const seedMs = Math.round(performance.now() - tAll);
  log(`  seed (migrations, reference data, demo accounts): ${(seedMs / 1000).toFixed(1)} s`);
  const added = await addBenchData(handle, log);
  log(`  pemda accounts of the deadline surge: ${await addSurgeAccounts(handle.db)}`);
  return {
    ...added,
    times: { seedMs, ...added.times, totalMs: Math.round(performance.now() - tAll) },
  };
}
