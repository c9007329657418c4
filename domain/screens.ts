import {
  ADMIN,
  AGENCIES,
  AREA_REVIEWERS,
  ASN,
  ASSESSORS,
  DIKLAT,
  DIKLAT_ACCOUNTS,
  DIKLAT_CONFIGURATORS,
  LOCAL_MANAGERS,
  ONE_PROFILE_ROLES,
  OPD,
  PEMDA,
  PROFILE_EDITORS,
  PROVINSI,
  QC,
  QUALITY_CONTROL,
  RANKING_VIEWERS,
  REGIONAL_MANAGERS,
  REVIEWERS,
  STAFF,
  SUPERADMIN,
  TIM_PENILAI,
  UPT,
  VERIFIKATOR,
  VIEWER,
} from './policy';
import { ROLES, type Role } from './roles';

const REPORTS = [SUPERADMIN] as const satisfies readonly Role[];

const unique = (roles: readonly Role[]): Role[] => [...new Set(roles)];

/** An innovation's readers: its list's roles and everyone who reviews it. */
const INNOVATION_READERS = unique([
  ...RANKING_VIEWERS,
  OPD,
  PEMDA,
  ...REVIEWERS,
  ...AREA_REVIEWERS,
]);

/**
 * Who may open each dashboard screen (spec 6 "Dashboard screens", spec 2 for the screens it
 * lists), keyed by the screen's slug. One declaration: the server guards the endpoints behind a
 * screen with it; the client builds its routes, menu and access guard from it. The screens of a
 * category rule (master data) take their roles from it instead.
 */
