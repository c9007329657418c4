import { Pagination } from 'react-admin';
import { PageWindowActions } from './PageWindowActions';
import { PAGE_SIZES } from './pageSizes';

/**
 * The pager of the react-admin lists (spec 9): page sizes 10, 20, 50, 100; previous, a window
 * of five pages and next; on a phone the size and range wrap instead of widening the page.
 */
export const ListPagination = () => (
  <Pagination
    rowsPerPageOptions={PAGE_SIZES}
    actions={PageWindowActions}
    sx={{ '& .MuiToolbar-root': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
  />
);
