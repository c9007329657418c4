/**
 * Roles of spec section 6. An account stores them as a comma-separated list; access is granted
 * when any of the account's roles matches.
 */
export const ROLES = [
  'superadmin',
  'admin',
  'pemda',
  'opd',
  'asn',
  'upt',
  'provinsi',
  'kabkota',
  'dinas',
  'kecamatan',
  'tim.penilai',
  'pusat',
  'viewer',
  'verifikator',
  'quality_control',
  'qc',
  'developer',
  'admin.diklat',
  'admin.diklat.daerah',
  'peserta.diklat',
] as const;

export type Role = (typeof ROLES)[number];

/** Roles a stored account has; an empty list means a plain logged-in "user". */
export function parseRoles(stored: string | null | undefined): Role[] {
  if (!stored) return [];
  const known = new Set<string>(ROLES);
  return stored
    .split(',')
    .map((r) => r.trim())
    .filter((r): r is Role => known.has(r));
}

export function hasAnyRole(userRoles: readonly string[], allowed: readonly string[]): boolean {
  return userRoles.some((r) => allowed.includes(r));
}

/** Assessment areas of an account (spec 3, Account.area). */
export const AREAS = [
  { id: 0, name: 'area.none' },
  { id: 1, name: 'area.wilayah1' },
  { id: 2, name: 'area.wilayah2' },
  { id: 3, name: 'area.tambahan' },
] as const;
