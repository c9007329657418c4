/**
 * Issue 40: the transaction lane sends a transaction's `begin` with its first statement when that
 * statement has no parameters (server/platform/db/lazyBeginClient.ts). What a caller observes
 * must not change: the statements run inside the transaction, a rollback undoes them, a failed
 * first statement leaves a connection the next transaction can use, and a statement with
 * parameters still runs after its `begin`.
 *
 * PostgreSQL only (the client is the `pg` driver's): the machine and CI run it on 127.0.0.1:5432;
 * DATABASE_URL (or TEST_PG_URL) names another. Without it this test fails, it never skips.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LanePool } from '../../server/platform/db/lanePool';
import { sentStatements } from '../helpers/pgStatements';
import { queuedStatementWarnings } from '../helpers/driverWarnings';

const PG =
  process.env.TEST_PG_URL || process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const TABLE = `lazy_begin_${process.pid}`;

let pool: LanePool;
let other: pg.Client;

const count = async () =>
  Number((await other.query(`select count(*)::int as n from ${TABLE}`)).rows[0].n);

beforeAll(async () => {
  pool = new LanePool({ connectionString: PG, max: 2, statementConnections: 1 });
  other = new pg.Client({ connectionString: PG });
  await other.connect();
  await other.query(`create table ${TABLE} (id int primary key, at timestamptz default now())`);
});
afterAll(async () => {
  await other?.query(`drop table if exists ${TABLE}`);
  await other?.end();
  await pool?.close();
});

describe('a transaction whose first statement has no parameters', () => {
  it('sends begin with it in one message, and the work stays uncommitted until commit', async () => {
    const client = await pool.connect();
    try {
      const sent = await sentStatements(async () => {
        await client.query('begin');
        const res = await client.query(`insert into ${TABLE} (id) values (1) returning id`);
        expect(res.rows).toEqual([{ id: 1 }]);
        expect(await count()).toBe(0);
        await client.query('commit');
      });
      expect(sent.filter((s) => s.startsWith('begin'))).toEqual([
        `begin; insert into ${TABLE} (id) values (1) returning id`,
      ]);
      expect(await count()).toBe(1);
    } finally {
      client.release();
    }
  });

  it('is undone by a rollback', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`insert into ${TABLE} (id) values (2)`);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect(await count()).toBe(1);
  });

  it('fails as the statement would, and the connection serves the next transaction', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await expect(client.query(`insert into ${TABLE} (id) values (1)`)).rejects.toThrow(
        /duplicate key/,
      );
      await client.query('rollback');
      await client.query('begin');
      await client.query(`insert into ${TABLE} (id) values (3)`);
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(await count()).toBe(2);
  });

  it('keeps Drizzle answering as it does without it (its own type parsers included)', async () => {
    const db = drizzle(pool);
    const rows = await db.transaction(async (tx) => {
      const res = await tx.execute(sql.raw(`select id, at from ${TABLE} where id = 1`));
      return res.rows;
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(1);
    // Drizzle reads timestamps as the database's text, whether or not the statement rode with begin.
    const plain = await db.execute(sql.raw(`select at from ${TABLE} where id = 1`));
    expect(rows[0]!.at).toEqual(plain.rows[0]!.at);
  });
});

describe('a transaction whose first statement has parameters, or none at all', () => {
  it('sends begin first, then the statement', async () => {
    const client = await pool.connect();
    try {
      const sent = await sentStatements(async () => {
        await client.query('begin');
        await client.query(`insert into ${TABLE} (id) values ($1)`, [4]);
        expect(await count()).toBe(2);
        await client.query('commit');
      });
      expect(sent.slice(0, 2)).toEqual(['begin', `insert into ${TABLE} (id) values ($1)`]);
    } finally {
      client.release();
    }
    expect(await count()).toBe(3);
  });

  it('runs a first statement given a callback inside the transaction too', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const rows = await new Promise<unknown[]>((resolve, reject) =>
        client.query(`insert into ${TABLE} (id) values ($1) returning id`, [9], (err, res) =>
          err ? reject(err) : resolve(res.rows),
        ),
      );
      expect(rows).toEqual([{ id: 9 }]);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect(await count()).toBe(3);
  });

  it('sends nothing for a begin ended before any statement', async () => {
    const client = await pool.connect();
    try {
      const sent = await sentStatements(async () => {
        await client.query('begin');
        await client.query('commit');
      });
      expect(sent).toEqual([]);
      // The connection is outside any transaction: a statement commits on its own.
      await client.query(`insert into ${TABLE} (id) values (5)`);
    } finally {
      client.release();
    }
    expect(await count()).toBe(4);
  });
});

describe('statements asked at once on one transaction', () => {
  it('answer each in the order asked, one at a time, with no warning from the driver', async () => {
    const db = drizzle(pool);
    const warnings = await queuedStatementWarnings(async () => {
      const [a, b, c] = await db.transaction((t) =>
        Promise.all([
          t.execute(sql`select 1 as n, pg_sleep(0.05)`),
          t.execute(sql`insert into ${sql.raw(TABLE)} (id) values (${20}) returning id`),
          t.execute(sql`select count(*)::int as n from ${sql.raw(TABLE)} where id = ${20}`),
        ]),
      );
      expect(a.rows[0]).toMatchObject({ n: 1 });
      expect(b.rows).toEqual([{ id: 20 }]);
      // Sent after the insert answered, inside the same transaction: it sees the row.
      expect(c.rows).toEqual([{ n: 1 }]);
    });
    expect(warnings).toEqual([]);
    expect(await count()).toBe(5);
  });
});
