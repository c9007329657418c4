import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../domain/format';
import { PageWindowActions } from './PageWindowActions';
import { PAGE_SIZES } from './pageSizes';

interface Props {
  count: number;
  /** zero-based */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  /** A new page size; the caller goes back to the first page. */
  onPerPageChange: (perPage: number) => void;
  options?: number[];
}

/**
 * The pager of the hand-written tables, in Indonesian like react-admin's own lists: "Baris per
 * halaman", "1-20 dari 40.000" (spec 9 thousands separator) and named arrow buttons. MUI's
 * defaults are English ("1–20 of 546").
 */
export function PagePagination({
  count,
  page,
  perPage,
  onPageChange,
  onPerPageChange,
  options = PAGE_SIZES,
}: Props) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={options}
      onPageChange={(_, next) => onPageChange(next)}
      onRowsPerPageChange={(e) => onPerPageChange(Number(e.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      // Nothing to count: the table says so itself ("0-0 dari 0" says nothing).
      labelDisplayedRows={({ from, to, count: total }) =>
        total === 0
          ? ''
          : translate('ra.navigation.page_range_info', {
              offsetBegin: formatNumber(from, 'count'),
              offsetEnd: formatNumber(to, 'count'),
              total: formatNumber(total, 'count'),
            })
      }
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      // Spec 9: previous, a window of five pages, next.
      ActionsComponent={PageWindowActions}
      // On a phone the page size and the range wrap instead of widening the page.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
    />
  );
}
