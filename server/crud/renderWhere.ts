import {
  Column,
  getTableName,
  Param,
  Placeholder,
  SQL,
  StringChunk,
  type Query,
} from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';

/**
 * The list path's WHERE clause as text and parameters, for the conditions it builds (strings,
 * nested SQL, columns of unaliased tables, bound values, lists of values). Drizzle's
 * `sqlToQuery` renders the same text but walks every chunk through a dozen `is()` prototype
 * checks and merges a result object per chunk: some 5 % of the innovation list's CPU
 * (docs/performance.md, "The WHERE clause rendered in one walk"). Anything else (a subquery, a
 * table or view, a placeholder, an alias, inlined parameters, a value that maps to SQL) goes to
 * drizzle whole, so the text is always drizzle's: renderWhere.test.ts compares the two over
 * every resource's conditions.
 */
export function renderWhere(dialect: PgDialect, where: SQL): Query {
  return renderedInOneWalk(dialect, where) ?? dialect.sqlToQuery(where);
}

/** The one-walk rendering, or null where it leaves the condition to drizzle. */
export function renderedInOneWalk(dialect: PgDialect, where: SQL): Query | null {
  const out: Rendered = { text: '', params: [] };
  return walk(dialect, where, out, false) ? { sql: out.text, params: out.params } : null;
}

interface Rendered {
  text: string;
  params: unknown[];
}

// Drizzle's table symbols (registered with Symbol.for, as drizzle-orm/table.js does).
const IS_ALIAS = Symbol.for('drizzle:IsAlias');
const SCHEMA = Symbol.for('drizzle:Schema');

/** The dialect's column naming (a column's name, or its key under a casing setting). */
interface DialectCasing {
  casing: { getColumnCasing(col: Column): string };
}

/** `"table"."column"` per column, as drizzle writes it (no schema, no alias: checked first). */
const columnText = new WeakMap<Column, string | null>();

function columnSql(dialect: PgDialect, col: Column): string | null {
  let text = columnText.get(col);
  if (text === undefined) {
    const table = col.table as unknown as Record<symbol, unknown>;
    text =
      table[IS_ALIAS] || table[SCHEMA] !== undefined
        ? null
        : `${dialect.escapeName(getTableName(col.table))}.${dialect.escapeName(
            (dialect as unknown as DialectCasing).casing.getColumnCasing(col),
          )}`;
    columnText.set(col, text);
  }
  return text;
}

/**
 * Appends one chunk; false for a chunk this walk does not render (the caller falls back).
 * `inline`: inside `.inlineParams()` (values fixed in the code, scope.ts), whose numbers,
 * booleans and nulls drizzle writes into the text; any other inlined value goes to drizzle.
 */
function walk(dialect: PgDialect, chunk: unknown, out: Rendered, inline: boolean): boolean {
  if (chunk instanceof StringChunk) {
    out.text += chunk.value.join('');
    return true;
  }
  if (chunk instanceof SQL) {
    const inner =
      inline || (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
    for (const c of chunk.queryChunks) if (!walk(dialect, c, out, inner)) return false;
    return true;
  }
  if (chunk instanceof Column) {
    const text = columnSql(dialect, chunk);
    if (text === null) return false;
    out.text += text;
    return true;
  }
  if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder) return false;
    const value: unknown =
      chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value as never);
    if (value instanceof SQL) return false;
    return bind(value, out, inline);
  }
  if (chunk === undefined) return true;
  if (Array.isArray(chunk)) {
    out.text += '(';
    for (let i = 0; i < chunk.length; i++) {
      if (i > 0) out.text += ', ';
      if (!walk(dialect, chunk[i], out, inline)) return false;
    }
    out.text += ')';
    return true;
  }
  // A bare value is a parameter in drizzle too; objects may be SQL wrappers: left to drizzle.
  if (chunk === null || (typeof chunk !== 'object' && typeof chunk !== 'function'))
    return bind(chunk, out, inline);
  return false;
}

/** A value as the next parameter, or written in as drizzle's `mapInlineParam` writes it. */
function bind(value: unknown, out: Rendered, inline: boolean): boolean {
  if (inline) {
    if (value === null) out.text += 'null';
    else if (typeof value === 'number' || typeof value === 'boolean') out.text += String(value);
    else return false;
    return true;
  }
  out.params.push(value);
  out.text += `$${out.params.length}`;
  return true;
}
