/**
 * Issue 40: the statements with parameters of a transaction, and of the write thread's single
 * statements, go named once their text comes back (server/platform/db/statementNames.ts), so
 * PostgreSQL parses and plans them once per connection. What a caller observes must not change:
 * the same answers, with Drizzle's type parsers; a statement without parameters, or with a name
 * of its own, goes as it came; the reads' lane keeps unnamed statements.
 *
 * PostgreSQL only (the client is the `pg` driver's): the machine and CI run it on 127.0.0.1:5432;
 * DATABASE_URL (or TEST_PG_URL) names another. Without it this test fails, it never skips.
 */
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { LanePool } from '../../server/platform/db/lanePool';
import { repeatedStatementNames } from '../../server/platform/db/statementNames';

const PG =
  process.env.TEST_PG_URL || process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

const pools: LanePool[] = [];
const lanePool = (namedStatements: boolean) => {
  const pool = new LanePool({
    connectionString: PG,
    max: 1,
    statementConnections: 1,
    namedStatements,
  });
  pools.push(pool);
  return pool;
};
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

/** The statements prepared on this connection, by their text. */
const prepared = async (q: (text: string) => Promise<pg.QueryResult>) =>
  (await q('select statement from pg_prepared_statements order by prepare_time')).rows.map(
    (r: { statement: string }) => r.statement,
  );

describe('repeatedStatementNames', () => {
  it('names a text the second time it is sent, then keeps that name', () => {
    const nameOf = repeatedStatementNames('t', 2);
    expect(nameOf('a')).toBeUndefined();
    expect(nameOf('a')).toBe('t_1');
    expect(nameOf('a')).toBe('t_1');
    expect(nameOf('b')).toBeUndefined();
    expect(nameOf('b')).toBe('t_2');
    // Past the bound a text stays unnamed; the named ones keep theirs.
    expect(nameOf('c')).toBeUndefined();
    expect(nameOf('c')).toBeUndefined();
    expect(nameOf('a')).toBe('t_1');
  });

  it('forgets the texts seen once all together past its bound', () => {
    const nameOf = repeatedStatementNames('u', 1);
    expect(nameOf('x')).toBeUndefined();
    for (let i = 0; i < 8; i++) nameOf(`once ${i}`);
    // 'x' was forgotten with the others: it counts as new again.
    expect(nameOf('x')).toBeUndefined();
    expect(nameOf('x')).toBe('u_1');
  });
});

describe('a transaction', () => {
  it('sends a statement with parameters named from its second time, with the same answers', async () => {
    const client = await lanePool(false).connect();
    try {
      const text = 'select $1::int + 1 as n, now()::date = current_date as today';
      const answers = [];
      for (const v of [1, 2, 3]) {
        await client.query('begin');
        answers.push((await client.query(text, [v])).rows[0]);
        await client.query('commit');
      }
      expect(answers).toEqual([
        { n: 2, today: true },
        { n: 3, today: true },
        { n: 4, today: true },
      ]);
      expect(await prepared((t) => client.query(t))).toEqual([text]);
    } finally {
      client.release();
    }
  });

  it('leaves a statement without parameters, or with a name of its own, as it came', async () => {
    const client = await lanePool(false).connect();
    try {
      for (let i = 0; i < 3; i++) await client.query('select 1 as one');
      await client.query({ name: 'own_name', text: 'select $1::int as v', values: [5] });
      const own = await client.query({
        name: 'own_name',
        text: 'select $1::int as v',
        values: [6],
      });
      expect(own.rows).toEqual([{ v: 6 }]);
      const names = (await client.query('select name from pg_prepared_statements')).rows;
      expect(names).toEqual([{ name: 'own_name' }]);
    } finally {
      client.release();
    }
  });

  it("keeps Drizzle's answers, its type parsers included", async () => {
    const db = drizzle(lanePool(false));
    const read = () =>
      db.transaction(async (tx) => {
        const res = await tx.execute(
          sql`select ${'2026-12-01 07:00:00+00'}::timestamptz as at, ${2.5}::numeric as d`,
        );
        return res.rows[0];
      });
    const first = await read();
    expect(await read()).toEqual(first);
    expect(await read()).toEqual(first);
    expect(typeof first!.d).toBe('string');
  });
});

/** A single statement on the pool's statements lane (LanePool's `query` is typed for Drizzle). */
const single = (pool: LanePool, text: string, values?: unknown[]) =>
  pool.query(text, values) as unknown as Promise<pg.QueryResult>;

describe('the single statements', () => {
  it("are named on the write thread's lane", async () => {
    const pool = lanePool(true);
    const text = 'select $1::text as word';
    for (const w of ['a', 'b', 'c'])
      expect((await single(pool, text, [w])).rows).toEqual([{ word: w }]);
    expect(await prepared((t) => single(pool, t))).toEqual([text]);
  });

  it("stay unnamed on the reads' lane", async () => {
    const pool = lanePool(false);
    for (const w of ['a', 'b', 'c']) await single(pool, 'select $1::text as word', [w]);
    expect(await prepared((t) => single(pool, t))).toEqual([]);
  });
});
