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

/** Spec 2, master data: every raw entry of the activity log. */
export const rawlogPage = definePage({
  path: 'rawlog',
  screen: 'rawlog',
  label: 'menu.rawlog',
  group: 'masterData',
  icon: 'receipt',
  component: lazy(() => import('./RawLogPage').then((m) => ({ default: m.RawLogPage }))),
});

/** Spec 2, master data: the log entries that changed indicator answers, scales or scores. */
export const aspeklogPage = definePage({
  path: 'aspeklog',
  screen: 'aspeklog',
  label: 'menu.aspeklog',
  group: 'masterData',
  icon: 'factCheck',
  component: lazy(() => import('./AspekLogPage').then((m) => ({ default: m.AspekLogPage }))),
});
