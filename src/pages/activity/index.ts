import { lazy } from 'react';
import { menuPage } from '../../../domain/modules';
import { definePage } from '../page';

/** Spec 2: the activity log, under the Konfigurasi divider. */
export const activityPage = definePage({
  ...menuPage('activity'),
  icon: 'history',
  component: lazy(() => import('./ActivityLog').then((m) => ({ default: m.ActivityLog }))),
});

/** Spec 2, master data: every raw entry of the activity log. */
export const rawlogPage = definePage({
  ...menuPage('rawlog'),
  icon: 'receipt',
  component: lazy(() => import('./RawLogPage').then((m) => ({ default: m.RawLogPage }))),
});

/** Spec 2, master data: the log entries that changed indicator answers, scales or scores. */
export const aspeklogPage = definePage({
  ...menuPage('aspeklog'),
  icon: 'factCheck',
  component: lazy(() => import('./AspekLogPage').then((m) => ({ default: m.AspekLogPage }))),
});
