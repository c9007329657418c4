import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { arrayStatement } from '../../../crud/listSql';
import { statementNames } from '../../../platform/db/statementNames';
import type { Db } from '../../../platform/db/client';

const dialectOf = (db: Db) => (db as unknown as { dialect: PgDialect }).dialect;

/**
 * The write path's statements written by hand (one evaluation, one region's index: issue 40
 * item 3), sent named, as the list path sends its own (server/crud/listSql.ts): on PostgreSQL
 * each text is parsed and planned once per connection instead of on every request (planning
 * the region's statement cost more than running it). Bounded per text, as there.
 */
const name = statementNames('write_path');

/** Runs `query` (on a database or inside a transaction): its rows as arrays, typed by the driver. */
export function namedRows(db: Db, query: SQL): Promise<unknown[][]> {
  const { sql: text, params } = dialectOf(db).sqlToQuery(query);
  return arrayStatement(db, text, params, (raw) => raw, name(text));
}
