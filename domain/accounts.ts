import {
  AREA_REVIEWERS,
  DIKLAT_ACCOUNTS,
  OPD,
  PEMDA,
  REGION_BOUND_ACCOUNTS,
  STAFF,
  TIM_PENILAI,
  UPT,
  VIEWER,
} from './policy';
import type { Role } from './roles';

/**
 * Roles the account-admin screen offers (spec 6, "Actions"). Each editor is offered and may
 * hand out only those it administers (accountGrants.ts, issue 21): superadmin all of them, admin
 * all but superadmin.
 */
export const ACCOUNT_ADMIN_ROLES: readonly Role[] = [
  ...STAFF,
  PEMDA,
  OPD,
  TIM_PENILAI,
  VIEWER,
  ...AREA_REVIEWERS,
  ...DIKLAT_ACCOUNTS,
];

/** Spec 5, account form: which roles each conditional field belongs to. */
export const ACCOUNT_FIELD_ROLES = {
  opd_perangkat_id: [OPD],
  upt_id: [UPT],
  area: AREA_REVIEWERS,
  // Issue 9: a reviewer narrowed to chosen regions within its area.
  daerah_verifikasi: AREA_REVIEWERS,
  m_daerah_id: REGION_BOUND_ACCOUNTS,
} as const satisfies Record<string, readonly Role[]>;

/**
 * Whether an account of `role` fills a conditional field of the account form.
 * @example usesAccountField('upt_id', 'upt') // true
 */
export const usesAccountField = (field: keyof typeof ACCOUNT_FIELD_ROLES, role: string): boolean =>
  (ACCOUNT_FIELD_ROLES[field] as readonly string[]).includes(role);

/** Minimum password length, checked by the account forms, the password routes and the env. */
export const PASSWORD_MIN = 8;
