/** A design text of exactly 300 words: the least spec 5 accepts. */
export const RANCANG_BANGUN = Array.from({ length: 300 }, (_, i) => `kata${i + 1}`).join(' ');

/** A complete, valid body for POST /api/crud/iga2020_inovasi; tests override what they check. */
export const newInovasi = (overrides: Record<string, unknown> = {}) => ({
  nama: 'Inovasi Uji',
  tahun: 2025,
  inovasi_status: 0,
  inisiator: 'Kepala Daerah',
  nama_inisiator: 'Uji',
  koordinat: '-6.9,107.6',
  jenis_inovasi: 'Digital',
  bentuk_inovasi: 1,
  is_covid: 9,
  urusan_pemerintah_id: '1',
  waktu: '2025-01-01',
  waktu_implementasi: '2025-02-01',
  is_developed: 0,
  latar_belakang: RANCANG_BANGUN,
  tujuan: 'x',
  manfaat: 'x',
  hasil_inovasi: 'x',
  ...overrides,
});
