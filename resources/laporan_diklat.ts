import type { ActionAccess } from '../domain/access';
import type { Role } from '../domain/roles';
import { defineResource } from './types';

/** Only these roles handle training reports (spec 6); peserta.diklat sees only its own rows. */
const DIKLAT: readonly Role[] = [
  'superadmin',
  'admin.diklat',
  'admin.diklat.daerah',
  'peserta.diklat',
];
const ACCESS: ActionAccess = {
  list: DIKLAT,
  show: DIKLAT,
  lookup: DIKLAT,
  create: DIKLAT,
  update: DIKLAT,
  delete: DIKLAT,
};

/** Training report (laporan diklat) of one participant. */
export const laporanDiklat = defineResource({
  name: 'laporan_diklat',
  slug: 'data-diklat',
  menu: 'laporanDiklat',
  recordLabel: 'nama_peserta',
  defaultSort: { field: 'nama_peserta', order: 'ASC' },
  scope: {
    region: { field: 'profil_id', via: 'profil' },
    owner: { field: 'user_id', roles: ['peserta.diklat'] },
  },
  access: ACCESS,
  fields: [
    {
      source: 'nama_peserta',
      kind: 'text',
      rules: 'mandatory',
      list: true,
      sortable: true,
      search: true,
    },
    { source: 'nip', kind: 'text', list: true, search: true },
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
    { source: 'urusan_pemerintah_id', kind: 'text' },
    { source: 'nama_mentor', kind: 'text' },
    { source: 'executive_summary', kind: 'longtext' },
    { source: 'file_laporan', kind: 'file' },
    { source: 'file_video', kind: 'url' },
    // The participant's account, set by the server.
    { source: 'user_id', kind: 'number', form: false },
  ],
});
