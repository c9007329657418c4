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

const columnCache = new WeakMap<PgTable, Record<string, AnyPgColumn>>();

/**
 * A table's columns by name. Cached: Drizzle copies the column map on every call, and this runs
 * per row of every answer (docs/performance.md). Callers only read it.
 */
export function columnsOf(table: PgTable): Record<string, AnyPgColumn> {
  let cols = columnCache.get(table);
  if (!cols) {
    cols = getTableColumns(table) as Record<string, AnyPgColumn>;
    columnCache.set(table, cols);
  }
  return cols;
}

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
  const decimals = decimalColumns(table);
  const out: Record<string, unknown> = {};
  for (const k in row) {
    if (SECRET_COLUMNS.has(k)) continue;
    const v = row[k];
    out[k] = v !== null && decimals.has(k) ? Number(v) : v;
  }
  return out;
}

const decimalCache = new WeakMap<PgTable, Set<string>>();
function decimalColumns(table: PgTable): Set<string> {
  let set = decimalCache.get(table);
  if (!set) {
    set = new Set(
      Object.entries(columnsOf(table))
        .filter(([, col]) => columnKind(col) === 'decimal')
        .map(([k]) => k),
    );
    decimalCache.set(table, set);
  }
  return set;
}

const HEAVY_KINDS = new Set(['longtext', 'richtext']);

/**
 * Columns a list answers with: everything but long texts that are not list columns. A list is a
 * summary (at national scale a page of full innovations is ~30 KB); the record comes whole
 * from GET /{id}.
 */
const selectionCache = new WeakMap<ResourceConfig, Record<string, AnyPgColumn>>();

export function listSelection(
  resource: ResourceConfig,
  table: PgTable,
): Record<string, AnyPgColumn> {
  const cached = selectionCache.get(resource);
  if (cached) return { ...cached };
  const heavy = new Set(
    resource.fields.filter((f) => HEAVY_KINDS.has(f.kind) && !f.list).map((f) => f.source),
  );
  const selection = Object.fromEntries(
    Object.entries(columnsOf(table)).filter(([k]) => !heavy.has(k) && !SECRET_COLUMNS.has(k)),
  );
  selectionCache.set(resource, selection);
  return { ...selection };
}
