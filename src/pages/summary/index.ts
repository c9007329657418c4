import { lazy } from 'react';
import { definePage } from '../page';

/** Spec 6: the main dashboard; other roles get the list of screens they may open. */
export const summaryPage = definePage({
  path: 'summary',
  screen: 'summary',
  label: 'menu.summary',
  title: 'summary.title',
  group: 'dashboard',
  icon: 'dashboard',
  component: lazy(() => import('./SummaryPage').then((m) => ({ default: m.SummaryContent }))),
  denied: lazy(() => import('./SummaryPage').then((m) => ({ default: m.NotForRole }))),
});
