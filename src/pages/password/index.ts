import { lazy } from 'react';
import { definePage } from '../page';

/** Changing one's own password, opened from the user menu (no sidebar entry). */
export const passwordPage = definePage({
  path: 'password',
  label: 'password.title',
  icon: 'password',
  component: lazy(() =>
    import('./ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })),
  ),
});
