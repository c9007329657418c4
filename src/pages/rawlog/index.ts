import { lazy } from 'react';
import { definePage } from '../page';

/** Spec 2, master data: every raw entry of the activity log. */
export const rawlogPage = definePage({
  path: 'rawlog',
  screen: 'rawlog',
  label: 'menu.rawlog',
  group: 'masterData',
  icon: 'receipt',
  component: lazy(() => import('./RawLogPage').then((m) => ({ default: m.RawLogPage }))),
});
