import { STAFF } from './policy';
import { hasAnyRole } from './roles';

/**
 * Issue 7 item 6: a verifier never verifies a region its own account is bound to (the region
 * would score itself). Admin and superadmin work for the ministry and are exempt; the area scope
 * itself is applied by the profile's row scoping (domain/scoping.ts AREA_ROLES).
 */
export function verifiesOwnRegion(
  user: { roles: readonly string[]; m_daerah_id: number | null },
  profile: { m_daerah_id: number },
): boolean {
  if (hasAnyRole(user.roles, STAFF)) return false;
  return user.m_daerah_id !== null && user.m_daerah_id === profile.m_daerah_id;
}

/**
 * The verified score must be 0 or one of the indicator's scale points.
 * @example isScalePoint(2, [1, 2, 3]) // true
 */
export function isScalePoint(value: number, scalePoints: readonly number[]): boolean {
  return value === 0 || scalePoints.some((p) => Math.abs(p - value) < 0.005);
}
