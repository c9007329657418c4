import { lazy } from 'react';
import { definePage } from '../page';

/**
 * Spec 6: the main dashboard. Roles without it get the list of screens they may open instead
 * (layout/OpenableScreens, chosen by AdminApp: that list is built from this registry).
 */
export const summaryPage = definePage({
  path: 'summary',
  screen: 'summary',
  label: 'menu.summary',
  title: 'summary.title',
  group: 'dashboard',
  icon: 'dashboard',
  component: lazy(() => import('./SummaryPage').then((m) => ({ default: m.SummaryContent }))),
});
