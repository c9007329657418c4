import type { ResourceConfig } from '../../resources/types';
import { badParam } from '../platform/http/http';

export interface ListQuery {
  page: number;
  perPage: number;
  orderBy: string;
  orderDirection: 'asc' | 'desc';
  search: string | null;
  /** field -> accepted values (OR within a field, AND across fields) */
  filters: Map<string, string[]>;
}

const RESERVED = new Set([
  'page',
  'per_page',
  'pageSize',
  'orderBy',
  'orderDirection',
  'search',
  '_',
]);
const KEY = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[(\d{0,4})\])?$/;
export const MAX_PER_PAGE = 100;

const badQuery = badParam;

function intParam(raw: string | undefined, name: string, min: number, max: number, dflt: number) {
  if (raw === undefined || raw === '') return dflt;
  if (!/^\d{1,9}$/.test(raw)) throw badQuery(name);
  const n = Number(raw);
  if (n < min || n > max) throw badQuery(name);
  return n;
}

/** The fields a resource lets a list sort and filter by, worked out once per resource. */
const declared = new WeakMap<ResourceConfig, { sortable: Set<string>; filterable: Set<string> }>();
function declaredOf(resource: ResourceConfig) {
  let d = declared.get(resource);
  if (!d) {
    d = {
      sortable: new Set(['id', ...resource.fields.filter((f) => f.sortable).map((f) => f.source)]),
      filterable: new Set(['id', ...resource.fields.filter((f) => f.filter).map((f) => f.source)]),
    };
    declared.set(resource, d);
  }
  return d;
}

/**
 * Parses the list protocol of spec 7 against what the resource declares. Anything not declared
 * (a filter, a sort field) is a 400 and never reaches SQL.
 */
export function parseListQuery(
  resource: ResourceConfig,
  query: Record<string, string[]>,
): ListQuery {
  const one = (k: string) => query[k]?.[0];
  const { sortable, filterable } = declaredOf(resource);

  // orderBy may arrive as orderBy[field] from the daerah-binaan list screen (spec 7).
  const orderBy = one('orderBy') ?? one('orderBy[field]') ?? resource.defaultSort.field;
  if (!sortable.has(orderBy) && orderBy !== resource.defaultSort.field) throw badQuery('orderBy');
  const dir = (one('orderDirection') ?? resource.defaultSort.order).toLowerCase();
  if (dir !== 'asc' && dir !== 'desc') throw badQuery('orderDirection');

  const filters = new Map<string, string[]>();
  for (const [key, values] of Object.entries(query)) {
    if (RESERVED.has(key) || key.startsWith('orderBy[')) continue;
    const m = KEY.exec(key);
    if (!m || !filterable.has(m[1]!)) throw badQuery(key);
    const list = filters.get(m[1]!) ?? [];
    list.push(...values.filter((v) => v !== ''));
    filters.set(m[1]!, list);
  }
  const search = one('search')?.trim();
  return {
    page: intParam(one('page'), 'page', 0, 1_000_000, 0),
    perPage: intParam(one('per_page') ?? one('pageSize'), 'per_page', 1, MAX_PER_PAGE, 20),
    orderBy,
    orderDirection: dir,
    search: search ? search.slice(0, 200) : null,
    filters,
  };
}
