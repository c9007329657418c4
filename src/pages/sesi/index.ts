import { lazy } from 'react';
import { definePage } from '../page';

/** The account's own signed-in devices, opened from the user menu (no sidebar entry). */
export const sesiPage = definePage({
  path: 'sesi',
  label: 'sessions.title',
  icon: 'devices',
  component: lazy(() => import('./SessionsPage').then((m) => ({ default: m.SessionsPage }))),
});
