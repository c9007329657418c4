/**
 * Issue 28 item 3: several API nodes started together on one new PostgreSQL database migrate
 * and seed it once (an advisory lock around migrate + seed, server/platform/db/migrate.ts). Two real
 * server processes start at the same moment; both serve, the migrations are recorded once, and
 * the seed ran in one of them only.
 *
 * The machine and CI run PostgreSQL on 127.0.0.1:5432 (.ci/run starts it); DATABASE_URL (or
 * TEST_PG_URL) names another. Without it this test fails, it never skips.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/platform/db/migrate';
import {
  freePort,
  killStarted,
  login,
  removeDir,
  serverEnv,
  startApi,
  tempDir,
  waitUntilServing,
} from '../helpers/serverProcess';

const ADMIN =
  process.env.TEST_PG_URL || process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const name = `iid_miglock_${randomBytes(6).toString('hex')}`;
const dirs: string[] = [];

async function admin<T extends pg.QueryResultRow>(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(statement)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  killStarted();
  dirs.forEach(removeDir);
  await admin(ADMIN, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe('two nodes starting together on a new database', () => {
  it('migrate and seed it once, and both serve', async () => {
    await admin(ADMIN, `CREATE DATABASE "${name}"`);
    const url = new URL(ADMIN);
    url.pathname = `/${name}`;
    const nodes = await Promise.all(
      [0, 1].map(async (i) => {
        const port = await freePort();
        const dir = tempDir(`iid-miglock-${i}-`);
        dirs.push(dir);
        return { port, dir };
      }),
    );
    // Both started in the same turn: each opens the database and reaches the migrations at once.
    const started = nodes.map(({ port, dir }) =>
      startApi(serverEnv(port, dir, { DATABASE_URL: url.toString() })),
    );
    await Promise.all(started.map((srv, i) => waitUntilServing(srv, nodes[i]!.port)));
    for (const { port } of nodes) expect(await login(port)).toMatch(/\./);

    const journal = JSON.parse(
      readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [applied] = await admin<{ n: string }>(
      url.toString(),
      'SELECT count(*) AS n FROM drizzle.__drizzle_migrations',
    );
    expect(Number(applied!.n)).toBe(journal.entries.length);
    const [admins] = await admin<{ n: string }>(
      url.toString(),
      `SELECT count(*) AS n FROM usr_asn WHERE username = 'superadmin'`,
    );
    expect(Number(admins!.n)).toBe(1);
    const [regions] = await admin<{ n: string; distinct: string }>(
      url.toString(),
      'SELECT count(*) AS n, count(DISTINCT kode) AS distinct FROM m_daerah',
    );
    expect(Number(regions!.n)).toBeGreaterThan(500);
    expect(Number(regions!.n)).toBe(Number(regions!.distinct));
    const seeders = started.filter((s) => s.output().includes('Basis data kosong'));
    expect(seeders).toHaveLength(1);

    for (const srv of started) srv.child.kill('SIGTERM');
    for (const srv of started) expect((await srv.exited).code).toBe(0);
  }, 300_000);
});
