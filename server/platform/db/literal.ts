import { sql, type SQL } from 'drizzle-orm';

/**
 * A row id written into a statement as a literal, not a parameter: a statement without
 * parameters can share its round trip with the transaction's `begin` (lazyBeginClient.ts). Only
 * a safe integer is written; anything else is a programming error, refused before any SQL.
 */
export function literalId(id: number): SQL {
  if (!Number.isSafeInteger(id)) throw new TypeError(`not an integer id: ${String(id)}`);
  return sql.raw(String(id));
}
