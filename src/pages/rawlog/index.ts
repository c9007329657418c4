import { MASTER_ADMINS } from '../../../domain/access';

/** Spec 2, master data: every raw entry of the activity log. */
export const RAWLOG_PAGE = {
  path: 'rawlog',
  label: 'menu.rawlog',
  group: 'masterData',
  roles: MASTER_ADMINS,
} as const;
