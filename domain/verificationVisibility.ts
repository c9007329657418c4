import { ACTIONS } from './actions';
import { hasAnyRole } from './roles';

/**
 * Spec 2 "Region profile" and 6 "Score columns and verification": the verifier's score and note
 * are shown only to the roles that verify (admin, superadmin, verifikator). The self score is
 * shown to everyone who may read the profile. The API omits the keys and the screens hide the
 * columns with this one rule.
 */
export function seesVerification(roles: readonly string[]): boolean {
  return hasAnyRole(roles, ACTIONS['skor.verify'].roles);
}

/**
 * The row without `skor_verifikasi`, `catatan` and `status_verifikasi` unless the roles may see
 * them.
 */
export function withVerificationFor<
  T extends { skor_verifikasi?: unknown; catatan?: unknown; status_verifikasi?: unknown },
>(
  row: T,
  roles: readonly string[],
): T | Omit<T, 'skor_verifikasi' | 'catatan' | 'status_verifikasi'> {
  if (seesVerification(roles)) return row;
  const { skor_verifikasi: _s, catatan: _c, status_verifikasi: _v, ...rest } = row;
  return rest;
}
