import { MASTER_ADMINS } from '../../../domain/access';

/** Spec 2: the activity log, for superadmin and admin, under the Konfigurasi divider. */
export const ACTIVITY_PAGE = {
  path: 'activity',
  label: 'menu.activity',
  group: 'konfigurasi',
  roles: MASTER_ADMINS,
} as const;
