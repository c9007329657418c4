import { AGENCIES, AREA_REVIEWERS, DIKLAT_ACCOUNTS, REGIONAL_MANAGERS, STAFF } from './policy';
import type { Role } from './roles';

/** Roles that work across all regions (staff of the ministry and its assessors). */
export const REGION_FREE_ROLES: readonly Role[] = [
  ...STAFF,
  'tim.penilai',
  'pusat',
  'viewer',
  'developer',
  'qc',
  // The national training administrator works on every region's training reports.
  'admin.diklat',
];

/** Roles fixed to the account's own region, whatever they send (spec 6). */
export const OWN_REGION_ROLES: readonly Role[] = [
  ...REGIONAL_MANAGERS,
  ...AGENCIES,
  'asn',
  ...DIKLAT_ACCOUNTS.filter((r) => r !== 'admin.diklat'),
];

/** Innovations: agencies see only the innovations they created (spec 6). */
export const OWN_INNOVATION_ROLES: readonly Role[] = AGENCIES;

/** Training reports: a participant sees only its own reports (spec 6). */
export const OWN_REPORT_ROLES: readonly Role[] = ['peserta.diklat'];

/** Roles that choose among the districts and cities of their province. */
export const PROVINCE_ROLES: readonly Role[] = ['provinsi'];

/** Roles that work inside their assessment area (account.area = wilayah id). */
export const AREA_ROLES: readonly Role[] = AREA_REVIEWERS;

/** Roles that see every year, including archived ones. */
export const ALL_YEARS_ROLES: readonly Role[] = STAFF;

/** Allowed years from the `data_tahun_all` setting (a JSON list or a comma list). */
export function parseYears(setting: string | null | undefined): number[] {
  if (!setting) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(setting);
  } catch {
    raw = setting.split(',');
  }
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((v) => Number(String(v).trim())).filter((n) => Number.isInteger(n) && n > 1900);
}
