import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTypedSearch } from '../useTypedSearch';
import type { ListPage, ListParams, ListSort } from './types';

export interface DataTableOptions<Row, F> {
  /**
   * The query's key; the list's parameters are appended, so invalidating this prefix (after a
   * change made on the page) reloads the list.
   */
  queryKey: readonly unknown[];
  /** Loads one page from the API. */
  fetch: (params: ListParams<F>) => Promise<ListPage<Row>>;
  /** The page's own filter values at first (year, stage tab, ...). */
  filter: F;
  /** Spec 9 page size: 20 unless the screen says otherwise. */
  perPage?: number;
  /** The first order; absent, the API's own order and no sortable header. */
  sort?: ListSort;
  /**
   * Where the list starts instead of the defaults (filter values merged over `filter`): the state
   * a shared link carries (`useUrlDataTable`).
   */
  initial?: Partial<Omit<ListParams<F>, 'filter'>> & { filter?: Partial<F> };
}

/** A list's state, its query and what changes them (`useDataTable`). */
export interface DataTableState<Row, F extends object> {
  params: ListParams<F>;
  query: UseQueryResult<ListPage<Row>>;
  /** Props of the search box (value, onChange, onKeyDown). */
  searchBox: ReturnType<typeof useTypedSearch>;
  setFilter<K extends keyof F>(key: K, value: F[K]): void;
  setPage(page: number): void;
  setPerPage(perPage: number): void;
  /** A header click: ascending first, the same header again flips the direction. */
  sortBy(by: string): void;
}

/**
 * The state of a hand-written list and its query: filter values, the typed search (sent once
 * the user pauses typing, at once on Enter), page, page size and order. Any change but the page
 * itself goes back to the first page. The previous page stays on screen while the next loads.
 * The page reads `params` for what else it shows (an intro naming the year, downloads of the
 * same filter) and hands the whole to `DataTablePage`.
 */
export function useDataTable<Row, F extends object>(
  options: DataTableOptions<Row, F>,
): DataTableState<Row, F> {
  const start = options.initial;
  const [filter, setFilterValues] = useState<F>(() => ({ ...options.filter, ...start?.filter }));
  const [search, setSearch] = useState(start?.search ?? '');
  const [page, setPage] = useState(start?.page ?? 0);
  const [perPage, setPerPageValue] = useState(start?.perPage ?? options.perPage ?? 20);
  const [sort, setSort] = useState<ListSort | null>(start?.sort ?? options.sort ?? null);
  const params: ListParams<F> = { filter, search, page, perPage, sort };
  const query = useQuery({
    queryKey: [...options.queryKey, params],
    queryFn: () => options.fetch(params),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const searchBox = useTypedSearch(
    (value) => {
      setSearch(value);
      setPage(0);
    },
    undefined,
    start?.search,
  );
  return {
    params,
    query,
    searchBox,
    setFilter(key, value) {
      setFilterValues((f) => ({ ...f, [key]: value }));
      setPage(0);
    },
    setPage,
    setPerPage(n) {
      setPerPageValue(n);
      setPage(0);
    },
    sortBy(by) {
      setSort((s) => ({ by, dir: s?.by === by && s.dir === 'asc' ? 'desc' : 'asc' }));
      setPage(0);
    },
  };
}
