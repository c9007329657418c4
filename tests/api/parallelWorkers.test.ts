/**
 * Issue 40, fourteenth round: the API's PostgreSQL connections start no parallel workers unless
 * `DB_PARALLEL_WORKERS` says so (server/platform/db/client.ts). With PostgreSQL's default a
 * dashboard's recomputation took three processes, every core of a two-core machine, for no
 * shorter answer. Checked on both lanes (single statements and transactions) by the plan
 * PostgreSQL makes when parallel work costs nothing: no Gather without workers, one with them.
 *
 * The machine and CI run PostgreSQL on 127.0.0.1:5432 (.ci/run starts it); DATABASE_URL (or
 * TEST_PG_URL) names another. Without it this test fails, it never skips.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../server/platform/db/client';
import { queuedStatementWarnings } from '../helpers/driverWarnings';

const URL_ =
  process.env.TEST_PG_URL || process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const opened: DbHandle[] = [];
afterAll(() => Promise.all(opened.map((h) => h.close())));

async function open(parallelWorkers?: number) {
  const handle = await openDb({ databaseUrl: URL_, parallelWorkers });
  opened.push(handle);
  return handle.db;
}

type Db = Awaited<ReturnType<typeof open>>;
const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

/**
 * The plan of a count over a catalog table when parallel work is made free, as one text
 * (pg_attribute: large enough for workers; pg_class is not).
 */
async function planWithFreeParallelism(db: Db): Promise<string> {
  return db.transaction(async (t) => {
    for (const s of [
      'set local parallel_setup_cost = 0',
      'set local parallel_tuple_cost = 0',
      'set local min_parallel_table_scan_size = 0',
    ])
      await t.execute(sql.raw(s));
    const r = await t.execute(sql`explain select count(*) from pg_attribute`);
    return rowsOf(r)
      .map((row) => String(row['QUERY PLAN']))
      .join('\n');
  });
}

/** The connection's setting, on the single statements' lane (`db`) or in a transaction. */
const setting = async (on: Pick<Db, 'execute'>) =>
  String(
    rowsOf(await on.execute(sql`show max_parallel_workers_per_gather`))[0]!
      .max_parallel_workers_per_gather,
  );

describe('parallel workers of the API connections', () => {
  // First in the file: `pg` warns of it once per process (tests/helpers/driverWarnings.ts).
  it('are set before a new connection is handed out, so no statement queues behind it', async () => {
    const warnings = await queuedStatementWarnings(async () => {
      const db = await open();
      await db.execute(sql`select 1`);
      await db.transaction((t) => t.execute(sql`select 2`));
    });
    expect(warnings).toEqual([]);
  });

  it('are none by default, on both lanes', async () => {
    const db = await open();
    expect(await setting(db)).toBe('0');
    expect(await db.transaction((t) => setting(t))).toBe('0');
    expect(await planWithFreeParallelism(db)).not.toMatch(/Gather/);
  });

  it('follow DB_PARALLEL_WORKERS when it allows some', async () => {
    const db = await open(2);
    expect(await setting(db)).toBe('2');
    expect(await planWithFreeParallelism(db)).toMatch(/Gather/);
  });

  it('refuse a number that is not a count', async () => {
    await expect(openDb({ databaseUrl: URL_, parallelWorkers: -1 })).rejects.toThrow(TypeError);
    await expect(openDb({ databaseUrl: URL_, parallelWorkers: 1.5 })).rejects.toThrow(TypeError);
  });
});
