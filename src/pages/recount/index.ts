import { lazy } from 'react';
import { definePage } from '../page';

/**
 * Spec 2/6 `recount` (issue 27 item 3): the index recount per year with its last run; opened
 * from the ranking's "Hitung Ulang"; no menu entry.
 */
export const recountPage = definePage({
  path: 'recount',
  screen: 'recount',
  label: 'indeks.recount.title',
  icon: 'ranking',
  component: lazy(() => import('./RecountPage').then((m) => ({ default: m.RecountPage }))),
});
