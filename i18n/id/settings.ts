/** The Pengaturan screen (src/views/SettingsList.tsx): labels and help per setting. */
export const settingsId = {
  settings: {
    title: 'Pengaturan Aplikasi',
    intro:
      'Pengaturan ini dibaca aplikasi pada setiap permintaan. Perubahan berlaku untuk semua akun setelah disimpan.',
    save: 'Simpan Pengaturan',
    saved: 'Pengaturan tersimpan (%{count} diubah)',
    unchanged: 'Tidak ada perubahan untuk disimpan',
    invalid: 'Periksa isian yang ditandai merah',
    add: 'Tambah Pengaturan Lain',
    groups: {
      rights: 'Hak Akses dan Periode',
      years: 'Tahun',
      bands: 'Predikat Indeks',
      award: 'Innovative Government Award',
      similarity: 'Kemiripan Pengajuan',
      other: 'Pengaturan Lain',
    },
    on: 'Aktif',
    off: 'Nonaktif',
    fields: {
      iga_status: {
        label: 'Pengisian IGA dibuka',
        help: 'Bila nonaktif, pemda dan OPD tidak dapat menambah atau mengubah data inovasi.',
      },
      lomba_status: {
        label: 'Lomba inovasi dibuka',
        help: 'Membuka pendaftaran dan pengisian Lomba Inovasi Daerah.',
      },
      kirim_inovasi: {
        label: 'Pengiriman inovasi dibuka',
        help: 'Pemda dapat mengirim inovasi untuk dinilai.',
      },
      lomba_edit_indikator: {
        label: 'Indikator lomba dapat diubah',
        help: 'Peserta lomba dapat mengubah jawaban indikator.',
      },
      lomba_kirim_inovasi: {
        label: 'Pengiriman inovasi lomba dibuka',
        help: 'Peserta lomba dapat mengirim inovasinya.',
      },
      update_indikator_spd: {
        label: 'Indikator SPD dapat diperbarui',
        help: 'Pemda dapat memperbarui indikator satuan pemerintah daerah.',
      },
      tahun_aktif: {
        label: 'Tahun aktif',
        help: 'Tahun penilaian yang sedang berjalan; dipilih dari tahun data.',
      },
      data_tahun_all: {
        label: 'Tahun data',
        help: 'Tahun yang dapat dibuka di daftar dan laporan.',
      },
      indeks_diumumkan: {
        label: 'Indeks yang diumumkan',
        help: 'Tahun penilaian yang indeks, predikat dan peringkatnya tampil di halaman publik daerah. Tahun lain tertulis "Belum diumumkan".',
      },
      batas_input: {
        label: 'Batas akhir pengisian',
        help: 'Setelah tanggal ini (WIB) pemda dan OPD tidak dapat menambah, mengubah atau menghapus inovasi. Kosongkan bila tidak ada batas.',
      },
      kemiripan_ambang: {
        label: 'Ambang kemiripan teks inovasi',
        help: 'Dua inovasi ditandai mirip bila kemiripan trigram nama dan uraiannya (latar belakang, tujuan, manfaat, hasil) paling sedikit nilai ini, 0,1 sampai 1 (bawaan 0,6). Berlaku untuk inovasi yang disimpan sesudahnya.',
      },
      kemiripan_hamming: {
        label: 'Jarak Hamming gambar yang masih dianggap sama',
        help: 'Dua gambar bukti ditandai mirip bila sidik persepsinya (64 bit) berbeda paling banyak sekian bit (bawaan 6). Berlaku untuk berkas yang diunggah sesudahnya.',
      },
      iga_min_penilai: {
        label: 'Jumlah minimal penilai per nominasi',
        help: 'Peringkat IGA baru dapat diterbitkan bila setiap nominasi memiliki paling sedikit sekian penilai yang bertugas (penilai dengan akun, tidak terikat dengan daerahnya), dan semuanya sudah mengirim nilai presentasi dan validasi lapangan.',
      },
      predikat_bands: {
        label: 'Pita predikat',
        help: 'Per tahun mulai berlaku, dua set: daftar indeks dan laporan. Pita dibaca dari atas: pita pertama yang batasnya terpenuhi memberi predikat. Batas harus makin kecil ke bawah dan pita terakhir tanpa batas, sehingga skor 0–100 masing-masing mendapat tepat satu predikat.',
      },
    },
    bands: {
      year: 'Berlaku mulai tahun %{year}',
      predikat: 'Predikat',
      bound: 'Batas',
      value: 'Nilai',
      tab: 'Tab',
      gt: 'lebih dari',
      gte: 'paling sedikit',
      rest: 'tanpa batas (sisa)',
      uses: {
        daftar: 'Daftar indeks (ranking-index, rekap-akhir, rincian indeks)',
        laporan: 'Laporan (indeks rata-rata dan rekapnya)',
      },
      add_band: 'Tambah pita',
      remove_band: 'Hapus pita %{n}',
      add_year: 'Tambah tahun',
      new_year: 'Tahun baru',
      remove_year: 'Hapus tahun %{year}',
    },
  },
} as const;
