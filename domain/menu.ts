import { isAllowed, type AccessRule } from './access';
import {
  ADMIN,
  AREA_REVIEWERS,
  DIKLAT,
  LOCAL_MANAGERS,
  ONE_PROFILE_ROLES,
  OPD,
  PEMDA,
  REGIONAL_MANAGERS,
  STAFF,
  SUPERADMIN,
  TIM_PENILAI,
  UPT,
  VIEWER,
} from './policy';
import { hasAnyRole, ROLES, type Role } from './roles';

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
  | 'konfigurasi'
  | 'bantuan';

/** The headings of the sidebar, in order: spec 6's dividers, then "Bantuan". */
export const MENU_GROUPS: readonly MenuGroup[] = [
  'dashboard',
  'penilaianIndeks',
  'database',
  'lomba',
  'iga',
  'laporan',
  'laporanDiklat',
  'masterData',
  'konfigurasi',
  'bantuan',
];

/**
 * The sidebar dividers of spec 6 ("Menu dividers"), in order, with the roles the spec's table
 * names for each, and last "Bantuan" (the FAQ, for every role: issue 37 found a "Dashboard"
 * heading holding only the FAQ). menuFor reads the table; the sidebar itself (menuSections)
 * shows a divider to whoever may open an entry under it, so that each heading holds the
 * entries it names (issue 37 item 4; docs/decisions.md "Role homes and menu headings"). Only
 * the tests read this table now, so it stays out of the browser's first load.
 */
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
  { group: 'bantuan', roles: ROLES },
];

/**
 * The dividers an account sees, in sidebar order (any matching role shows a divider).
 * @example menuFor(['upt']) // ['lomba', 'bantuan']
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
 * Entries an account does not see in its sidebar when it may open another one naming the same
 * thing (issue 37: pemda had "Profil Pemda" twice). The hidden one stays open by its address.
 */
export const SUPERSEDED: readonly { id: string; by: string }[] = [
  { id: 'profil-pemda-old', by: 'profil-pemda-daerah' },
];

/**
 * Entries that sit under another heading for some accounts: the region profile list is the
 * verifiers' work (Penilaian Indeks) but an agency's or a civil servant's own region (Dashboard).
 * Staff keep the entry's own heading.
 */
export const PLACES: readonly { id: string; roles: readonly Role[]; group: MenuGroup }[] = [
  { id: 'profil-pemda-old', roles: ONE_PROFILE_ROLES, group: 'dashboard' },
];

/**
 * Entries that open their heading, before the lists: the dashboards (spec 2 names
 * dashboard-diklat first under Training; opd's main dashboard before its region profile).
 */
export const SECTION_LEADS: readonly string[] = ['summary', 'qc', 'diklat'];

const placeOf = (entry: MenuEntry, roles: readonly string[]): MenuGroup => {
  if (hasAnyRole(roles, STAFF)) return entry.group;
  const place = PLACES.find((p) => p.id === entry.id && hasAnyRole(roles, p.roles));
  return place ? place.group : entry.group;
};

const leadFirst = (ids: string[]): string[] => [
  ...ids.filter((id) => SECTION_LEADS.includes(id)),
  ...ids.filter((id) => !SECTION_LEADS.includes(id)),
];

/**
 * The sidebar of an account: the dividers of spec 6 in their order, each holding the entries the
 * account may open whose heading it is; dividers left without entries are dropped.
 *
 * The spec's divider table and its screen table disagree for some roles (tim.penilai may open
 * Inovasi Daerah, a Database screen, yet the table gives it no Database divider; viewer opens
 * the award screens without the IGA divider). Issue 23 moved such entries under the role's first
 * divider, which left headings naming what they did not hold ("Dashboard Diklat" third under
 * "Laporan Diklat", the award rankings under "Dashboard"). Issue 37 item 4: every entry sits
 * under its own heading, so a divider shows for whoever may open something under it.
 * @example menuSections(['upt'], MENU_ENTRIES) // lomba: lomba-inovasi-daerah; bantuan: faq
 */
export function menuSections(
  roles: readonly string[],
  entries: readonly MenuEntry[],
): MenuSection[] {
  const user = { roles };
  const allowed = entries.filter((e) => isAllowed(e.rule, user));
  const ids = new Set(allowed.map((e) => e.id));
  const shown = allowed.filter((e) => !SUPERSEDED.some((s) => s.id === e.id && ids.has(s.by)));
  return MENU_GROUPS.map((group) => ({
    group,
    entries: leadFirst(shown.filter((e) => placeOf(e, roles) === group).map((e) => e.id)),
  })).filter((section) => section.entries.length > 0);
}
