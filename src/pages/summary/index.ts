import type { Role } from '../../../domain/roles';
import { SCREEN_ROLES } from '../../../domain/screens';

/** Spec 6: the main dashboard is for admin, superadmin, pemda and opd. */
export const SUMMARY_PAGE = {
  path: 'summary',
  label: 'menu.summary',
  group: 'dashboard',
  roles: SCREEN_ROLES.summary as readonly Role[],
} as const;
