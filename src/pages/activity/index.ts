import { lazy } from 'react';
import { definePage } from '../page';

/** Spec 2: the activity log, under the Konfigurasi divider. */
export const activityPage = definePage({
  path: 'activity',
  screen: 'activity',
  label: 'menu.activity',
  group: 'konfigurasi',
  icon: 'history',
  component: lazy(() => import('./ActivityLog').then((m) => ({ default: m.ActivityLog }))),
});
