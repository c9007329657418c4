/**
 * Headings of the region profile downloads (GET /api/profil/download-pdf|download-excel/{id}):
 * one catalog for both files, written on the server.
 */
export const REPORT_TEXT = {
  title: 'Profil Pemerintah Daerah',
  subtitle: 'Indeks Inovasi Daerah tahun %{tahun}',
  periodNote: 'Indikator periode %{periode}',
  noPeriod: 'Belum ada indikator daerah untuk tahun ini.',
  printed: 'Dicetak %{at}',
  profileSection: 'Data Profil',
  indicatorSection: 'Indikator Daerah',
  totalsSection: 'Rekapitulasi',
  sheetProfile: 'Profil',
  sheetIndicators: 'Indikator',
  field: {
    nama: 'Nama Pemda',
    daerah: 'Daerah',
    tingkat: 'Tingkat',
    nama_opd: 'OPD yang Menangani',
    alamat: 'Alamat',
    email: 'Email',
    no_telp: 'No. Telepon',
    nama_admin: 'Nama Admin',
  },
  tingkat: { 1: 'Provinsi', 2: 'Kabupaten/Kota' } as Record<number, string>,
  column: {
    no: 'No',
    indikator: 'Indikator',
    bobot: 'Bobot',
    jawaban: 'Jawaban / Informasi',
    skor: 'Skor',
    skor_verifikasi: 'Skor Verifikasi',
    catatan: 'Catatan Verifikator',
    dokumen: 'Dokumen Pendukung',
  },
  total: {
    indikator: 'Jumlah indikator',
    terjawab: 'Indikator terjawab',
    dokumen: 'Jumlah dokumen',
    skor: 'Total skor',
    skor_verifikasi: 'Total skor verifikasi',
  },
  answer: {
    before: 'Sebelum',
    after: 'Sesudah',
    value: 'Nilai',
    none: 'Belum dijawab',
  },
  noDocuments: 'tidak ada dokumen.',
  empty: '—',
} as const;
