import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Db, DbHandle } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The PostgreSQL advisory lock key held around migrate + seed: several API nodes starting
 * together on one database take turns, so the migrations run once and the seed once. Any
 * 64-bit number no other code uses; this one spells "IIDMIGR" in ASCII.
 */
export const MIGRATION_LOCK_KEY = 0x49_49_44_4d_49_47_52n;

/** Applies the committed SQL migrations that have not run yet. */
export async function runMigrations(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, config);
  } else {
    await migratePg(handle.db as never, config);
  }
}

/**
 * Runs `work` (migrate, then seed an empty database) while holding the migration lock. On
 * PostgreSQL a session advisory lock on one connection of the pool: a second node waits for
 * the first, then finds everything applied and seeded. PGlite has one process per folder (its
 * folder lock), so it needs none.
 */
export async function withMigrationLock<T>(handle: DbHandle, work: () => Promise<T>): Promise<T> {
  if (!handle.pool) return work();
  const client = await handle.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}

/** The `when` of the newest committed migration (meta/_journal.json). */
export function latestMigration(): number {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** Whether the database has every committed migration (drizzle's record of applied ones). */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const res = await db.execute(
    sql`SELECT max(created_at) AS last FROM drizzle.__drizzle_migrations`,
  );
  const [row] = (res as unknown as { rows: { last: string | number | null }[] }).rows;
  return Number(row?.last ?? 0) >= latestMigration();
}
