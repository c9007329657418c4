import type { DeepStrings } from '../messages';
import type { kontenId } from '../id/konten';

/** The console's content screens (issue 37 item 7). */
export const kontenEn: DeepStrings<typeof kontenId> = {
  konten: {
    screens: {
      pengumuman: 'Announcements',
      'content-panduan': 'Guide Content',
      'content-laporan': 'Report Content',
      'content-dokumen': 'Document Content',
    },
    intro: {
      pengumuman: 'Published announcements appear on the public /pengumuman page, newest first.',
      'content-panduan': 'Published guides appear on the public /panduan page with their files.',
      'content-laporan':
        'Published annual reports appear on the public /laporan page with their files.',
      'content-dokumen': 'Published documents appear on the public /dokumen page for download.',
    },
    judul_create: 'Add: %{screen}',
    judul_edit: 'Edit: %{screen}',
    tambah: 'Add',
    halaman_publik: 'Open the public page',
    status: 'Status',
    semua_status: 'Every status',
    cari: 'Search title',
    ada_berkas: 'Has a file',
    tanpa_berkas: 'No file',
    kosong: 'Nothing in this category yet. Choose Add to create it.',
    gagal: 'The list could not be loaded. Please try again.',
    tanpa_kategori:
      'The category "%{slug}" does not exist. Add it under Master Data › Content Categories with that slug.',
  },
};
