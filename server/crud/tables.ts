import type { PgTable } from 'drizzle-orm/pg-core';
import * as s from '../db/schema';

/**
 * The table behind each API resource name. A resource is one config module in resources/
 * plus one entry here.
 */
export const TABLES: Record<string, PgTable> = {
  m_daerah: s.m_daerah,
  profil_pemda: s.profil_pemda,
  iga2020_inovasi: s.iga2020_inovasi,
  iga2020_bentuk_inovasi: s.iga2020_bentuk_inovasi,
  iga2020_tematik: s.iga2020_tematik,
  iga2020_covid: s.iga2020_covid,
  iga_urusan_pemerintahan: s.iga_urusan_pemerintahan,
  iga_klaster: s.iga_klaster,
  iga_klaster_daerah: s.iga_klaster_daerah,
  wilayah: s.wilayah,
  wilayah_daerah: s.wilayah_daerah,
  iga_penilai: s.iga_penilai,
  iga_indikator: s.iga_indikator,
  iga_skala: s.iga_skala,
  content_categories: s.content_categories,
  contents: s.contents,
  announcements: s.announcements,
  help_faq: s.help_faq,
  jenis_pelatihan: s.jenis_pelatihan,
  opd_perangkat: s.opd_perangkat,
  upt: s.upt,
  tuxe_contents: s.tuxe_contents,
  laporan_diklat: s.laporan_diklat,
  app_settings: s.app_settings,
  news: s.news,
  albums: s.albums,
  gallery: s.gallery,
  banners: s.banners,
  winner_category: s.winner_category,
  winners: s.winners,
  // Three screens over the accounts table: account-admin, the pemda-side OPD/UPT accounts and
  // the training accounts.
  usr_asn: s.usr_asn,
  account: s.usr_asn,
  akun_diklat: s.usr_asn,
};
