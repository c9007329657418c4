import { ROLES, type Role } from './roles';

const REVIEWERS: readonly Role[] = ['admin', 'superadmin', 'tim.penilai', 'pusat', 'verifikator'];
const RANKING_VIEWERS: readonly Role[] = ['admin', 'superadmin', 'tim.penilai', 'pusat', 'viewer'];
const ADMINS: readonly Role[] = ['superadmin', 'admin'];
const REPORTS: readonly Role[] = ['superadmin'];
const DIKLAT_EDITORS: readonly Role[] = [
  'superadmin',
  'admin.diklat',
  'admin.diklat.daerah',
  'peserta.diklat',
];
const REGION_MANAGERS: readonly Role[] = ['kabkota', 'dinas', 'kecamatan', 'pemda'];

/**
 * Who may open each dashboard screen (spec 6 "Dashboard screens", spec 2 for the screens it
 * lists). One declaration: the server guards the endpoints behind a screen with it, the client
 * builds its routes, menu and buttons from it. Generic resource screens take their roles from
 * the resource's `screen` or `list` rule; they are listed here too so the matrix is complete.
 */
export const SCREEN_ROLES = {
  // Dashboards and statistics
  summary: ['admin', 'superadmin', 'pemda', 'opd'],
  qc: ['quality_control', 'qc'],
  diklat: ['admin.diklat', 'admin.diklat.daerah', 'peserta.diklat'],
  iga: ['admin', 'superadmin'],
  'statistik-inovasi': ['provinsi', 'pemda'],
  'statistik-daerah': ['admin'],
  'per-indikator': ['superadmin', 'tim.penilai'],
  faq: ROLES,
  arsip: ['admin', 'superadmin', 'tim.penilai', 'pusat', 'viewer', 'verifikator', 'pemda'],
  // Review and quality control
  review: REVIEWERS,
  'hasil-review': [...REVIEWERS, 'quality_control'],
  'hasil-rejected': [...REVIEWERS, 'quality_control'],
  'quality-control': ['admin', 'superadmin', 'tim.penilai', 'pusat', 'quality_control'],
  'ranking-index': ['admin', 'superadmin', 'tim.penilai', 'pusat'],
  'rekap-akhir': ['admin', 'superadmin', 'tim.penilai', 'pusat'],
  // Provincial view
  'daerah-binaan': ['provinsi'],
  // Region profile
  'detail-pemda-verifikasi': [
    'superadmin',
    'admin',
    'pemda',
    'tim.penilai',
    'verifikator',
    'viewer',
  ],
  'profil-pemda-old': ['superadmin', 'admin', 'tim.penilai', 'verifikator'],
  'detail-pemda': ['superadmin', 'admin', 'tim.penilai'],
  'profil-pemda-daerah': ['pemda'],
  // Innovation database
  'inovasi-daerah': ['admin', 'superadmin', 'tim.penilai', 'pusat', 'viewer', 'opd', 'pemda'],
  'inovasi-daerah-summary': ['pemda'],
  // Competition and award
  'lomba-inovasi-daerah': ['admin', 'pemda', 'viewer', 'tim.penilai', 'opd', 'upt'],
  'hasil-review-ranking': RANKING_VIEWERS,
  'progress-input': RANKING_VIEWERS,
  'presentasi-dan-validasi-lapangan': RANKING_VIEWERS,
  'ranking-iga': RANKING_VIEWERS,
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
  'rekap-jenis-inovasi': ['superadmin', 'tim.penilai'],
  'rekap-bentuk-inovasi': REPORTS,
  'rekap-urusan-pemerintah': REPORTS,
  'rekap-inisiator': REPORTS,
  // Training
  'data-diklat': DIKLAT_EDITORS,
  'konfigurasi-akun-diklat': ['superadmin', 'admin.diklat'],
  // Master data and logs
  recount: ADMINS,
  rawlog: ADMINS,
  aspeklog: ADMINS,
  activity: ADMINS,
  // Configuration and content
  'account-admin': ADMINS,
  account: REGION_MANAGERS,
  opd: [...ADMINS, ...REGION_MANAGERS],
  upt: [...ADMINS, ...REGION_MANAGERS],
  'tuxe-contents': ADMINS,
  settings: ADMINS,
  'api-access': ['admin', 'pemda', 'superadmin'],
  news: ADMINS,
  albums: ADMINS,
  gallery: ADMINS,
  banners: ADMINS,
  winners: ADMINS,
  'winner-category': ADMINS,
  outbox: ['superadmin'],
} as const satisfies Record<string, readonly Role[]>;

export type ScreenId = keyof typeof SCREEN_ROLES;

export const screenRoles = (id: string): readonly Role[] | undefined =>
  (SCREEN_ROLES as Record<string, readonly Role[]>)[id];
