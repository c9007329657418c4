import { AREA_REVIEWERS, DIKLAT_ACCOUNTS, STAFF } from './policy';
import type { Role } from './roles';

/**
 * Roles the account-admin screen offers (spec 6, "Actions"). Each editor is offered and may
 * hand out only those it administers (accountGrants.ts, issue 21): superadmin all of them, admin
 * all but superadmin.
 */
export const ACCOUNT_ADMIN_ROLES: readonly Role[] = [
  ...STAFF,
  'pemda',
  'opd',
  'tim.penilai',
  'viewer',
  ...AREA_REVIEWERS,
  ...DIKLAT_ACCOUNTS,
];

/** Spec 5, account form: which roles each conditional field belongs to. */
export const ACCOUNT_FIELD_ROLES = {
  opd_perangkat_id: ['opd'],
  upt_id: ['upt'],
  area: AREA_REVIEWERS,
  // Issue 9: a reviewer narrowed to chosen regions within its area.
  daerah_verifikasi: AREA_REVIEWERS,
  m_daerah_id: ['pemda', 'asn', 'opd', 'admin.diklat.daerah', 'peserta.diklat'],
} as const satisfies Record<string, readonly Role[]>;

/** Minimum password length, checked by the account forms, the password routes and the env. */
export const PASSWORD_MIN = 8;
