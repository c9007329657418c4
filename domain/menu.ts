import { isAllowed, type AccessRule } from './access';
import {
  ADMIN,
  AREA_REVIEWERS,
  DIKLAT,
  LOCAL_MANAGERS,
  OPD,
  PEMDA,
  REGIONAL_MANAGERS,
  SUPERADMIN,
  TIM_PENILAI,
  UPT,
  VIEWER,
} from './policy';
import { hasAnyRole, type Role } from './roles';

/** Sidebar groups, one per menu divider of spec section 6. */
export type MenuGroup =
  | 'dashboard'
  | 'penilaianIndeks'
  | 'database'
  | 'lomba'
  | 'iga'
  | 'laporan'
  | 'laporanDiklat'
  | 'masterData'
  | 'konfigurasi';

/** The sidebar dividers of spec 6 ("Menu dividers"), in order, with the roles that see each. */
const DATABASE_ROLES: readonly Role[] = [SUPERADMIN, ...REGIONAL_MANAGERS, OPD, VIEWER];

export const MENU_DIVIDERS: readonly { group: MenuGroup; roles: readonly Role[] }[] = [
  {
    group: 'dashboard',
    roles: [...DATABASE_ROLES, ...AREA_REVIEWERS],
  },
  {
    group: 'penilaianIndeks',
    roles: [SUPERADMIN, TIM_PENILAI, ...AREA_REVIEWERS],
  },
  { group: 'database', roles: DATABASE_ROLES },
  { group: 'lomba', roles: [...DATABASE_ROLES, TIM_PENILAI, UPT] },
  { group: 'iga', roles: [SUPERADMIN, ...LOCAL_MANAGERS, TIM_PENILAI] },
  { group: 'laporan', roles: [SUPERADMIN] },
  {
    group: 'laporanDiklat',
    roles: [...DIKLAT, PEMDA],
  },
  { group: 'masterData', roles: [SUPERADMIN] },
  { group: 'konfigurasi', roles: [SUPERADMIN, ...REGIONAL_MANAGERS] },
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
  roles.includes(ADMIN) ? [...roles, SUPERADMIN] : roles;

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
 *
 * Every screen a role may open must be reachable from its menu, but the spec's divider table and
 * its screen table disagree for some roles: tim.penilai may open Inovasi Daerah (a `database`
 * screen) yet gets no `database` divider. Rather than widen the divider table, such an entry is
 * shown under the role's first divider that holds entries. A role the divider table names
 * nowhere (pusat, qc, asn, developer) sees the dividers of the screens it may open, so no
 * account meets an empty sidebar (issue 23).
 */
export function menuSections(
  roles: readonly string[],
  entries: readonly MenuEntry[],
): MenuSection[] {
  const user = { roles };
  const groups = menuFor(roles);
  const allowed = entries.filter((e) => isAllowed(e.rule, user));
  const sections = groups
    .map((group) => ({
      group,
      entries: allowed.filter((e) => e.group === group).map((e) => e.id),
    }))
    .filter((section) => section.entries.length > 0);
  if (groups.length === 0) {
    return MENU_DIVIDERS.map(({ group }) => ({
      group,
      entries: allowed.filter((e) => e.group === group).map((e) => e.id),
    })).filter((section) => section.entries.length > 0);
  }
  const homeless = allowed.filter((e) => !groups.includes(e.group)).map((e) => e.id);
  if (homeless.length > 0) {
    if (sections[0]) sections[0].entries.push(...homeless);
    else if (groups[0]) sections.push({ group: groups[0], entries: homeless });
  }
  return sections;
}
