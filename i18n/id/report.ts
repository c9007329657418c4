/**
 * Headings of the profile downloads, a region's (GET /api/profil/download-pdf|download-excel/{id})
 * and an innovation's (GET /api/inovasi/download-pdf|download-excel/{id}): one catalog for both
 * units and both files, written on the server. What differs by unit sits under `daerah` and
 * `inovasi`.
 */
export const REPORT_TEXT = {
  subtitle: 'Indeks Inovasi Daerah tahun %{tahun}',
  periodNote: 'Indikator periode %{periode}',
  noPeriod: 'Belum ada indikator daerah untuk tahun ini.',
  printed: 'Dicetak %{at}',
  totalsSection: 'Rekapitulasi',
  sheetProfile: 'Profil',
  sheetIndicators: 'Indikator',
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
  /** The region profile download. */
  daerah: {
    title: 'Profil Pemerintah Daerah',
    /** The downloaded file's name starts with it. */
    file: 'Profil Pemda',
    profileSection: 'Data Profil',
    indicatorSection: 'Indikator Daerah',
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
  },
  /** The innovation profile download. */
  inovasi: {
    title: 'Profil Inovasi Daerah',
    /** The downloaded file's name starts with it. */
    file: 'Profil Inovasi',
    profileSection: 'Data Inovasi',
    indicatorSection: 'Indikator Inovasi',
    field: {
      nama: 'Nama Inovasi',
      daerah: 'Pemerintah Daerah',
      opd: 'Perangkat Daerah',
      tahun: 'Tahun',
      tahapan: 'Tahapan Inovasi',
      inisiator: 'Inisiator',
      nama_inisiator: 'Nama Inisiator',
      klasifikasi: 'Klasifikasi Inovasi',
      jenis: 'Jenis Inovasi',
      bentuk: 'Bentuk Inovasi',
      asta_cita: 'Asta Cita',
      detil_tematik: 'Detil Tematik',
      urusan: 'Urusan Pemerintahan',
      koordinat: 'Koordinat',
      waktu: 'Waktu Uji Coba',
      waktu_implementasi: 'Waktu Penerapan',
      dikembangkan: 'Dikembangkan',
      waktu_pengembangan: 'Waktu Pengembangan',
      latar_belakang: 'Rancang Bangun',
      tujuan: 'Tujuan',
      manfaat: 'Manfaat',
      hasil_inovasi: 'Hasil Inovasi',
      status: 'Status',
      nomor: 'Nomor Registrasi',
      kelengkapan: 'Kelengkapan',
    },
    tahapan: ['Inisiatif', 'Uji Coba', 'Penerapan'] as readonly string[],
    ya: 'Ya',
    tidak: 'Tidak',
    lengkap: 'Indikator Mandatori Sudah Terpenuhi',
    belum_lengkap: 'Belum Lengkap',
  },
  empty: '—',
} as const;
