/**
 * The console's content screens (spec 2 "Configuration and content", issue 37 item 7): one
 * category of content each, published on the public page it feeds.
 */
export const kontenId = {
  konten: {
    screens: {
      pengumuman: 'Pengumuman',
      'content-panduan': 'Konten Panduan',
      'content-laporan': 'Konten Laporan',
      'content-dokumen': 'Konten Dokumen',
    },
    intro: {
      pengumuman:
        'Pengumuman yang berstatus Dipublikasikan tampil di halaman publik /pengumuman, terbaru di atas.',
      'content-panduan':
        'Panduan yang berstatus Dipublikasikan tampil di halaman publik /panduan beserta berkasnya.',
      'content-laporan':
        'Laporan tahunan yang berstatus Dipublikasikan tampil di halaman publik /laporan beserta berkasnya.',
      'content-dokumen':
        'Dokumen yang berstatus Dipublikasikan tampil di halaman publik /dokumen untuk diunduh.',
    },
    judul_create: 'Tambah %{screen}',
    judul_edit: 'Ubah %{screen}',
    tambah: 'Tambah',
    halaman_publik: 'Buka halaman publik',
    status: 'Status',
    semua_status: 'Semua status',
    cari: 'Cari judul',
    ada_berkas: 'Ada berkas',
    tanpa_berkas: 'Tanpa berkas',
    kosong: 'Belum ada isi pada kategori ini. Pilih Tambah untuk membuatnya.',
    gagal: 'Daftar tidak dapat dimuat. Silakan coba lagi.',
    tanpa_kategori:
      'Kategori "%{slug}" belum ada. Tambahkan di Master Data › Kategori Konten dengan slug itu.',
  },
};
