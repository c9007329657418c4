/**
 * A database of its own for one test file, with migrations applied: in-memory PGlite, or, when
 * DATABASE_URL is set, a brand-new PostgreSQL database created on that server (dropped by drop()).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type DbHandle } from '../../server/platform/db/client';
import { runMigrations } from '../../server/platform/db/migrate';

export type FreshDb = DbHandle & {
  /** Closes the connection and, on PostgreSQL, drops the database. Safe to call twice. */
  drop(): Promise<void>;
  /** The database's name on the PostgreSQL server (absent for PGlite). */
  database?: string;
};

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function openFreshDb(
  prefix = 'test',
  url = process.env.DATABASE_URL,
): Promise<FreshDb> {
  if (!url) {
    const handle = await openDb({});
    await runMigrations(handle);
    let closed = false;
    const drop = async () => {
      if (closed) return;
      closed = true;
      await handle.close();
    };
    return { ...handle, drop };
  }
  return createPgDatabase(url, prefix);
}

/**
 * A brand-new database on the PostgreSQL server at `url`, migrated, or copied from the database
 * `template` (tests/helpers/dbTemplate.ts), which then must have no open connection.
 */
export async function createPgDatabase(
  url: string,
  prefix: string,
  template?: string,
): Promise<FreshDb> {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(6).toString('hex')}`;
  await admin(url, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: target.toString() });
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await handle.close().catch(() => {});
    await admin(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  if (template) return { ...handle, drop, database: name };
  try {
    await runMigrations(handle);
  } catch (err) {
    await drop();
    throw err;
  }
  return { ...handle, drop, database: name };
}
