/** The innovation archive (spec 2 arsip, issue 8 item 5). */
export const arsipId = {
  arsip: {
    title: 'Arsip Inovasi',
    intro: 'Inovasi daerah tahun 2005-2022.',
    tahun: 'Tahun',
    semua_tahun: 'Semua tahun (2005-2022)',
    cari: 'Cari inovasi atau daerah',
    tabs: { semua: 'Semua', inisiatif: 'Inisiatif', ujicoba: 'Uji Coba', penerapan: 'Penerapan' },
    tahapan: { 0: 'Inisiatif', 1: 'Uji Coba', 2: 'Penerapan' },
    columns: {
      nama: 'Nama Inovasi',
      daerah: 'Daerah',
      opd: 'Perangkat Daerah',
      tahun: 'Tahun',
      tahapan: 'Tahapan',
    },
    unduh_excel: 'Unduh Excel',
    unduh_pdf: 'Unduh PDF',
    menyiapkan: 'Menyiapkan berkas… %{kb} KB diterima',
    unduh_gagal: 'Berkas gagal diunduh. Silakan coba lagi.',
    ubah: 'Ubah',
    hapus: 'Hapus',
    hapus_konfirmasi: 'Hapus "%{nama}" dari arsip?',
    terhapus: 'Inovasi dihapus dari arsip',
    kosong: 'Tidak ada inovasi pada daftar ini.',
    gagal: 'Arsip gagal dimuat. Silakan coba beberapa saat lagi.',
  },
};
