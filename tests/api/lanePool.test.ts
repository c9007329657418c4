/**
 * Issue 40: on PostgreSQL a write's transaction never waits behind the readers' statements, nor
 * they behind it (server/platform/db/lanePool.ts). Each lane is filled with a sleeping
 * statement; the other lane still answers at once, through Drizzle as the services use it.
 *
 * The machine and CI run PostgreSQL on 127.0.0.1:5432 (.ci/run starts it); DATABASE_URL (or
 * TEST_PG_URL) names another. Without it this test fails, it never skips.
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { LanePool } from '../../server/platform/db/lanePool';

const URL_ =
  process.env.TEST_PG_URL || process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const pool = new LanePool({ connectionString: URL_, max: 1, statementConnections: 1 });
const db = drizzle(pool);

afterAll(() => pool.close());

/**
 * Resolves with how it ended, or 'still waiting' after `ms`: the other lane is asleep longer, so
 * a statement waiting for it cannot end first however slow the machine.
 */
const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<'still waiting'>((r) => setTimeout(() => r('still waiting'), ms))]);

describe('the connection lanes', () => {
  it('give a transaction its connection while every statement connection is busy', async () => {
    // Drizzle's queries start when awaited: `then` sends this one now.
    const asleep = db.execute(sql`select pg_sleep(3)`).then(() => 'slept');
    // The statement lane has one connection, taken by the sleep: a second statement waits.
    expect(await within(db.execute(sql`select 1`), 500)).toBe('still waiting');
    const tx = db.transaction(async (t) => {
      const r = await t.execute(sql`select 2 as n`);
      return (r.rows[0] as { n: number }).n;
    });
    // It ends before the sleep that holds the statement lane: it never waited for that lane.
    expect(await Promise.race([tx, asleep])).toBe(2);
    await asleep;
  });

  it('answer a statement while every transaction connection is busy', async () => {
    const holding = db.transaction(async (t) => {
      await t.execute(sql`select pg_sleep(3)`);
    });
    // The only transaction connection is held: another transaction waits for it.
    const second = db.transaction(async (t) => t.execute(sql`select 1`));
    expect(await within(second, 500)).toBe('still waiting');
    // It ends before the transaction that holds the transaction lane: it never waited for it.
    const r = await Promise.race([
      db.execute(sql`select 3 as n`),
      holding.then(() => 'transaction ended first' as const),
    ]);
    expect(r === 'transaction ended first' ? r : (r.rows[0] as { n: number }).n).toBe(3);
    await Promise.all([holding, second]);
  });

  it('count both lanes for the metrics', async () => {
    expect(pool.maxConnections).toBe(2);
    expect(pool.lanes().reduce((n, p) => n + p.totalCount, 0)).toBe(2);
  });
});
