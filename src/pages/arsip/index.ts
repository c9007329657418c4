import { lazy } from 'react';
import { definePage } from '../page';

/** Spec 2 arsip: the innovations of 2005-2022, with their exports. */
export const arsipPage = definePage({
  path: 'arsip',
  screen: 'arsip',
  label: 'arsip.title',
  group: 'database',
  icon: 'folder',
  component: lazy(() => import('./ArsipPage').then((m) => ({ default: m.ArsipPage }))),
});
