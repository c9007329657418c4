import type { arsipId } from '../id/arsip';

export const arsipEn: typeof arsipId = {
  arsip: {
    title: 'Innovation archive',
    intro: 'Regional innovations of 2005-2022.',
    tahun: 'Year',
    semua_tahun: 'All years (2005-2022)',
    cari: 'Search innovation or region',
    tabs: { semua: 'All', inisiatif: 'Initiative', ujicoba: 'Trial', penerapan: 'Implementation' },
    tahapan: { 0: 'Initiative', 1: 'Trial', 2: 'Implementation' },
    columns: {
      nama: 'Innovation',
      daerah: 'Region',
      opd: 'Agency',
      tahun: 'Year',
      tahapan: 'Stage',
    },
    unduh_excel: 'Download Excel',
    unduh_pdf: 'Download PDF',
    menyiapkan: 'Preparing the file… %{kb} KB received',
    unduh_gagal: 'The file could not be downloaded. Please try again.',
    ubah: 'Edit',
    hapus: 'Delete',
    hapus_konfirmasi: 'Delete "%{nama}" from the archive?',
    terhapus: 'Innovation deleted from the archive',
    kosong: 'No innovation in this list.',
    gagal: 'The archive could not be loaded. Please try again shortly.',
  },
};
