import { lazy } from 'react';
import { definePage } from '../page';

/**
 * Spec 2 hidden screen `detail-diklat/{id}` (issue 27 item 3): one training report read-only,
 * its PDF inline and its video link; opened from the training list's "view" action.
 */
export const detailDiklatPage = definePage({
  path: 'detail-diklat',
  screen: 'detail-diklat',
  label: 'detail_diklat.title',
  icon: 'training',
  component: lazy(() =>
    import('./DetailDiklatPage').then((m) => ({ default: m.DetailDiklatPage })),
  ),
});
