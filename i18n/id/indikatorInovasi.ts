/** The innovation indicator and trial-result screens (issue 8 item 3). */
export const indikatorInovasiId = {
  indikator_inovasi: {
    title: 'Indikator Inovasi',
    title_ujicoba: 'Hasil Uji Coba',
    intro:
      'Isi setiap indikator inovasi "%{nama}" (tahun %{tahun}) beserta dokumen pendukungnya. Indikator bertanda Wajib harus lengkap sebelum inovasi dapat dikirim.',
    intro_ujicoba:
      'Catat hasil uji coba inovasi "%{nama}" (tahun %{tahun}) pada setiap indikator, beserta buktinya. Hasil uji coba tidak mengubah kelengkapan indikator inovasi.',
    badge_complete: 'Indikator Mandatori Sudah Terpenuhi',
    badge_incomplete: 'Belum Lengkap',
    kelengkapan: 'Kelengkapan indikator mandatori: %{persen}%',
    stage: 'Tahapan: %{tahap}',
    back: 'Kembali ke Inovasi Daerah',
    to_trial: 'Hasil Uji Coba',
    to_indicators: 'Indikator Inovasi',
    trial_not_yet: 'Hasil uji coba diisi untuk inovasi tahap Uji Coba atau Penerapan.',
    none: 'Pilih inovasi dari daftar Inovasi Daerah untuk mengisi indikatornya.',
    not_found: 'Inovasi tidak ditemukan atau di luar wilayah akun Anda.',
  },
};
