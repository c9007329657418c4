/** Why an action is refused (domain/actions.ts); the API answers these texts with its 403/409. */
export const actionsId = {
  actions: {
    reason: {
      role: 'Peran Anda tidak dapat melakukan tindakan ini.',
      expired: 'Batas waktu pengisian telah berakhir.',
      iga_closed: 'Periode penilaian sedang ditutup.',
      sent: 'Inovasi sudah dikirim atau diverifikasi sehingga tidak dapat diubah.',
      lomba_closed: 'Lomba inovasi daerah sedang ditutup.',
      lomba_indikator_closed: 'Pengisian indikator lomba inovasi daerah sedang ditutup.',
      lomba_kirim_closed: 'Pengiriman inovasi lomba sedang ditutup.',
      role_not_assignable: 'Peran ini tidak dapat Anda berikan atau ubah.',
      index_record: 'Data indeks tidak dapat diubah atau dihapus.',
    },
  },
} as const;
