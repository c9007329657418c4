import type { MenuGroup } from './menu';
import type { ScreenId } from './screens';

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
  page('diklat', 'dashboard.screens.diklat', 'laporanDiklat'),
  page('activity', 'menu.activity', 'konfigurasi'),
  page('outbox', 'menu.outbox', 'konfigurasi'),
  page('api-access', 'apiAccess.title', 'konfigurasi'),
  page('tiny', 'tiny.title', 'konfigurasi'),
  page('permintaan-akun', 'menu.permintaan_akun', 'konfigurasi'),
  // Issue 37 item 7: one category of content each, feeding /panduan, /laporan and /dokumen.
  page('content-panduan', 'konten.screens.content-panduan', 'konfigurasi'),
  page('content-laporan', 'konten.screens.content-laporan', 'konfigurasi'),
  page('content-dokumen', 'konten.screens.content-dokumen', 'konfigurasi'),
  page('rawlog', 'menu.rawlog', 'masterData'),
  page('aspeklog', 'menu.aspeklog', 'masterData'),
  page('profil-pemda-daerah', 'profil.menu_daerah', 'dashboard'),
  page('review', 'alur.screens.review', 'penilaianIndeks'),
  page('hasil-review', 'alur.screens.hasil-review', 'penilaianIndeks'),
  page('hasil-rejected', 'alur.screens.hasil-rejected', 'penilaianIndeks'),
  page('quality-control', 'alur.screens.quality-control', 'penilaianIndeks'),
  page('kemiripan', 'kemiripan.title', 'penilaianIndeks'),
  page('ranking-index', 'indeks.screens.ranking-index', 'penilaianIndeks'),
  page('rekap-akhir', 'indeks.screens.rekap-akhir', 'penilaianIndeks'),
  page('daerah-binaan', 'daerah_binaan.title', 'database'),
  page('inovasi-daerah-summary', 'ringkasan_inovasi.title', 'database'),
  page('arsip', 'arsip.title', 'database'),
  page('hasil-review-ranking', 'award.screens.hasil-review-ranking', 'iga'),
  page('presentasi-dan-validasi-lapangan', 'award.screens.presentasi-dan-validasi-lapangan', 'iga'),
  page('ranking-iga', 'award.screens.ranking-iga', 'iga'),
  page('nominasi-iga', 'award.screens.nominasi-iga', 'iga'),
  page('faq', 'faq.title', 'bantuan'),
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
