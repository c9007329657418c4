import {
  AGENCIES,
  AREA_REVIEWERS,
  DIKLAT_PARTICIPANTS,
  ONE_PROFILE_ROLES,
  OWN_REGION,
  PROVINSI,
  REGION_FREE,
  STAFF,
} from './policy';
import { hasAnyRole, type Role } from './roles';

/** Roles that work across all regions (staff of the ministry and its assessors). */
export const REGION_FREE_ROLES: readonly Role[] = REGION_FREE;

/** Roles fixed to the account's own region, whatever they send (spec 6). */
export const OWN_REGION_ROLES: readonly Role[] = OWN_REGION;

/** Innovations: agencies see only the innovations they created (spec 6). */
export const OWN_INNOVATION_ROLES: readonly Role[] = AGENCIES;

/** Training reports: a participant sees only its own reports (spec 6). */
export const OWN_REPORT_ROLES: readonly Role[] = DIKLAT_PARTICIPANTS;

/** Roles that choose among the districts and cities of their province. */
export const PROVINCE_ROLES: readonly Role[] = [PROVINSI];

/** Roles that work inside their assessment area (account.area = wilayah id). */
export const AREA_ROLES: readonly Role[] = AREA_REVIEWERS;

/** Roles that see every year, including archived ones. */
export const ALL_YEARS_ROLES: readonly Role[] = STAFF;

/** Spec 2: pemda, opd and asn accounts keep one region profile each (no second one created). */
export const keepsOneProfile = (roles: readonly string[]): boolean =>
  hasAnyRole(roles, ONE_PROFILE_ROLES);

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
