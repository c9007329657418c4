import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceConfig } from '../../resources/types';

export type ColumnKind = 'integer' | 'decimal' | 'boolean' | 'date' | 'timestamp' | 'json' | 'text';

/** What kind of value a column holds, from Drizzle's column metadata. */
export function columnKind(col: AnyPgColumn): ColumnKind {
  switch (col.columnType) {
    case 'PgSerial':
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgBigSerial53':
    case 'PgBigInt53':
      return 'integer';
    case 'PgNumeric':
    case 'PgReal':
    case 'PgDoublePrecision':
      return 'decimal';
    case 'PgBoolean':
      return 'boolean';
    case 'PgDateString':
    case 'PgDate':
      return 'date';
    case 'PgTimestamp':
    case 'PgTimestampString':
      return 'timestamp';
    case 'PgJsonb':
    case 'PgJson':
      return 'json';
    default:
      return 'text';
  }
}

export const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, AnyPgColumn>;

/** Columns never answered: secrets, whichever resource reads the table. */
const SECRET_COLUMNS = new Set(['password', 'token_version', 'token_hash']);

/**
 * A row as the API answers it: decimal columns (strings from the driver) as numbers, secrets
 * left out.
 */
export function serializeRow(
  table: PgTable,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const cols = columnsOf(table);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (SECRET_COLUMNS.has(k)) continue;
    const col = cols[k];
    out[k] = col && v !== null && columnKind(col) === 'decimal' ? Number(v) : v;
  }
  return out;
}

const HEAVY_KINDS = new Set(['longtext', 'richtext']);

/**
 * Columns a list answers with: everything but long texts that are not list columns. A list is a
 * summary (at national scale a page of full innovations is ~30 KB); the record comes whole
 * from GET /{id}.
 */
export function listSelection(
  resource: ResourceConfig,
  table: PgTable,
): Record<string, AnyPgColumn> {
  const heavy = new Set(
    resource.fields.filter((f) => HEAVY_KINDS.has(f.kind) && !f.list).map((f) => f.source),
  );
  return Object.fromEntries(
    Object.entries(columnsOf(table)).filter(([k]) => !heavy.has(k) && !SECRET_COLUMNS.has(k)),
  );
}
