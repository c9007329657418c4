import { lazy } from 'react';
import { menuPage } from '../../../domain/modules';
import { definePage } from '../page';
import { DRILL_PAGE } from './drill';

/**
 * Spec 6: the main dashboard. Login lands here; a role without it goes on to its own home
 * (domain/home.ts, chosen by AdminApp).
 */
export const summaryPage = definePage({
  ...menuPage('summary'),
  title: 'summary.title',
  icon: 'dashboard',
  component: lazy(() => import('./SummaryPage').then((m) => ({ default: m.SummaryContent }))),
});

/** The list behind a counter of the main dashboard (opened from the counter, no menu entry). */
export const summaryListPage = definePage({
  path: DRILL_PAGE,
  screen: 'summary',
  label: 'summary.rincian',
  icon: 'dashboard',
  component: lazy(() => import('./SummaryListPage').then((m) => ({ default: m.SummaryListPage }))),
});
