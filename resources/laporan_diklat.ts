import { screenAccess } from '../domain/access';
import { ACTIONS } from '../domain/actions';
import { OWN_REPORT_ROLES } from '../domain/scoping';
import { defineResource } from './types';

const WRITERS = ACTIONS['diklat.write'].roles;

/** Training report (laporan diklat) of one participant. */
export const laporanDiklat = defineResource({
  name: 'laporan_diklat',
  slug: 'data-diklat',
  icon: 'training',
  menu: 'laporanDiklat',
  recordLabel: 'nama_peserta',
  defaultSort: { field: 'nama_peserta', order: 'ASC' },
  // Spec 2 "detail-diklat (hidden, view action)": the report read-only, its PDF inline.
  detailPage: 'detail-diklat',
  scope: {
    region: { field: 'profil_id', via: 'profil' },
    owner: { field: 'user_id', roles: OWN_REPORT_ROLES },
  },
  // Only the training roles handle training reports (spec 6).
  access: screenAccess('data-diklat', { create: WRITERS, update: WRITERS, delete: WRITERS }),
  fields: [
    {
      source: 'nama_peserta',
      kind: 'text',
      required: true,
      list: true,
      sortable: true,
      search: true,
    },
    { source: 'nip', kind: 'text', rule: { type: 'nip' }, list: true, search: true },
    { source: 'jabatan', kind: 'text' },
    { source: 'instansi', kind: 'text', list: true, sortable: true, search: true },
    // Regional diklat roles are fixed to their own region (row scoping).
    { source: 'profil_id', kind: 'reference', reference: 'profil_pemda', list: true, filter: true },
    { source: 'nomor_sertifikat_pelatihan', kind: 'text', search: true },
    {
      source: 'jenis_pelatihan_id',
      kind: 'reference',
      reference: 'jenis_pelatihan',
      list: true,
      filter: true,
    },
    { source: 'judul_proyek', kind: 'text', list: true, search: true },
    // Comma-joined ids of iga_urusan_pemerintahan, as on the innovation.
    { source: 'urusan_pemerintah_id', kind: 'text', reference: 'iga_urusan_pemerintahan' },
    { source: 'nama_mentor', kind: 'text' },
    { source: 'executive_summary', kind: 'longtext' },
    { source: 'file_laporan', kind: 'file', accept: 'pdf' },
    // Spec 3: the video is a link (URL), not an upload.
    { source: 'file_video', kind: 'url', rule: { type: 'url' } },
    // The participant's account, set by the server.
    { source: 'user_id', kind: 'reference', reference: 'usr_asn', form: false },
  ],
});
