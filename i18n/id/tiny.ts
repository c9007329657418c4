/** Spec 2 `/tiny`: the staff's standalone rich-text page (issue 26 item 2). */
export const tinyId = {
  tiny: {
    title: 'Penyunting Teks',
    intro:
      'Susun teks berformat untuk berita, pengumuman atau konten situs, lalu lihat hasilnya persis seperti yang akan tampil di halaman publik. Naskah tersimpan di peramban ini sampai dikosongkan.',
    naskah: 'Naskah',
    pratinjau: 'Pratinjau Publik',
    pratinjau_judul: 'Tampilan di halaman publik',
    salin: 'Salin HTML',
    disalin: 'HTML disalin ke papan klip.',
    salin_gagal: 'HTML tidak dapat disalin; pilih kodenya lalu salin secara manual.',
    kosongkan: 'Kosongkan',
    berubah:
      'Sebagian isi dibuang karena tidak diizinkan di halaman publik (skrip, atribut peristiwa, tautan javascript: atau tag lain).',
    utuh: 'Seluruh isi akan tampil seperti ini.',
    kode: 'Kode HTML',
    kosong: 'Tulis naskah terlebih dahulu.',
  },
};
