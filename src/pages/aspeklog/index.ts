import { lazy } from 'react';
import { definePage } from '../page';

/** Spec 2, master data: the log entries that changed indicator answers, scales or scores. */
export const aspeklogPage = definePage({
  path: 'aspeklog',
  screen: 'aspeklog',
  label: 'menu.aspeklog',
  group: 'masterData',
  icon: 'factCheck',
  component: lazy(() => import('./AspekLogPage').then((m) => ({ default: m.AspekLogPage }))),
});
