import { screenAccess } from '../domain/access';
import { ACTIONS } from '../domain/actions';
import { ONE_PROFILE_ROLES, STAFF } from '../domain/policy';
import { SCREEN_ROLES } from '../domain/screens';
import { defineResource } from './types';

/**
 * Region profile, one per pemda. The list screen (profil-pemda-old) is for staff, and for a
 * pemda/opd/asn account its own row (spec 2: one profile per such account); pemda reads and
 * edits its own profile on profil-pemda-daerah (POST /crud/profil_pemda/{id}, spec 6 "Profile
 * edit: superadmin, admin, pemda") and viewers open it on detail-pemda-verifikasi. Row scoping
 * keeps pemda to its own record. The pact and the logo are not written here (form: false): spec 7
 * gives them their own calls (/pakta/{id}, /logo), which the region-profile screens bring.
 */
export const profilPemda = defineResource({
  name: 'profil_pemda',
  slug: 'profil-pemda-old',
  icon: 'profile',
  menu: 'penilaianIndeks',
  recordLabel: 'nama',
  defaultSort: { field: 'nama', order: 'ASC' },
  scope: { region: { field: 'm_daerah_id', via: 'daerah' } },
  actions: { update: 'profil.edit' },
  access: screenAccess('profil-pemda-old', {
    // Opened from the list, from detail-pemda-verifikasi and by pemda on profil-pemda-daerah.
    show: [...SCREEN_ROLES['profil-pemda-old'], ...SCREEN_ROLES['detail-pemda-verifikasi']],
    lookup: 'authenticated',
    // Spec 2: a pemda/opd/asn account adds its region's one profile (a second one is a 409).
    create: [...STAFF, ...ONE_PROFILE_ROLES],
    update: ACTIONS['profil.edit'].roles,
    delete: STAFF,
  }),
  fields: [
    {
      source: 'm_daerah_id',
      kind: 'reference',
      reference: 'm_daerah',
      required: true,
      list: true,
      filter: true,
    },
    { source: 'nama', kind: 'text', required: true, list: true, sortable: true, search: true },
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
    { source: 'email', kind: 'email', rule: { type: 'email' }, list: true },
    { source: 'no_telp', kind: 'text', rule: { type: 'phone' } },
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
    { source: 'created_by', kind: 'reference', reference: 'usr_asn', form: false },
  ],
});
