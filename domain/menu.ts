import { isAllowed, type AccessRule } from './access';
import { AREA_REVIEWERS, DIKLAT, REGIONAL_MANAGERS } from './policy';
import { hasAnyRole, type Role } from './roles';
import type { MenuGroup } from '../resources/types';

/** The sidebar dividers of spec 6 ("Menu dividers"), in order, with the roles that see each. */
const DATABASE_ROLES: readonly Role[] = ['superadmin', ...REGIONAL_MANAGERS, 'opd', 'viewer'];

export const MENU_DIVIDERS: readonly { group: MenuGroup; roles: readonly Role[] }[] = [
  {
    group: 'dashboard',
    roles: [...DATABASE_ROLES, ...AREA_REVIEWERS],
  },
  {
    group: 'penilaianIndeks',
    roles: ['superadmin', 'tim.penilai', ...AREA_REVIEWERS],
  },
  { group: 'database', roles: DATABASE_ROLES },
  { group: 'lomba', roles: [...DATABASE_ROLES, 'tim.penilai', 'upt'] },
  { group: 'iga', roles: ['superadmin', 'kabkota', 'dinas', 'kecamatan', 'tim.penilai'] },
  { group: 'laporan', roles: ['superadmin'] },
  {
    group: 'laporanDiklat',
    roles: [...DIKLAT, 'pemda'],
  },
  { group: 'masterData', roles: ['superadmin'] },
  { group: 'konfigurasi', roles: ['superadmin', ...REGIONAL_MANAGERS] },
];

/**
 * The dividers an account sees, in sidebar order (any matching role shows a divider).
 * @example menuFor(['pemda']) // ['dashboard', 'database', 'lomba', 'laporanDiklat', 'konfigurasi']
 */
export const menuFor = (roles: readonly string[]): MenuGroup[] =>
  MENU_DIVIDERS.filter((d) => hasAnyRole(asDividerRoles(roles), d.roles)).map((d) => d.group);

/**
 * The divider table names no divider for `admin`, yet spec 6 gives admin the master data,
 * accounts, settings and content screens. An admin therefore sees the dividers superadmin sees;
 * those holding nothing admin may open drop out in menuSections.
 */
const asDividerRoles = (roles: readonly string[]): readonly string[] =>
  roles.includes('admin') ? [...roles, 'superadmin'] : roles;

/**
 * The order of the resource lists within their dividers, as spec 2 lists the screens; a list not
 * named here follows the named ones, by slug.
 */
export const MENU_ORDER: readonly string[] = [
  'profil-pemda-old',
  'inovasi-daerah',
  'data-diklat',
  'konfigurasi-akun-diklat',
  'penilai',
  'indikator',
  'urusan-pemerintahan',
  'daerah',
  'klaster',
  'wilayah',
  'bentuk-inovasi',
  'tematik',
  'detail-tematik',
  'categories',
  'contents',
  'announcements',
  'master-faq',
  'jenis-pelatihan-diklat',
  'account-admin',
  'account',
  'opd',
  'upt',
  'tuxe-contents',
  'settings',
  'news',
  'albums',
  'banners',
  'winner-category',
  'winners',
];

/** Something the sidebar can link to: a resource list or a hand-written page. */
export interface MenuEntry {
  id: string;
  group: MenuGroup;
  /** Who may open it (the resource's `list` rule, or the page's roles). */
  rule: AccessRule | undefined;
}

export interface MenuSection {
  group: MenuGroup;
  entries: string[];
}

/**
 * The sidebar of an account: visible dividers with the entries it may open, in the order given;
 * dividers left without entries are dropped.
 */
export function menuSections(
  roles: readonly string[],
  entries: readonly MenuEntry[],
): MenuSection[] {
  const user = { roles };
  return menuFor(roles)
    .map((group) => ({
      group,
      entries: entries.filter((e) => e.group === group && isAllowed(e.rule, user)).map((e) => e.id),
    }))
    .filter((section) => section.entries.length > 0);
}
