import {
  Box,
  LinearProgress,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { Key, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LoadFailed } from '../LoadFailed';
import { LoadingText } from '../LoadingText';
import { PagePagination } from '../PagePagination';
import { FilterBar } from './FilterBar';
import { RowCards, RowsTable } from './rows';
import type { Column, FilterField, FilterTabs } from './types';
import type { DataTableState } from './useDataTable';

/** The row and filter types come from `table`; the other props follow them. */
export interface DataTablePageProps<Row, F extends object> {
  /** From `useDataTable`: the list's state and query. */
  table: DataTableState<Row, F>;
  /** The page heading (h1), already translated; also the table's accessible name. */
  title?: string;
  intro?: ReactNode;
  /** The columns; `false` entries (a column some roles do not get) are left out. */
  columns: readonly (Column<NoInfer<Row>> | false)[];
  /** Default: the row's `id`. */
  rowKey?: (row: NoInfer<Row>) => Key;
  /** Where a row leads (its title cell becomes the link). */
  rowLink?: (row: NoInfer<Row>) => string;
  filters?: readonly FilterField<NoInfer<F>>[];
  /** Buttons after the filters (downloads, a recount). */
  toolbar?: ReactNode;
  /** Between the filters and the table: counters, a download's progress. */
  summary?: ReactNode;
  tabs?: FilterTabs<NoInfer<F>>;
  /** Beside the rows from `md` up (a chart), under them on a narrower screen. */
  aside?: ReactNode;
  /** The empty and failed texts, already translated; default "Tidak ada data" and a generic one. */
  empty?: string;
  failed?: string;
  /** Below this breakpoint rows are cards (default `sm`; `md` for wide rows of buttons). */
  cardsBelow?: 'sm' | 'md';
  /** `top` for rows of long texts (mail bodies). */
  alignRows?: 'top' | 'middle';
  /** Rendered after the list: the page's dialogs. */
  children?: ReactNode;
}

const rowId = (row: unknown) => (row as { id: Key }).id;

/**
 * One hand-written list screen: heading and intro, the filter bar, tabs, then the rows (a table,
 * or cards on a phone) with the Indonesian pager, or the loading, failed or empty text instead.
 * While another page or filter loads, the previous rows stay with a thin progress bar over them.
 */
export function DataTablePage<Row, F extends object>(props: DataTablePageProps<Row, F>) {
  const translate = useTranslate();
  const { table } = props;
  const { query, params } = table;
  const cards = useMediaQuery((t: Theme) => t.breakpoints.down(props.cardsBelow ?? 'sm'), {
    noSsr: true,
  });
  const columns = props.columns.filter((c): c is Column<Row> => c !== false);
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const rowsProps = {
    rows,
    columns,
    rowKey: props.rowKey ?? rowId,
    rowLink: props.rowLink,
    label: props.title,
  };

  let content: ReactNode;
  if (query.isPending) content = <LoadingText />;
  else if (query.isError)
    content = (
      <LoadFailed error={query.error} failed={props.failed} onRetry={() => void query.refetch()} />
    );
  else if (rows.length === 0 && params.page === 0)
    content = <Typography sx={{ py: 2 }}>{props.empty ?? translate('app.empty')}</Typography>;
  else
    content = (
      <Box>
        <Box sx={{ position: 'relative' }}>
          {query.isFetching && query.isPlaceholderData && (
            <LinearProgress
              aria-label={translate('app.loading')}
              sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
            />
          )}
          {cards ? (
            <RowCards {...rowsProps} />
          ) : (
            <RowsTable
              {...rowsProps}
              sort={params.sort}
              onSort={table.sortBy}
              alignRows={props.alignRows}
            />
          )}
        </Box>
        <PagePagination
          count={total}
          page={params.page}
          perPage={params.perPage}
          onPageChange={table.setPage}
          onPerPageChange={table.setPerPage}
        />
      </Box>
    );

  const tabs = props.tabs;
  return (
    <>
      <Stack spacing={2}>
        {(props.title || props.intro) && (
          <Box>
            {props.title && (
              <Typography variant="h5" component="h1" gutterBottom={!!props.intro}>
                {props.title}
              </Typography>
            )}
            {props.intro && <Typography color="text.secondary">{props.intro}</Typography>}
          </Box>
        )}
        <FilterBar table={table} fields={props.filters ?? []} toolbar={props.toolbar} />
        {props.summary}
        {tabs && (
          <Tabs
            value={params.filter[tabs.source]}
            onChange={(_, value: F[typeof tabs.source]) => table.setFilter(tabs.source, value)}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ borderBottom: 1, borderColor: 'divider', width: 0, minWidth: '100%' }}
          >
            {tabs.choices.map((c) => (
              <Tab key={String(c.value)} value={c.value} label={c.label} />
            ))}
          </Tabs>
        )}
        {props.aside ? (
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
            <Box sx={{ flex: '1 1 0', minWidth: 0, width: '100%' }}>{content}</Box>
            <Box sx={{ flex: '1 1 0', minWidth: 0, width: '100%' }}>{props.aside}</Box>
          </Stack>
        ) : (
          content
        )}
      </Stack>
      {props.children}
    </>
  );
}
