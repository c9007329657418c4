import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

export type Log = (msg: string) => void;

/** Rows per INSERT statement: keeps every statement well under PostgreSQL's 65535 parameters. */
export const CHUNK = 500;

export function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row?.n ?? 0);
}

/** After inserting explicit ids into a serial column, move its sequence past them. */
export async function bumpSequence(db: Db, table: string): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 1))`,
  );
}

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/**
 * Inserts the rows whose natural key (the value of `keyCol`, read by `keyOf`) is not in the table
 * yet; returns how many were inserted.
 */
export async function insertMissing<T extends PgTable>(
  db: Db,
  table: T,
  keyCol: PgColumn,
  rows: T['$inferInsert'][],
  keyOf: (row: T['$inferInsert']) => string,
): Promise<number> {
  const have = new Set(
    (await db.select({ k: keyCol }).from(table as PgTable)).map((r) => String(r.k)),
  );
  const todo = rows.filter((r) => !have.has(keyOf(r)));
  for (const part of chunks(todo)) await db.insert(table).values(part);
  return todo.length;
}
