import type { ResourceConfig } from './types';
import { account } from './account';
import { akunDiklat } from './akun_diklat';
import { albums } from './albums';
import { announcements } from './announcements';
import { appSettings } from './app_settings';
import { banners } from './banners';
import { contentCategories } from './content_categories';
import { contents } from './contents';
import { gallery } from './gallery';
import { helpFaq } from './help_faq';
import { iga2020BentukInovasi } from './iga2020_bentuk_inovasi';
import { iga2020Covid } from './iga2020_covid';
import { iga2020Inovasi } from './iga2020_inovasi';
import { iga2020Tematik } from './iga2020_tematik';
import { igaIndikator } from './iga_indikator';
import { igaKlaster } from './iga_klaster';
import { igaKlasterDaerah } from './iga_klaster_daerah';
import { igaPenilai } from './iga_penilai';
import { igaSkala } from './iga_skala';
import { igaUrusanPemerintahan } from './iga_urusan_pemerintahan';
import { jenisPelatihan } from './jenis_pelatihan';
import { laporanDiklat } from './laporan_diklat';
import { mDaerah } from './m_daerah';
import { news } from './news';
import { opdPerangkat } from './opd_perangkat';
import { profilPemda } from './profil_pemda';
import { tuxeContents } from './tuxe_contents';
import { upt } from './upt';
import { usrAsn } from './usr_asn';
import { wilayah } from './wilayah';
import { wilayahDaerah } from './wilayah_daerah';
import { winnerCategory } from './winner_category';
import { winners } from './winners';

/**
 * The ordered registry: groups follow the menu dividers of spec 6, and within a group the menu
 * follows this order (spec 2). Child screens (no menu) sit right after their parent.
 */
export const RESOURCES: readonly ResourceConfig[] = [
  // Penilaian Indeks
  profilPemda,
  // Database Inovasi Daerah
  iga2020Inovasi,
  // Laporan Diklat
  laporanDiklat,
  akunDiklat,
  // Master Data
  igaPenilai,
  igaIndikator,
  igaSkala,
  igaUrusanPemerintahan,
  mDaerah,
  igaKlaster,
  igaKlasterDaerah,
  wilayah,
  wilayahDaerah,
  iga2020BentukInovasi,
  iga2020Tematik,
  iga2020Covid,
  contentCategories,
  contents,
  announcements,
  helpFaq,
  jenisPelatihan,
  // Konfigurasi
  usrAsn,
  account,
  opdPerangkat,
  upt,
  tuxeContents,
  appSettings,
  news,
  albums,
  gallery,
  banners,
  winnerCategory,
  winners,
];

const byName = new Map(RESOURCES.map((r) => [r.name, r]));
const bySlug = new Map(RESOURCES.map((r) => [r.slug, r]));

export const getResource = (name: string): ResourceConfig | undefined => byName.get(name);
export const getResourceBySlug = (slug: string): ResourceConfig | undefined => bySlug.get(slug);
