import { ACTIONS } from '../domain/actions';
import { OWN_INNOVATION_ROLES } from '../domain/scoping';
import { ASTA_CITA_MIN } from '../domain/innovationCompleteness';
import { MIN_WORDS } from '../domain/innovationRules';
import { SCREEN_ROLES } from '../domain/screens';
import { defineResource, type Choice } from './types';

const VIEWERS = SCREEN_ROLES['inovasi-daerah'];

const choices = (
  group: string,
  entries: readonly (readonly [string | number, string])[],
): Choice[] => entries.map(([id, key]) => ({ id, name: `choices.${group}.${key}` }));

const YA_TIDAK = choices('ya_tidak', [
  [0, 'tidak'],
  [1, 'ya'],
]);

/**
 * A regional innovation (spec 3). Stage, state and period rules (expiry, iga_status, registration
 * status, the 300-word design text, Asta Cita >= 9, date ranges) are enforced by the innovation
 * workflow, not by these field rules; opd and upt only see their own rows (row scoping).
 */
export const iga2020Inovasi = defineResource({
  name: 'iga2020_inovasi',
  slug: 'inovasi-daerah',
  icon: 'innovation',
  menu: 'database',
  recordLabel: 'nama',
  defaultSort: { field: 'nama', order: 'ASC' },
  scope: {
    region: { field: 'profil_id', via: 'profil' },
    owner: { field: 'created_by', roles: OWN_INNOVATION_ROLES },
    year: 'tahun',
    excludeIndex: 'is_index',
  },
  // Competition entries share the table (`lomba = 1`, resources/lomba_inovasi.ts): never here.
  baseFilter: { lomba: [0] },
  access: {
    list: VIEWERS,
    show: VIEWERS,
    lookup: 'authenticated',
    create: ACTIONS['inovasi.create'].roles,
    update: ACTIONS['inovasi.update'].roles,
    delete: ACTIONS['inovasi.delete'].roles,
  },
  actions: { create: 'inovasi.create', update: 'inovasi.update', delete: 'inovasi.delete' },
  // Spec 5: Asta Cita >= 9, 300 words, the period's date window (domain/innovationRules.ts).
  recordRule: 'innovation',
  // Thirty fields: one tab per part of the record, the save bar always in view.
  formLayout: {
    layout: 'tabs',
    sections: [
      {
        title: 'resources.iga2020_inovasi.sections.identitas',
        fields: [
          'nama',
          'profil_id',
          'opd_perangkat_id',
          'upt_id',
          'tahun',
          'inovasi_status',
          'inisiator',
          'nama_inisiator',
        ],
      },
      {
        title: 'resources.iga2020_inovasi.sections.klasifikasi',
        fields: [
          'klasifikasi_inovasi',
          'jenis_inovasi',
          'bentuk_inovasi',
          'is_covid',
          'klaster_covid_id',
          'urusan_pemerintah_id',
          'koordinat',
        ],
      },
      {
        title: 'resources.iga2020_inovasi.sections.waktu',
        fields: ['waktu', 'waktu_implementasi', 'is_developed', 'waktu_pengembangan'],
      },
      {
        title: 'resources.iga2020_inovasi.sections.uraian',
        fields: ['latar_belakang', 'tujuan', 'manfaat', 'hasil_inovasi'],
      },
      {
        title: 'resources.iga2020_inovasi.sections.dokumen',
        fields: ['anggaran', 'profil_bisnis', 'haki', 'penghargaan'],
      },
    ],
  },
  listCard: {
    primary: 'nama',
    secondary: ['profil_id', 'tahun', 'jenis_inovasi'],
    badge: 'inovasi_status',
  },
  fields: [
    { source: 'nama', kind: 'text', required: true, list: true, sortable: true, search: true },
    // Region-bound roles get their own profile whatever they send (spec 6, data scoping).
    {
      source: 'profil_id',
      kind: 'reference',
      reference: 'profil_pemda',
      required: true,
      list: true,
      filter: true,
    },
    { source: 'opd_perangkat_id', kind: 'reference', reference: 'opd_perangkat', filter: true },
    { source: 'upt_id', kind: 'reference', reference: 'upt' },
    {
      source: 'tahun',
      kind: 'year',
      required: true,
      list: true,
      filter: true,
      sortable: true,
    },
    {
      source: 'inovasi_status',
      kind: 'select',
      required: true,
      list: true,
      filter: true,
      sortable: true,
      choices: choices('tahapan', [
        [0, 'inisiatif'],
        [1, 'uji_coba'],
        [2, 'penerapan'],
      ]),
    },
    {
      source: 'inisiator',
      kind: 'select',
      required: true,
      choices: choices('inisiator', [
        ['Kepala Daerah', 'kepala_daerah'],
        ['Anggota DPRD', 'anggota_dprd'],
        ['OPD', 'opd'],
        ['ASN', 'asn'],
        ['Masyarakat', 'masyarakat'],
      ]),
    },
    { source: 'nama_inisiator', kind: 'text', required: true },
    {
      source: 'klasifikasi_inovasi',
      kind: 'select',
      choices: choices('klasifikasi_inovasi', [
        ['Inovasi Perangkat Daerah', 'perangkat_daerah'],
        ['Inovasi Desa dan Kelurahan', 'desa_kelurahan'],
        ['Inovasi Masyarakat', 'masyarakat'],
      ]),
    },
    {
      source: 'jenis_inovasi',
      kind: 'select',
      required: true,
      list: true,
      filter: true,
      choices: choices('jenis_inovasi', [
        ['Digital', 'digital'],
        ['Non Digital', 'non_digital'],
      ]),
    },
    {
      source: 'bentuk_inovasi',
      kind: 'reference',
      reference: 'iga2020_bentuk_inovasi',
      required: true,
      list: true,
      filter: true,
    },
    // The theme code (Asta Cita 9-16 for new entries).
    {
      source: 'is_covid',
      kind: 'reference',
      reference: 'iga2020_tematik',
      required: true,
      filter: true,
      // Issue 27 B4: the picker offers 9-16 only; an old theme shows read-only with a hint.
      offeredFrom: ASTA_CITA_MIN,
    },
    // Detil Tematik: optional, only for themes 5 and 8.
    {
      source: 'klaster_covid_id',
      kind: 'reference',
      reference: 'iga2020_covid',
      // The covid cluster (theme 1) or the detail of themes 5 and 8, listed for that theme.
      visibleWhen: { field: 'is_covid', values: [1, 5, 8] },
      lookupFilter: { group_id: 'is_covid' },
    },
    // Comma-joined ids of iga_urusan_pemerintahan, shown by their names.
    {
      source: 'urusan_pemerintah_id',
      kind: 'text',
      reference: 'iga_urusan_pemerintahan',
      required: true,
      multiple: true,
    },
    { source: 'koordinat', kind: 'text', required: true },
    { source: 'waktu', kind: 'date', required: true },
    {
      source: 'waktu_implementasi',
      kind: 'date',
      required: true,
      list: true,
      sortable: true,
      lockedWhenSent: true,
    },
    { source: 'is_developed', kind: 'select', required: true, choices: YA_TIDAK },
    {
      source: 'waktu_pengembangan',
      kind: 'date',
      visibleWhen: { field: 'is_developed', values: [1] },
    },
    { source: 'latar_belakang', kind: 'longtext', required: true, wordCount: MIN_WORDS },
    { source: 'tujuan', kind: 'longtext', required: true },
    { source: 'manfaat', kind: 'longtext', required: true },
    { source: 'hasil_inovasi', kind: 'longtext', required: true },
    { source: 'anggaran', kind: 'file' },
    { source: 'profil_bisnis', kind: 'file' },
    { source: 'haki', kind: 'file' },
    { source: 'penghargaan', kind: 'file' },
    // System fields: set by the server and the workflow, never written through the form.
    { source: 'created_by', kind: 'reference', reference: 'usr_asn', form: false },
    { source: 'is_index', kind: 'select', choices: YA_TIDAK, form: false },
    { source: 'nomor', kind: 'text', form: false },
    { source: 'kematangan', kind: 'score', sortable: true, form: false },
    { source: 'verifikasi_points', kind: 'score', sortable: true, form: false },
    { source: 'submitable', kind: 'select', choices: YA_TIDAK, form: false },
    {
      source: 'qc',
      kind: 'select',
      form: false,
      choices: choices('status_qc', [
        [0, 'pending'],
        [1, 'verified'],
        [2, 'rejected'],
      ]),
    },
    // Completeness, kept by the server when answers or documents change (issue 8).
    { source: 'status_dokumen', kind: 'select', choices: YA_TIDAK, filter: true, form: false },
    { source: 'kelengkapan', kind: 'percent', sortable: true, form: false },
  ],
});
