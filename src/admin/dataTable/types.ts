import type { ReactNode } from 'react';

/** One page of rows and the count of every row that matches (the API's `{data, total}`). */
export interface ListPage<Row> {
  data: Row[];
  total: number;
}

/** An order the API understands: its order key and direction. */
export interface ListSort {
  by: string;
  dir: 'asc' | 'desc';
}

/** What a list page asks its API for: the page's own filter values, the search, page and order. */
export interface ListParams<F> {
  filter: F;
  /** The typed search, trimmed; '' for none. */
  search: string;
  /** Zero-based. */
  page: number;
  perPage: number;
  /** Null when the list has no sortable columns. */
  sort: ListSort | null;
}

/** One column of the table; on a phone, one line of the row's card. */
export interface Column<Row> {
  /** Unique among the columns (the React key). */
  id: string;
  /** The header, already translated ('' for an actions column). */
  label: ReactNode;
  render: (row: Row) => ReactNode;
  /** The API's order key: the header sorts by it (the list needs a default `sort`). */
  sortBy?: string;
  align?: 'left' | 'right';
  /** Fixed width, or the width past which a long text wraps. */
  width?: number;
  maxWidth?: number;
  nowrap?: boolean;
  /**
   * A long text cut to two lines, the whole text in a tooltip on hover and on keyboard focus.
   */
  clamp?: boolean;
  /**
   * Left out of the table below this breakpoint (a laptop is `lg`: 1200-1535 px), so that the
   * columns a daily user needs and the row's buttons fit; phone cards still show it.
   */
  hideBelow?: 'lg' | 'xl';
  /**
   * Its place in a phone card: the card's heading (default: the first column), the buttons at
   * its foot, left out, or (default) a "label: value" line.
   */
  card?: 'title' | 'actions' | 'hidden';
}

/** A value of a select filter or a tab, with its text already translated. */
export interface Choice {
  value: string | number;
  label: ReactNode;
}

/** A field of the filter bar: a select bound to one filter value, or the typed search. */
export type FilterField<F> =
  | {
      kind: 'select';
      source: keyof F & string;
      label: string;
      choices: readonly Choice[];
      /** Its width in a row (px; it shrinks first). Default 200. */
      width?: number;
    }
  | {
      kind: 'search';
      label: string;
      /** Its starting width in a row (px; it grows up to 480). Default 240. */
      width?: number;
    };

/** Tabs over the table, bound to one filter value (spec 2 stage tabs). */
export interface FilterTabs<F> {
  source: keyof F & string;
  choices: readonly Choice[];
}
