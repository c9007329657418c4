import { PaginationItem, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The pages a pager offers (zero-based): a window of `size` pages around the current one,
 * shifted at either end so it stays `size` wide while there are that many pages (spec 9: "pager
 * window of 5 pages with previous and next").
 * @example pageWindow(0, 20) // [0, 1, 2, 3, 4]
 * @example pageWindow(9, 20) // [7, 8, 9, 10, 11]
 * @example pageWindow(19, 20) // [15, 16, 17, 18, 19]
 */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  const width = Math.min(size, Math.max(pages, 0));
  const start = Math.min(Math.max(page - Math.floor(size / 2), 0), Math.max(pages - width, 0));
  return Array.from({ length: width }, (_, i) => start + i);
}

/** Phones: 44 x 44 px touch targets (WCAG 2.5.5); from the sm breakpoint MUI's small items. */
const ITEM_SX = { minWidth: { xs: 44, sm: 26 }, height: { xs: 44, sm: 26 } } as const;

interface Props {
  count: number;
  page: number;
  rowsPerPage: number;
  /** MUI passes the click's React event, react-admin's type names the DOM one: either fits. */
  onPageChange: (event: never, page: number) => void;
  className?: string;
}

/**
 * The pager's buttons for MUI's TablePagination (`ActionsComponent`) and react-admin's
 * `<Pagination actions>`: previous, five pages around the current one, next (spec 9).
 */
export function PageWindowActions({ count, page, rowsPerPage, onPageChange, className }: Props) {
  const translate = useTranslate();
  const pages = Math.max(Math.ceil(count / rowsPerPage), 1);
  if (count < 0 || pages <= 1) return <Stack className={className} />;
  const go = (next: number) => (e: MouseEvent<HTMLElement>) => onPageChange(e as never, next);
  return (
    <Stack
      component="nav"
      aria-label={translate('app.pager')}
      direction="row"
      className={className}
      sx={{ flexShrink: 0, ml: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <PaginationItem
        type="previous"
        size="small"
        sx={ITEM_SX}
        disabled={page === 0}
        onClick={go(page - 1)}
        aria-label={translate('ra.navigation.previous')}
      />
      {pageWindow(page, pages).map((p) => (
        <PaginationItem
          key={p}
          type="page"
          page={p + 1}
          size="small"
          sx={ITEM_SX}
          selected={p === page}
          aria-current={p === page ? 'page' : undefined}
          onClick={go(p)}
          aria-label={
            p === page
              ? translate('ra.navigation.current_page', { page: p + 1, _: `Halaman ${p + 1}` })
              : translate('ra.navigation.page', { page: p + 1, _: `Ke halaman ${p + 1}` })
          }
        />
      ))}
      <PaginationItem
        type="next"
        size="small"
        sx={ITEM_SX}
        disabled={page >= pages - 1}
        onClick={go(page + 1)}
        aria-label={translate('ra.navigation.next')}
      />
    </Stack>
  );
}
