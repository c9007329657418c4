import { getTableName, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceConfig } from '../../resources/types';
import type { Db } from '../db/client';
import { columnKind, columnsOf, listSelection } from './columns';

/**
 * The hot read path of the crud lists (GET /crud/{resource} and its lookup), with the query
 * text and the row mapping worked out once per resource instead of per request
 * (docs/performance.md, "Profile of the list path").
 *
 * Drizzle's select builder re-renders the 33-column selection for every request and maps every
 * cell through `mapResultRow` (two `is()` prototype walks and a path iterator per cell); for a
 * 20-row page that was most of the product's extra cost over the floor. Here the head
 * (`select "col", ... from "table"`) and the decoders are cached per resource, only the WHERE
 * clause (access scope, filters, search: built by the same functions as before) is rendered per
 * request, and the rows come back as arrays through drizzle's own session, so the driver's type
 * parsers and each column's `mapFromDriverValue` stay exactly what drizzle's select would use.
 */

interface ListPlan {
  table: PgTable;
  /** `select "a", "b", ... from "table"`, plus `, count(*) over()` for pages. */
  columnsSql: string;
  fromSql: string;
  keys: string[];
  columns: AnyPgColumn[];
  /** numeric columns: strings from the driver, numbers in the answer (as serializeRow does). */
  decimal: boolean[];
  /** `"table"."col"` by column key, for ORDER BY. */
  qualified: Map<string, string>;
}

const plans = new WeakMap<ResourceConfig, ListPlan>();

const dialectOf = (db: Db) => (db as unknown as { dialect: PgDialect }).dialect;

function planFor(db: Db, resource: ResourceConfig, table: PgTable): ListPlan {
  let plan = plans.get(resource);
  if (plan) return plan;
  const dialect = dialectOf(db);
  const selection = listSelection(resource, table);
  const keys = Object.keys(selection);
  const columns = keys.map((k) => selection[k]!);
  const tableSql = dialect.escapeName(getTableName(table));
  const qualified = new Map(
    Object.entries(columnsOf(table)).map(([k, col]) => [
      k,
      `${tableSql}.${dialect.escapeName(col.name)}`,
    ]),
  );
  plan = {
    table,
    columnsSql: `select ${columns.map((c) => dialect.escapeName(c.name)).join(', ')}`,
    fromSql: ` from ${tableSql}`,
    keys,
    columns,
    decimal: columns.map((c) => columnKind(c) === 'decimal'),
    qualified,
  };
  plans.set(resource, plan);
  return plan;
}

/**
 * Named (server-side prepared) statements per distinct query text on PostgreSQL: the server
 * parses and plans each shape once per connection. Bounded, since a client can vary the shape
 * (number of filter values, search words); past the bound the text goes unnamed as before.
 */
const MAX_NAMED = 200;
const statementNames = new Map<string, string>();
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED) {
    name = `crud_list_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

export interface ListPage {
  rows: Record<string, unknown>[];
  /** The window count of the first row; null when the page came back empty. */
  total: number | null;
}

/**
 * One page of a resource's list: `where` (already holding every access condition), ordered by
 * `orderKey` then id in `direction`, with the total as a window count when `withTotal`.
 */
export async function selectListPage(
  db: Db,
  resource: ResourceConfig,
  table: PgTable,
  opts: {
    where: SQL | undefined;
    orderKeys: string[];
    direction: 'asc' | 'desc';
    limit: number;
    offset: number;
    withTotal: boolean;
  },
): Promise<ListPage> {
  const plan = planFor(db, resource, table);
  const where = opts.where ? dialectOf(db).sqlToQuery(opts.where) : { sql: '', params: [] };
  const params: unknown[] = where.params;
  const order = opts.orderKeys.map((k) => `${plan.qualified.get(k)!} ${opts.direction}`);
  let text =
    plan.columnsSql +
    (opts.withTotal ? ', count(*) over()' : '') +
    plan.fromSql +
    (where.sql ? ` where ${where.sql}` : '') +
    ` order by ${order.join(', ')} limit $${params.length + 1}`;
  params.push(opts.limit);
  // As drizzle renders it: no OFFSET for the first page.
  if (opts.offset > 0) {
    text += ` offset $${params.length + 1}`;
    params.push(opts.offset);
  }
  const { keys, columns, decimal } = plan;
  const width = keys.length;
  let total: number | null = null;
  const mapRows = (raw: unknown[][]) => {
    const rows: Record<string, unknown>[] = new Array(raw.length);
    for (let r = 0; r < raw.length; r++) {
      const cells = raw[r]!;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < width; i++) {
        const v = cells[i];
        // Null skips the decoder, as in drizzle's mapResultRow.
        if (v === null || v === undefined) row[keys[i]!] = null;
        else {
          const decoded = columns[i]!.mapFromDriverValue(v);
          row[keys[i]!] = decimal[i] && decoded !== null ? Number(decoded) : decoded;
        }
      }
      rows[r] = row;
    }
    if (opts.withTotal && raw.length > 0) total = Number(raw[0]![width]);
    return rows;
  };
  const rows = (await db._.session
    .prepareQuery({ sql: text, params }, undefined, statementName(text), true, mapRows as never)
    .execute()) as unknown as Record<string, unknown>[];
  return { rows, total };
}
