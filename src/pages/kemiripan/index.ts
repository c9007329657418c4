import { lazy } from 'react';
import { menuPage } from '../../../domain/modules';
import { definePage } from '../page';

/**
 * Issue 38: the `kemiripan` report (every flagged pair of copied work of a year), under the
 * review divider: superadmin, and verifikator and quality_control within their area.
 */
export const kemiripanPage = definePage({
  ...menuPage('kemiripan'),
  icon: 'factCheck',
  component: lazy(() => import('./KemiripanPage').then((m) => ({ default: m.KemiripanPage }))),
});
