import { lazy } from 'react';
import { menuPage } from '../../../domain/modules';
import { definePage } from '../page';

/** Spec 2 arsip: the innovations of 2005-2022, with their exports. */
export const arsipPage = definePage({
  ...menuPage('arsip'),
  icon: 'folder',
  component: lazy(() => import('./ArsipPage').then((m) => ({ default: m.ArsipPage }))),
});
