import { lazy } from 'react';
import { menuPage } from '../../../domain/modules';
import { definePage } from '../page';

/** Keys of the open data API (issue 26 item 4): admin, superadmin, pemda. */
export const apiAccessPage = definePage({
  ...menuPage('api-access'),
  icon: 'password',
  component: lazy(() => import('./ApiAccessPage').then((m) => ({ default: m.ApiAccessPage }))),
});
