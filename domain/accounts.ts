import type { Role } from './roles';

/** Roles account-admin may assign (spec 6, "Actions"). */
export const ACCOUNT_ADMIN_ROLES: readonly Role[] = [
  'superadmin',
  'admin',
  'pemda',
  'opd',
  'tim.penilai',
  'viewer',
  'verifikator',
  'quality_control',
  'admin.diklat',
  'admin.diklat.daerah',
  'peserta.diklat',
];

/** Regional accounts create only OPD and UPT accounts, inside their own region. */
export const REGIONAL_ACCOUNT_ROLES: readonly Role[] = ['opd', 'upt'];

/** Who manages OPD/UPT accounts of their region (spec 6: the `account` screen). */
export const REGIONAL_ACCOUNT_MANAGERS: readonly Role[] = [
  'kabkota',
  'dinas',
  'kecamatan',
  'pemda',
];

/** Roles of the training account configuration (spec 6). */
export const DIKLAT_ACCOUNT_ROLES: readonly Role[] = [
  'admin.diklat',
  'admin.diklat.daerah',
  'peserta.diklat',
];

/** Spec 5, account form: which roles each conditional field belongs to. */
export const ACCOUNT_FIELD_ROLES = {
  opd_perangkat_id: ['opd'],
  upt_id: ['upt'],
  area: ['verifikator', 'quality_control'],
  m_daerah_id: ['pemda', 'asn', 'opd', 'admin.diklat.daerah', 'peserta.diklat'],
} as const satisfies Record<string, readonly Role[]>;

/** Minimum password length (issue: at least 8 characters). */
export const PASSWORD_MIN = 8;
