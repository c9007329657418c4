import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParams, ListSort } from './types';
import { useDataTable, type DataTableOptions, type DataTableState } from './useDataTable';

/** The URL's names of the list's own state (filter values keep their own names). */
const SEARCH = 'q';
const PAGE = 'page';
const PER_PAGE = 'per_page';
const SORT = 'sort';

/**
 * The list's state as read from a URL: filter values typed as their defaults (a number filter
 * stays a number; an unreadable value keeps the default), the search, page (1-based in the
 * URL), page size and order (`sort=nama` or `sort=-nama` for descending).
 */
export function readListParams<F extends object>(
  url: URLSearchParams,
  defaults: F,
): NonNullable<DataTableOptions<unknown, F>['initial']> {
  const filter: Partial<F> = {};
  for (const [key, dflt] of Object.entries(defaults) as [keyof F & string, unknown][]) {
    const raw = url.get(key);
    if (raw === null) continue;
    if (typeof dflt === 'number') {
      const n = Number(raw);
      if (raw !== '' && Number.isFinite(n)) filter[key] = n as F[typeof key];
    } else filter[key] = raw as F[typeof key];
  }
  const int = (name: string, min: number) => {
    const n = Number(url.get(name));
    return url.get(name) !== null && Number.isInteger(n) && n >= min ? n : undefined;
  };
  const sortRaw = url.get(SORT);
  const sort: ListSort | undefined = sortRaw
    ? sortRaw.startsWith('-')
      ? { by: sortRaw.slice(1), dir: 'desc' }
      : { by: sortRaw, dir: 'asc' }
    : undefined;
  const page = int(PAGE, 1);
  return {
    filter,
    search: url.get(SEARCH)?.trim() || undefined,
    page: page === undefined ? undefined : page - 1,
    perPage: int(PER_PAGE, 1),
    sort,
  };
}

/** The list's state as a URL query: only what differs from where the list starts by default. */
export function writeListParams<F extends object>(
  params: ListParams<F>,
  defaults: { filter: F; perPage: number; sort: ListSort | null },
): URLSearchParams {
  const url = new URLSearchParams();
  for (const [key, value] of Object.entries(params.filter) as [keyof F & string, unknown][])
    if (value !== defaults.filter[key]) url.set(key, String(value));
  if (params.search) url.set(SEARCH, params.search);
  if (params.page > 0) url.set(PAGE, String(params.page + 1));
  if (params.perPage !== defaults.perPage) url.set(PER_PAGE, String(params.perPage));
  const sort = params.sort;
  if (sort && (sort.by !== defaults.sort?.by || sort.dir !== defaults.sort?.dir))
    url.set(SORT, sort.dir === 'desc' ? `-${sort.by}` : sort.by);
  return url;
}

/**
 * `useDataTable` whose filters, tab, search, order and page live in the URL (issue 24 item 7):
 * the list starts from the URL's state, and every change replaces the URL (no history entry per
 * keystroke), so a report can be bookmarked, sent and reloaded to the same state.
 */
export function useUrlDataTable<Row, F extends object>(
  options: DataTableOptions<Row, F>,
): DataTableState<Row, F> {
  const [url, setUrl] = useSearchParams();
  const [initial] = useState(() => readListParams(url, options.filter));
  const table = useDataTable<Row, F>({ ...options, initial });
  const next = writeListParams(table.params, {
    filter: options.filter,
    perPage: options.perPage ?? 20,
    sort: options.sort ?? null,
  }).toString();
  useEffect(() => {
    if (next !== url.toString()) setUrl(new URLSearchParams(next), { replace: true });
  }, [next, url, setUrl]);
  return table;
}
