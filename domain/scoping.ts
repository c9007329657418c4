import {
  AGENCIES,
  AREA_REVIEWERS,
  DIKLAT_PARTICIPANTS,
  ONE_PROFILE_ROLES,
  OWN_REGION,
  PEMDA,
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

/**
 * What an account's roles reach (spec 6, data scoping). Roles add up: an account with several
 * roles reaches what each of them reaches, so these are flags rather than one kind.
 */
export interface RoleScope {
  /** Every region: no region condition at all. */
  allRegions: boolean;
  /** Its own region (m_daerah_id), whatever it sends. */
  ownRegion: boolean;
  /** A province: itself and its districts and cities (the daerah-binaan screen). */
  province: boolean;
  /** Its assessment area (account.area = wilayah id), narrowed to the regions it chose. */
  area: boolean;
  /** Only its own region: neither a province nor an area (a region field is imposed on it). */
  singleRegion: boolean;
  /** Every year, archived ones included, and a past year's answers to correct. */
  allYears: boolean;
  /** The ministry's staff: every region and year at once, and past the sending deadline. */
  national: boolean;
  /** Reviews its own region's innovations too (others never review their own region). */
  reviewsOwnRegion: boolean;
  /** Speaks for its region: what it creates (an API key) belongs to its region. */
  speaksForRegion: boolean;
}

/** The one place a scope is chosen by role: services and routes ask this, never a role list. */
export function scopeOf(roles: readonly string[]): RoleScope {
  const province = hasAnyRole(roles, PROVINCE_ROLES);
  const area = hasAnyRole(roles, AREA_ROLES);
  return {
    allRegions: hasAnyRole(roles, REGION_FREE_ROLES),
    ownRegion: hasAnyRole(roles, OWN_REGION_ROLES),
    province,
    area,
    singleRegion: !province && !area,
    allYears: hasAnyRole(roles, ALL_YEARS_ROLES),
    national: hasAnyRole(roles, STAFF),
    reviewsOwnRegion: hasAnyRole(roles, STAFF),
    speaksForRegion: hasAnyRole(roles, [PEMDA]),
  };
}

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
