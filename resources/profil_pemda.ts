import type { Role } from '../domain/roles';
import { defineResource } from './types';

const ADMINS: readonly Role[] = ['superadmin', 'admin'];
const LISTERS: readonly Role[] = ['superadmin', 'admin', 'tim.penilai', 'verifikator'];

/**
 * Region profile, one per pemda. The list screen (profil-pemda-old) is for staff; pemda reads and
 * edits its own profile on profil-pemda-daerah (POST /crud/profil_pemda/{id}, spec 6 "Profile
 * edit: superadmin, admin, pemda") and viewers open it on detail-pemda-verifikasi. Row scoping
 * keeps pemda to its own record. The pact is uploaded through /pakta/{id}, the logo through /logo.
 */
export const profilPemda = defineResource({
  name: 'profil_pemda',
  slug: 'profil-pemda-old',
  menu: 'penilaianIndeks',
  recordLabel: 'nama',
  defaultSort: { field: 'nama', order: 'ASC' },
  scope: { region: { field: 'm_daerah_id', via: 'daerah' } },
  access: {
    list: LISTERS,
    show: [...LISTERS, 'pemda', 'viewer'],
    lookup: 'authenticated',
    create: ADMINS,
    update: [...ADMINS, 'pemda'],
    delete: ADMINS,
  },
  fields: [
    {
      source: 'm_daerah_id',
      kind: 'reference',
      reference: 'm_daerah',
      rules: 'mandatory',
      list: true,
      filter: true,
    },
    { source: 'nama', kind: 'text', rules: 'mandatory', list: true, sortable: true, search: true },
    {
      source: 'nama_opd',
      kind: 'select',
      list: true,
      filter: true,
      choices: [
        { id: 'Badan Litbang', name: 'choices.nama_opd.badan_litbang' },
        { id: 'Bappedalitbang', name: 'choices.nama_opd.bappedalitbang' },
        { id: 'brida', name: 'choices.nama_opd.brida' },
        { id: 'diluar', name: 'choices.nama_opd.diluar' },
      ],
    },
    { source: 'alamat', kind: 'longtext' },
    { source: 'email', kind: 'email', rules: 'email', list: true },
    { source: 'no_telp', kind: 'text', rules: 'phone' },
    { source: 'nama_admin', kind: 'text', list: true, search: true },
    // May hold a whole <iframe>; the server keeps only its src, from a map provider (spec 5).
    { source: 'map_embed', kind: 'longtext', format: 'mapEmbed' },
    // Spec 3: `[{name, value}]`, each value a file_url of POST /api/media/upload.
    { source: 'files', kind: 'files' },
    { source: 'logo_url', kind: 'image', form: false },
    { source: 'pakta_pemda_filename', kind: 'file', form: false },
    // Set only by the ranking flag (spec 6 ranking-index); refused through /crud.
    {
      source: 'is_iga',
      kind: 'select',
      filter: true,
      form: false,
      choices: [
        { id: 0, name: 'choices.ya_tidak.tidak' },
        { id: 1, name: 'choices.ya_tidak.ya' },
      ],
    },
    { source: 'created_by', kind: 'number', form: false },
  ],
});
