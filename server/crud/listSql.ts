import { Column, getTableName, is, type SQL } from 'drizzle-orm';
import { PgTimestamp, type AnyPgColumn, type PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { ResourceConfig } from '../../resources/types';
import type { Db } from '../platform/db/client';
import { columnKind, columnsOf, listSelection } from './columns';
import { listExtrasOf } from './listExtras';
import { LABELS_KEY, labelTarget } from './referenceLabels';
import { renderWhere } from './renderWhere';
import { TABLES } from './tables';
import { isoFromPgText } from './timestampText';
import { statementNames } from '../platform/db/statementNames';

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
 * request (in one walk, renderWhere.ts), and the rows come back as arrays through drizzle's own
 * session, so the driver's type parsers and each column's `mapFromDriverValue` stay what
 * drizzle's select would use (timestamps straight to the ISO text their JSON holds, decoderOf).
 * Each row is then one object literal (rowFactory).
 */

interface ListPlan {
  table: PgTable;
  /** `select "a", "b", ... from "table"`, plus `, count(*) over()` for pages. */
  columnsSql: string;
  fromSql: string;
  keys: string[];
  /** Each column's decoder of a non-null driver value; null: the driver value is the answer's. */
  decoders: (Decoder | null)[];
  /** `"table"."col"` by column key, for ORDER BY. */
  qualified: Map<string, string>;
  /** Reference fields whose label follows the columns, in this order. */
  labelFields: string[];
  /** The list facts' key and names (listExtras.ts), following the labels. */
  extrasKey: string | null;
  extraNames: string[];
  /** The answer row from the decoded cells, without and with the lookup's `label` (rowFactory). */
  rowOf: RowFactory;
  rowWithLabelOf: RowFactory;
}

type Decoder = (value: unknown) => unknown;

/**
 * The answer's value of a column from the driver's, as drizzle's select maps it (the column's
 * `mapFromDriverValue`), with two differences in form only: numeric columns become numbers (as
 * serializeRow does), and timestamps come as their ISO text rather than a Date, which is what
 * the JSON answer holds either way (timestampText.ts). Null for columns without a mapping of
 * their own (text, varchar, integers: the driver's value is the answer's).
 */
function decoderOf(col: AnyPgColumn): Decoder | null {
  if (columnKind(col) === 'decimal')
    return (v) => {
      const decoded = col.mapFromDriverValue(v);
      return decoded === null ? null : Number(decoded);
    };
  if (is(col, PgTimestamp)) {
    const { withTimezone } = col;
    return (v) =>
      (typeof v === 'string' ? isoFromPgText(v, withTimezone) : null) ??
      col.mapFromDriverValue(v as string);
  }
  if (col.mapFromDriverValue === Column.prototype.mapFromDriverValue) return null;
  return (v) => col.mapFromDriverValue(v);
}

/**
 * Builds an answer row: `cells` by position, then the reference labels, the list facts and the
 * lookup's `label`, each only where the factory was made with it (rowFactory).
 */
type RowFactory = (
  cells: unknown[],
  labels: unknown,
  facts: unknown,
  label: unknown,
) => Record<string, unknown>;

/** The keys a row may carry after its columns, each with the factory's parameter it takes. */
interface RowTail {
  labels?: string;
  facts?: string;
  label?: string;
}

/**
 * A function returning one object literal with every key of the row, in the answer's order.
 * Built key by key (`row[key] = ...`), an object of more than 16 properties falls into V8's
 * dictionary mode: slower to fill and about twice as slow through JSON.stringify, which was the
 * largest single cost of the list path (docs/performance.md, third round of the innovation list,
 * "Rows as object literals, timestamps as text"). A literal of known keys gets one hidden class
 * with every property in the object. The keys are the schema's column keys and ours, never a
 * client's.
 */
function rowFactory(keys: readonly string[], tail: RowTail): RowFactory {
  const trailing = (['labels', 'facts', 'label'] as const).flatMap((param) => {
    const key = tail[param];
    return key === undefined ? [] : [[key, param] as const];
  });
  // A duplicate key keeps its first place and takes the last value, as assignment did.
  if ([...keys, ...trailing.map(([k]) => k)].includes('__proto__'))
    throw new Error('rowFactory: __proto__ key');
  const fields = [
    ...keys.map((k, i) => `${JSON.stringify(k)}: cells[${i}]`),
    ...trailing.map(([k, param]) => `${JSON.stringify(k)}: ${param}`),
  ];
  return new Function(
    'cells',
    'labels',
    'facts',
    'label',
    `return { ${fields.join(', ')} };`,
  ) as RowFactory;
}

/**
 * Plans with the reference labels and list facts (the list: `joined` labels by joins, `full` by
 * subqueries, see labelSelects) and without (the lookup).
 */
type PlanKind = 'joined' | 'full' | 'bare';
const plans: Record<PlanKind, WeakMap<ResourceConfig, ListPlan>> = {
  joined: new WeakMap(),
  full: new WeakMap(),
  bare: new WeakMap(),
};

const dialectOf = (db: Db) => (db as unknown as { dialect: PgDialect }).dialect;

/** Whether named statements keep their plans: a PostgreSQL pool (PGlite plans every query). */
const keepsPlans = (db: Db) => (db as unknown as { $client?: unknown }).$client instanceof pg.Pool;

/**
 * The label of each reference field in the list statement itself. One id: by a left join on the
 * target's primary key when `joined` (hashed or probed once per statement), else by a correlated
 * subquery per row. Joins run faster but cost PostgreSQL some 16 ms to plan (ten relations)
 * against under 3 ms, so they are only for statements whose plan is kept (see
 * selectListPage). A comma-joined list of ids (urusan): a subquery labelling them in the order
 * written, joined by ", " (as referenceLabels.ts does for a single row), the list split once per
 * row: `offset 0` keeps PostgreSQL from folding the split back into the filter, where it ran
 * once per urusan row.
 */
function labelSelects(
  dialect: PgDialect,
  resource: ResourceConfig,
  table: PgTable,
  tableSql: string,
  joined: boolean,
): { fields: string[]; sql: string[]; joins: string[] } {
  const cols = columnsOf(table);
  const fields: string[] = [];
  const out: string[] = [];
  const joins: string[] = [];
  for (const f of resource.fields) {
    const target = labelTarget(f);
    const col = cols[f.source];
    if (!target || !col) continue;
    const targetTable = TABLES[target.name]!;
    const targetCols = columnsOf(targetTable);
    const labelCol = dialect.escapeName((targetCols[target.recordLabel] ?? targetCols.id!).name);
    const t = dialect.escapeName(getTableName(targetTable));
    const value = `${tableSql}.${dialect.escapeName(col.name)}`;
    if (columnKind(col) === 'integer' && joined) {
      const alias = `"_l${fields.length}"`;
      joins.push(` left join ${t} ${alias} on ${alias}."id" = ${value}`);
      out.push(`coalesce(${alias}.${labelCol}::text, ${alias}."id"::text)`);
    } else if (columnKind(col) === 'integer') {
      out.push(
        `(select coalesce(l.${labelCol}::text, l.id::text) from ${t} l where l.id = ${value})`,
      );
    } else {
      out.push(
        `(select string_agg(coalesce(l.${labelCol}::text, l.id::text), ', ' order by array_position(s.ids, l.id::text)) ` +
          `from (select regexp_split_to_array(btrim(${value}::text), '\\s*,\\s*') as ids offset 0) s ` +
          `join ${t} l on l.id::text = any(s.ids))`,
      );
    }
    fields.push(f.source);
  }
  return { fields, sql: out, joins };
}

function planFor(db: Db, resource: ResourceConfig, table: PgTable, kind: PlanKind): ListPlan {
  const full = kind !== 'bare';
  const cache = plans[kind];
  let plan = cache.get(resource);
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
  const labels = full
    ? labelSelects(dialect, resource, table, tableSql, kind === 'joined')
    : { fields: [], sql: [], joins: [] };
  const extras = full ? listExtrasOf(resource.name) : undefined;
  const extraSql = extras ? Object.values(extras.facts) : [];
  // Qualified once a join brings other tables' columns into the statement.
  const qualify = extras !== undefined || labels.joins.length > 0;
  const own = columns.map((c) =>
    qualify ? `${tableSql}.${dialect.escapeName(c.name)}` : dialect.escapeName(c.name),
  );
  const selects = [...own, ...labels.sql, ...extraSql];
  const tail: RowTail = {
    labels: labels.fields.length > 0 ? LABELS_KEY : undefined,
    facts: extras?.key,
  };
  plan = {
    table,
    columnsSql: `select ${selects.join(', ')}`,
    fromSql:
      ` from ${tableSql}` +
      labels.joins.join('') +
      (extras ? ` ${extras.join.replaceAll('$t', tableSql)}` : ''),
    keys,
    decoders: columns.map(decoderOf),
    qualified,
    labelFields: labels.fields,
    extrasKey: extras?.key ?? null,
    extraNames: extras ? Object.keys(extras.facts) : [],
    rowOf: rowFactory(keys, tail),
    rowWithLabelOf: rowFactory(keys, { ...tail, label: 'label' }),
  };
  cache.set(resource, plan);
  return plan;
}

const statementName = statementNames('crud_list');

/**
 * Runs a statement written by hand (the review queues, server/features/review/services/reviewQueues.ts) the way
 * the list path runs its own: rows as arrays through drizzle's session (the driver's type
 * parsers as drizzle's select), `mapRows` building the answer rows from them, and named when
 * `name` is given (parsed and planned once per connection on PostgreSQL).
 */
export function arrayStatement<T>(
  db: Db,
  text: string,
  params: unknown[],
  mapRows: (raw: unknown[][]) => T,
  name: string | undefined,
): Promise<T> {
  return db._.session
    .prepareQuery({ sql: text, params }, undefined, name, true, mapRows as never)
    .execute() as unknown as Promise<T>;
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
    /** The reference labels and list facts with each row (the list; not the lookup). */
    labels?: boolean;
    /**
     * The lookup's `label`: this column's value as text (the id when empty), set last on each
     * row as the mapper builds it, instead of a second copy of every row.
     */
    labelKey?: string;
  },
): Promise<ListPage> {
  const where = opts.where ? renderWhere(dialectOf(db), opts.where) : { sql: '', params: [] };
  const statement = (plan: ListPlan) => {
    const params: unknown[] = [...where.params];
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
    return { text, params };
  };
  // Labels by joins only where the statement is named (PostgreSQL, within the bound): planned a
  // few times per connection, then run from the kept plan. PGlite and unnamed statements are
  // planned at every request, where the joins' planning would cost more than they save.
  const kind: PlanKind = !opts.labels ? 'bare' : keepsPlans(db) ? 'joined' : 'full';
  let plan = planFor(db, resource, table, kind);
  let { text, params } = statement(plan);
  let name = statementName(text);
  if (name === undefined && kind === 'joined') {
    plan = planFor(db, resource, table, 'full');
    ({ text, params } = statement(plan));
    name = statementName(text);
  }
  const { decoders, labelFields, extraNames, extrasKey } = plan;
  const { labelKey } = opts;
  const rowOf = labelKey === undefined ? plan.rowOf : plan.rowWithLabelOf;
  const labelAt = labelKey === undefined ? -1 : plan.keys.indexOf(labelKey);
  const idAt = plan.keys.indexOf('id');
  const width = plan.keys.length;
  const labelEnd = width + labelFields.length;
  const extraEnd = labelEnd + extraNames.length;
  let total: number | null = null;
  const mapRows = (raw: unknown[][]) => {
    const rows: Record<string, unknown>[] = new Array(raw.length);
    for (let r = 0; r < raw.length; r++) {
      const cells = raw[r]!;
      if (opts.withTotal && r === 0) total = Number(cells[extraEnd]);
      // The row's own cells are decoded in place (the array is ours), then taken by position.
      for (let i = 0; i < width; i++) {
        const v = cells[i];
        // Null skips the decoder, as in drizzle's mapResultRow.
        if (v === null || v === undefined) cells[i] = null;
        else {
          const decode = decoders[i];
          if (decode) cells[i] = decode(v);
        }
      }
      let found: Record<string, string> | undefined;
      if (labelFields.length > 0) {
        found = {};
        for (let i = width; i < labelEnd; i++) {
          const v = cells[i];
          if (v !== null && v !== undefined) found[labelFields[i - width]!] = String(v);
        }
      }
      let facts: Record<string, unknown> | undefined;
      if (extrasKey !== null) {
        facts = {};
        for (let i = labelEnd; i < extraEnd; i++)
          facts[extraNames[i - labelEnd]!] = cells[i] ?? null;
      }
      const label =
        labelKey === undefined
          ? undefined
          : String((labelAt >= 0 ? cells[labelAt] : undefined) ?? cells[idAt]);
      rows[r] = rowOf(cells, found, facts, label);
    }
    return rows;
  };
  const rows = (await db._.session
    .prepareQuery({ sql: text, params }, undefined, name, true, mapRows as never)
    .execute()) as unknown as Record<string, unknown>[];
  return { rows, total };
}
