import { RESOURCES } from '../resources';
import { screenRule, type MenuGroup } from '../resources/types';
import { isAllowed, type AccessRule } from './access';
import { menuSections, type MenuEntry } from './menu';
import { SCREEN_ROLES, type ScreenId } from './screens';

/**
 * A hand-written screen with a sidebar entry: its route below /dashboard (also its slug), the
 * i18n key of its label, its divider and the screen whose roles open it.
 */
export interface MenuPage {
  readonly slug: string;
  readonly label: string;
  readonly group: MenuGroup;
  readonly screen: ScreenId;
}

const page = (slug: ScreenId, label: string, group: MenuGroup): MenuPage => ({
  slug,
  label,
  group,
  screen: slug,
});

const laporan = (slug: ScreenId): MenuPage => page(slug, `laporan.screens.${slug}`, 'laporan');

/**
 * The hand-written screens of the sidebar, in their order within a divider (they follow the
 * resource lists). The one source of the menu: the client's sidebar (src/layout/menuEntries.ts)
 * and `GET /api/platform/modules` read it, and each page module (src/pages/) takes its path,
 * label, screen and divider from here with `menuPage(slug)`.
 */
export const MENU_PAGES: readonly MenuPage[] = [
  page('summary', 'menu.summary', 'dashboard'),
  page('qc', 'dashboard.screens.qc', 'dashboard'),
  page('iga', 'dashboard.screens.iga', 'dashboard'),
  page('statistik-inovasi', 'dashboard.screens.statistik-inovasi', 'dashboard'),
  page('statistik-daerah', 'dashboard.screens.statistik-daerah', 'dashboard'),
  page('per-indikator', 'dashboard.screens.per-indikator', 'dashboard'),
  page('diklat', 'dashboard.screens.diklat', 'dashboard'),
  page('activity', 'menu.activity', 'konfigurasi'),
  page('outbox', 'menu.outbox', 'konfigurasi'),
  page('api-access', 'apiAccess.title', 'konfigurasi'),
  page('tiny', 'tiny.title', 'konfigurasi'),
  page('permintaan-akun', 'menu.permintaan_akun', 'konfigurasi'),
  page('rawlog', 'menu.rawlog', 'masterData'),
  page('aspeklog', 'menu.aspeklog', 'masterData'),
  page('profil-pemda-daerah', 'profil.menu_daerah', 'dashboard'),
  page('review', 'alur.screens.review', 'penilaianIndeks'),
  page('hasil-review', 'alur.screens.hasil-review', 'penilaianIndeks'),
  page('hasil-rejected', 'alur.screens.hasil-rejected', 'penilaianIndeks'),
  page('quality-control', 'alur.screens.quality-control', 'penilaianIndeks'),
  page('ranking-index', 'indeks.screens.ranking-index', 'penilaianIndeks'),
  page('rekap-akhir', 'indeks.screens.rekap-akhir', 'penilaianIndeks'),
  page('daerah-binaan', 'daerah_binaan.title', 'database'),
  page('inovasi-daerah-summary', 'ringkasan_inovasi.title', 'database'),
  page('arsip', 'arsip.title', 'database'),
  page('hasil-review-ranking', 'award.screens.hasil-review-ranking', 'iga'),
  page('presentasi-dan-validasi-lapangan', 'award.screens.presentasi-dan-validasi-lapangan', 'iga'),
  page('ranking-iga', 'award.screens.ranking-iga', 'iga'),
  page('nominasi-iga', 'award.screens.nominasi-iga', 'iga'),
  page('faq', 'faq.title', 'dashboard'),
  laporan('analisis'),
  laporan('indeks-rata-rata-inovasi-nasional'),
  laporan('indeks-rata-rata-inovasi-wilayah'),
  laporan('indeks-rata-rata-inovasi-provinsi'),
  laporan('indeks-rata-rata-inovasi-kota'),
  laporan('indeks-rata-rata-inovasi-kabupaten'),
  laporan('indeks-rata-rata-inovasi-daerah-perbatasan'),
  laporan('indeks-rata-rata-inovasi-daerah-tertinggal'),
  laporan('indeks-rata-rata-inovasi-papua'),
  laporan('rekap-jenis-inovasi'),
  laporan('rekap-bentuk-inovasi'),
  laporan('rekap-urusan-pemerintah'),
  laporan('rekap-inisiator'),
];

/** The sidebar fields of a page module (`definePage({...menuPage('faq'), component})`). */
export function menuPage(slug: ScreenId): {
  path: string;
  label: string;
  group: MenuGroup;
  screen: ScreenId;
} {
  const found = MENU_PAGES.find((p) => p.slug === slug);
  if (!found) throw new Error(`${slug} is not a sidebar page of domain/modules.ts`);
  return { path: found.slug, label: found.label, group: found.group, screen: found.screen };
}

/** One module of the platform: a generic resource list or a hand-written screen. */
export interface PlatformModule {
  slug: string;
  /** i18n key of its name. */
  label: string;
  group: MenuGroup;
  /** A list of the generic engine (resources/, /api/crud/{name}); false: a hand-written screen. */
  generic: boolean;
  rule: AccessRule | undefined;
}

/** Every module of the sidebar: the registry's resource lists, then the hand-written screens. */
export const PLATFORM_MODULES: readonly PlatformModule[] = [
  ...RESOURCES.flatMap((r) =>
    r.menu
      ? [
          {
            slug: r.slug,
            label: `resources.${r.name}.name`,
            group: r.menu,
            generic: true,
            rule: screenRule(r),
          },
        ]
      : [],
  ),
  ...MENU_PAGES.map((p) => ({
    slug: p.slug,
    label: p.label,
    group: p.group,
    generic: false,
    rule: SCREEN_ROLES[p.screen],
  })),
];

/** The modules as sidebar entries (src/layout/menuEntries.ts). */
export const MENU_ENTRIES: readonly MenuEntry[] = PLATFORM_MODULES.map((m) => ({
  id: m.slug,
  group: m.group,
  rule: m.rule,
}));

/**
 * `GET /platform/modules`: every module with whether the account may open it, in sidebar order
 * for the account (the modules it sees first, as its sidebar shows them, then the others).
 */
export function modulesFor(roles: readonly string[]) {
  const user = { roles };
  const shown = menuSections(roles, MENU_ENTRIES).flatMap((s) => s.entries);
  const order = new Map(shown.map((slug, i) => [slug, i]));
  return [...PLATFORM_MODULES]
    .sort((a, b) => (order.get(a.slug) ?? Infinity) - (order.get(b.slug) ?? Infinity))
    .map((m) => ({
      slug: m.slug,
      label: m.label,
      group: m.group,
      generic: m.generic,
      allowed: isAllowed(m.rule, user),
    }));
}
