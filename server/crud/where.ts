import { inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceConfig } from '../../resources/types';
import { badParam, fail, message } from '../platform/http/http';
import { columnKind, columnsOf } from './columns';
import type { ListQuery } from './listQuery';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A query-string value as the column's type, or a 400. `null` matches SQL NULL. */
export function coerceFilterValue(col: AnyPgColumn, field: string, raw: string): unknown {
  if (raw === 'null') return null;
  const bad = () => fail(400, message('badFilter', { name: field }));
  switch (columnKind(col)) {
    case 'integer': {
      if (!/^-?\d{1,10}$/.test(raw)) throw bad();
      const n = Number(raw);
      if (Math.abs(n) > 2_147_483_647) throw bad();
      return n;
    }
    case 'decimal':
      if (!/^-?\d{1,12}(\.\d{1,4})?$/.test(raw)) throw bad();
      return raw;
    case 'boolean':
      if (['true', '1'].includes(raw)) return true;
      if (['false', '0'].includes(raw)) return false;
      throw bad();
    case 'date':
      if (!DATE.test(raw) || Number.isNaN(Date.parse(raw))) throw bad();
      return raw;
    case 'timestamp':
      if (Number.isNaN(Date.parse(raw))) throw bad();
      return new Date(raw);
    case 'json':
      throw bad();
    default:
      return raw.slice(0, 500);
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The common abbreviations of region names, each to the stem its written and full forms share
 * ("kab", "kab." and "kabupaten" all match "Kabupaten ..." and "Kab. ...").
 */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  kab: 'kab',
  kabupaten: 'kab',
  kota: 'kota',
  kot: 'kota',
  prov: 'prov',
  provinsi: 'prov',
};

/**
 * The words of a free-text search, lower-cased, with trailing dots and commas dropped and region
 * abbreviations reduced to their stem. Every word must match (in any order, any case).
 * @example searchWords('Kab. ACEH  besar') // ['kab', 'aceh', 'besar']
 */
export function searchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[.,]+$/, ''))
    .filter((w) => w.length > 0)
    .map((w) => ABBREVIATIONS[w] ?? w)
    .slice(0, 10);
}

/** WHERE conditions for the filters and free-text search of a list query. */
export function listConditions(
  resource: ResourceConfig,
  table: PgTable,
  q: Pick<ListQuery, 'filters' | 'search'>,
): SQL[] {
  const cols = columnsOf(table);
  const conds: SQL[] = [];
  for (const [field, raws] of q.filters) {
    const col = cols[field];
    if (!col) throw badParam(field);
    if (raws.length === 0) continue;
    if (raws.length > 500) throw fail(400, message('tooManyFilterValues', { name: field }));
    const values = raws.map((r) => coerceFilterValue(col, field, r));
    const present = values.filter((v) => v !== null);
    const parts: SQL[] = [];
    if (present.length) parts.push(inArray(col, present));
    if (present.length < values.length) parts.push(isNull(col));
    conds.push(parts.length === 1 ? parts[0]! : or(...parts)!);
  }
  if (q.search) {
    const searchCols = resource.fields
      .filter((f) => f.search && cols[f.source])
      .map((f) => cols[f.source]!);
    // Each word in some searchable column: case and word order do not matter.
    const words = searchWords(q.search);
    if (searchCols.length && words.length) {
      for (const word of words) {
        const pattern = `%${escapeLike(word)}%`;
        conds.push(or(...searchCols.map((c) => sql`${c}::text ilike ${pattern}`))!);
      }
    }
  }
  return conds;
}
