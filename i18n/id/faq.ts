/** The faq screen (spec 2 "faq", issue 23 item 8) and the line telling an account what it is for. */
export const faqId = {
  faq: {
    title: 'Tanya Jawab (FAQ)',
    search: 'Cari pertanyaan atau jawaban',
    count: '%{smart_count} pertanyaan |||| %{smart_count} pertanyaan',
    empty: 'Belum ada pertanyaan yang dimuat.',
    no_match: 'Tidak ada pertanyaan yang cocok dengan pencarian Anda.',
    ubah_sandi: 'Ubah Kata Sandi',
    sesi: 'Sesi Login',
    akun: {
      upt: 'Akun UPT dipakai untuk mendaftarkan inovasi Unit Pelaksana Teknis Anda pada Lomba Inovasi Daerah. Daftar dan formulir lomba ada di menu Lomba Inovasi Daerah; penambahan dan pengubahan hanya selama lomba dibuka.',
      asn: 'Akun ASN adalah akun pribadi aparatur sipil negara di portal ini. Dari sini Anda dapat membaca tanya jawab, mengubah kata sandi dan melihat perangkat tempat akun Anda masuk.',
      developer:
        'Akun pengembang dipakai untuk memeriksa portal dan API-nya (dokumentasi di /api/docs). Dari sini Anda dapat membaca tanya jawab, mengubah kata sandi dan melihat sesi login Anda.',
    },
  },
};