export const SCREEN_ROLES = {
  // Dashboards and statistics
  // Spec 6 names admin, superadmin, pemda and opd. Issue 37 item 4: the local managers (kabkota,
  // dinas, kecamatan) and upt land on an overview of their region's (upt: its own) innovations
  // too, not on an account list or an empty competition list; the counts keep their scope.
  summary: [...STAFF, PEMDA, OPD, UPT, ...LOCAL_MANAGERS],
  qc: [QUALITY_CONTROL, QC],
  diklat: DIKLAT_ACCOUNTS,
  iga: STAFF,
  'statistik-inovasi': [PROVINSI, PEMDA],
  'statistik-daerah': [ADMIN],
  'per-indikator': [SUPERADMIN, TIM_PENILAI],
  faq: ROLES,
  arsip: [...RANKING_VIEWERS, VERIFIKATOR, PEMDA],
  // Review and quality control
  review: REVIEWERS,
  'hasil-review': [...REVIEWERS, QUALITY_CONTROL],
  'hasil-rejected': [...REVIEWERS, QUALITY_CONTROL],
  'quality-control': [...STAFF, ...ASSESSORS, QUALITY_CONTROL],
  'ranking-index': [...STAFF, ...ASSESSORS],
  'rekap-akhir': [...STAFF, ...ASSESSORS],
  // Issue 10 "why this score": the ranking's readers, and a pemda for its own region.
  'indeks-daerah': [...STAFF, ...ASSESSORS, PEMDA],
  // Provincial view
  'daerah-binaan': [PROVINSI],
  // Region profile
  'detail-pemda-verifikasi': [...STAFF, PEMDA, TIM_PENILAI, VERIFIKATOR, VIEWER],
  // Spec 2's profil-pemda-old: "only one profile can be added per pemda/opd/asn account", so
  // those accounts use the list too: it answers their own row, and Add while they have none.
  'profil-pemda-old': [...STAFF, TIM_PENILAI, VERIFIKATOR, ...ONE_PROFILE_ROLES],
  'detail-pemda': [...STAFF, TIM_PENILAI],
  // Issue 37: asn reads its region's profile here (read-only) instead of a one-row list.
  'profil-pemda-daerah': [PEMDA, ASN],
  // Spec 2 "Ubah Indikator SPD" -> /dashboard/indikator_daerah; spec 6 "indicator edit".
  indikator_daerah: PROFILE_EDITORS,
  // Innovation database
  'inovasi-daerah': [...RANKING_VIEWERS, OPD, PEMDA],
  'inovasi-daerah-summary': [PEMDA],
  // Hidden sub-screens of the list: an innovation's indicators and its trial results, read by
  // the list's readers and by whoever reviews it (the edit follows the innovation's own rule).
  indikator_inovasi: INNOVATION_READERS,
  indikator_ujicoba: INNOVATION_READERS,
  // Issue 27 item 3: an innovation's registration request and its history.
  nomor_registrasi: INNOVATION_READERS,
  // Issue 9: an innovation's review screen, for whoever reviews it.
  'inovasi-review': unique([...REVIEWERS, ...AREA_REVIEWERS]),
  // Competition and award
  // Spec 6 lists admin, pemda, viewer, tim.penilai, opd and upt; superadmin adds, edits and
  // deletes entries (the same section), so it opens the list too.
  'lomba-inovasi-daerah': [...STAFF, PEMDA, VIEWER, TIM_PENILAI, ...AGENCIES],
  // The entry's indicator answers (hidden, back link to the list): its readers and reviewers.
  indikator_inovasi_lomba: unique([
    ...STAFF,
    PEMDA,
    VIEWER,
    TIM_PENILAI,
    ...AGENCIES,
    ...REVIEWERS,
    ...AREA_REVIEWERS,
  ]),
  'hasil-review-ranking': RANKING_VIEWERS,
  'progress-input': RANKING_VIEWERS,
  'presentasi-dan-validasi-lapangan': RANKING_VIEWERS,
  'ranking-iga': RANKING_VIEWERS,
  // Issue 25 item 2: the period's nominees, read by the award screens' readers (superadmin
  // alone confirms or adjusts them: ACTIONS 'iga.nominasi').
  'nominasi-iga': RANKING_VIEWERS,
  'pengukuran-inovasi': RANKING_VIEWERS,
  // Reports (superadmin; the innovation-type recap also admits tim.penilai)
  analisis: REPORTS,
  'indeks-rata-rata-inovasi-nasional': REPORTS,
  'indeks-rata-rata-inovasi-wilayah': REPORTS,
  'indeks-rata-rata-inovasi-provinsi': REPORTS,
  'indeks-rata-rata-inovasi-kota': REPORTS,
  'indeks-rata-rata-inovasi-kabupaten': REPORTS,
  'indeks-rata-rata-inovasi-daerah-perbatasan': REPORTS,
  'indeks-rata-rata-inovasi-daerah-tertinggal': REPORTS,
  'indeks-rata-rata-inovasi-papua': REPORTS,
  'rekap-jenis-inovasi': [SUPERADMIN, TIM_PENILAI],
  'rekap-bentuk-inovasi': REPORTS,
  'rekap-urusan-pemerintah': REPORTS,
  'rekap-inisiator': REPORTS,
  // Issue 38: every flagged pair of copied work; verifikator and quality_control within their area.
  kemiripan: [SUPERADMIN, ...AREA_REVIEWERS],
  // Training
  // Spec 6 gives pemda the Laporan Diklat divider: it reads its own region's training reports
  // (row scoping keeps it to its region; writing stays with the training roles, diklat.write).
  'data-diklat': [...DIKLAT, PEMDA],
  'konfigurasi-akun-diklat': DIKLAT_CONFIGURATORS,
  // Issue 27 item 3: one training report, read-only (the list's "view" action).
  'detail-diklat': [...DIKLAT, PEMDA],
  // Master data and logs (the master-data lists themselves follow MASTER_DATA_ROLES)
  recount: STAFF,
  rawlog: STAFF,
  aspeklog: STAFF,
  activity: STAFF,
  // Configuration and content
  'account-admin': STAFF,
  account: REGIONAL_MANAGERS,
  opd: [...STAFF, ...REGIONAL_MANAGERS],
  upt: [...STAFF, ...REGIONAL_MANAGERS],
  'tuxe-contents': STAFF,
  // Spec 2 `/tiny`: the standalone rich-text page, for the staff who write the public content.
  tiny: STAFF,
  settings: STAFF,
  'api-access': [...STAFF, PEMDA],
  news: STAFF,
  // Issue 37 item 7: the console's content screens of spec 2, each one category of the generic
  // contents (pengumuman: the announcements), for the staff who publish them (spec 6, "Master
  // data, documents, announcements ...": superadmin and admin).
  pengumuman: STAFF,
  'content-panduan': STAFF,
  'content-laporan': STAFF,
  'content-dokumen': STAFF,
  albums: STAFF,
  gallery: STAFF,
  banners: STAFF,
  'winner-category': STAFF,
  winners: STAFF,
  outbox: [SUPERADMIN],
  // Spec 7 POST /register (issue 27): account requests from the sign-in page, decided here.
  'permintaan-akun': STAFF,
} as const satisfies Record<string, readonly Role[]>;

export type ScreenId = keyof typeof SCREEN_ROLES;

/**
 * Spec 6: "Master data, documents, announcements, FAQ, recount, rawlog, aspeklog, training
 * types: superadmin and admin". Every master-data screen (penilai, indikator, urusan, daerah,
 * klaster, wilayah, their children, content, FAQ, ...) opens for these roles, so a new one needs
 * no entry of its own.
 */
export const MASTER_DATA_ROLES: readonly Role[] = STAFF;

export const screenRoles = (id: string): readonly Role[] | undefined =>
  (SCREEN_ROLES as Record<string, readonly Role[]>)[id];
