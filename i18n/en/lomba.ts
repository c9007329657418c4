import type { lombaId } from '../id/lomba';

export const lombaEn: typeof lombaId = {
  lomba: {
    title: 'Regional Innovation Competition',
    intro:
      "Innovations entered in this period's Regional Innovation Competition. Entries can be added, changed and deleted only while the competition is open.",
    tahun: 'Year',
    semua_tahun: 'All years',
    cari: 'Search entries',
    tabs: { semua: 'All', inisiatif: 'Initiative', ujicoba: 'Trial', penerapan: 'Implementation' },
    tahapan: { 0: 'Initiative', 1: 'Trial', 2: 'Implementation' },
    columns: {
      nama: 'Innovation',
      daerah: 'Region',
      tahun: 'Year',
      tahapan: 'Stage',
      kelengkapan: 'Completeness',
      status: 'Status',
      aksi: 'Actions',
    },
    lengkap: 'Mandatory indicators complete',
    belum_lengkap: 'Incomplete',
    data_indeks: 'Index record (read-only)',
    tambah: 'Add',
    ubah: 'Edit',
    hapus: 'Delete',
    indikator: 'Indicators',
    kirim: 'Send',
    hapus_konfirmasi: 'Delete "%{nama}" from the competition?',
    terhapus: 'Entry deleted',
    kirim_konfirmasi: 'Send "%{nama}" for verification? It can no longer be changed afterwards.',
    terkirim: 'Entry sent for verification',
    ditutup: 'The competition is closed: the list is read-only.',
    gagal: 'The competition list could not be loaded. Please try again shortly.',
    indikator_title: 'Competition Entry Indicators',
    indikator_intro:
      'Answer each indicator of the entry "%{nama}" (year %{tahun}) with its supporting documents. Indicators marked mandatory must be complete before the entry can be sent.',
    indikator_ditutup: 'Competition indicators cannot be changed now: the answers are read-only.',
    kembali: 'Back to the competition',
    none: 'Pick an entry from the competition list to answer its indicators.',
    not_found: 'Entry not found or outside your region.',
  },
};
