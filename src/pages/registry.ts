import { activityPage, aspeklogPage, rawlogPage } from './activity';
import { apiAccessPage } from './apiAccess';
import { arsipPage } from './arsip';
import {
  hasilReviewRankingPage,
  nominasiIgaPage,
  pengukuranInovasiPage,
  presentasiValidasiPage,
  progressInputPage,
  rankingIgaPage,
} from './award';
import { daerahBinaanPage, ringkasanInovasiPage } from './daerahBinaan';
import { detailDiklatPage } from './detailDiklat';
import {
  diklatDashboardPage,
  igaDashboardPage,
  perIndikatorPage,
  qcDashboardPage,
  statistikDaerahPage,
  statistikInovasiPage,
} from './dashboard';
import { faqPage } from './faq';
import { indeksDaerahPage, rankingIndexPage, rekapAkhirPage } from './indeks';
import { indikatorDaerahPage } from './indikatorDaerah';
import { indikatorInovasiPage, indikatorUjicobaPage } from './indikatorInovasi';
import { inovasiReviewPage } from './inovasiReview';
import { laporanPages } from './laporan';
import { indikatorInovasiLombaPage } from './lomba';
import { nomorRegistrasiPage } from './nomorRegistrasi';
import { outboxPage } from './outbox';
import { tinyPage } from './tiny';
import type { PageModule } from './page';
import { passwordPage } from './password';
import { permintaanAkunPage } from './permintaanAkun';
import { detailPemdaPage, detailPemdaVerifikasiPage, profilDaerahPage } from './profil';
import { recountPage } from './recount';
import { sesiPage } from './sesi';
import { hasilRejectedPage, hasilReviewPage, qualityControlPage, reviewPage } from './review';
import { summaryListPage, summaryPage } from './summary';

/**
 * Every hand-written page, one line each. Within a sidebar divider, pages follow the resource
 * lists, in this order.
 */
export const PAGES: readonly PageModule[] = [
  summaryPage,
  summaryListPage,
  qcDashboardPage,
  igaDashboardPage,
  statistikInovasiPage,
  statistikDaerahPage,
  perIndikatorPage,
  diklatDashboardPage,
  activityPage,
  outboxPage,
  apiAccessPage,
  tinyPage,
  permintaanAkunPage,
  rawlogPage,
  aspeklogPage,
  passwordPage,
  sesiPage,
  profilDaerahPage,
  detailPemdaPage,
  detailPemdaVerifikasiPage,
  indikatorDaerahPage,
  indikatorInovasiPage,
  indikatorUjicobaPage,
  indikatorInovasiLombaPage,
  reviewPage,
  hasilReviewPage,
  hasilRejectedPage,
  qualityControlPage,
  inovasiReviewPage,
  nomorRegistrasiPage,
  rankingIndexPage,
  rekapAkhirPage,
  indeksDaerahPage,
  recountPage,
  daerahBinaanPage,
  ringkasanInovasiPage,
  arsipPage,
  hasilReviewRankingPage,
  presentasiValidasiPage,
  rankingIgaPage,
  nominasiIgaPage,
  progressInputPage,
  pengukuranInovasiPage,
  faqPage,
  detailDiklatPage,
  ...laporanPages,
];

export const getPage = (path: string): PageModule | undefined => PAGES.find((p) => p.path === path);
