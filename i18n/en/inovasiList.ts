import type { inovasiListId } from '../id/inovasiList';

export const inovasiListEn: typeof inovasiListId = {
  inovasi_list: {
    tabs: { semua: 'All', inisiatif: 'Initiative', uji_coba: 'Trial', penerapan: 'Implementation' },
    tabs_label: 'Innovation stage',
    columns: {
      nama: 'Innovation',
      daerah: 'Region',
      opd: 'Agency',
      tahun: 'Year',
      tahapan: 'Stage',
      kelengkapan: 'Completeness',
      status: 'Status',
      menunggu: 'Waiting for',
    },
    profil_belum_lengkap: 'The innovation profile is incomplete',
    lengkap: 'Mandatory indicators complete',
    belum_lengkap: 'Incomplete',
    kelengkapan_persen: '%{persen}% of mandatory indicators complete',
    actions: {
      pdf: 'PDF',
      excel: 'Excel',
      indikator: 'Indicators',
      hasil_uji_coba: 'Trial results',
      kirim: 'Send to %{product}',
      pengirim: 'Sender',
      edit: 'Edit',
      more: 'More actions for %{nama}',
    },
    product: 'the Ministry',
    kirim_title: 'Send "%{nama}" to %{product}?',
    kirim_body:
      'Once sent, the innovation and its indicators cannot be changed until the verification result is out. Make sure the data is right.',
    kirim_confirm: 'Yes, send',
    kirim_done: 'The innovation was sent and awaits verification.',
    pengirim_title: 'Sender of "%{nama}"',
    pengirim_text: 'Sent by %{nama} on %{waktu}.',
    pengirim_none: 'No sending on record yet.',
    tutup: 'Close',
    batal: 'Cancel',
    legend: {
      title: 'Row colours',
      terkirim: 'Green: sent or verified',
      di_luar: 'Salmon: outside 2023-2024 or not yet in Implementation',
      warn: 'Pink text: the profile is incomplete (Asta Cita)',
    },
  },
};
