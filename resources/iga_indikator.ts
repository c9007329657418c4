import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

const JENIS = ['C', 'T', 'L', 'H', 'G', 'D', 'X', 'Y', 'Z', 'V', 'F', 'A'] as const;
/** The eight variables (groups) of the method, by group_id - 1. */
export const GROUPS = [
  'institusi',
  'sdm',
  'infrastruktur',
  'kecanggihan_produk',
  'kecepatan_bisnis_proses',
  'output_pengetahuan',
  'jumlah_inovasi',
  'ekosistem_inovasi',
] as const;

/** Index indicators (spec 3, Indicator). May be added, edited and updated (spec 6). */
export const igaIndikator = defineResource({
  name: 'iga_indikator',
  slug: 'indikator',
  icon: 'indicator',
  menu: 'masterData',
  recordLabel: 'indikator',
  defaultSort: { field: 'no_urut', order: 'ASC' },
  access: masterDataAccess(),
  children: [{ resource: 'iga_skala', label: 'resources.iga_indikator.actions.skala' }],
  fields: [
    {
      source: 'tahun',
      kind: 'year',
      required: true,
      list: true,
      filter: true,
      sortable: true,
    },
    { source: 'no_urut', kind: 'number', required: true, list: true, sortable: true },
    {
      source: 'tipe',
      kind: 'select',
      required: true,
      list: true,
      filter: true,
      sortable: true,
      choices: ['P', 'I', 'V', 'R'].map((id) => ({ id, name: `choices.tipe_indikator.${id}` })),
    },
    { source: 'indikator', kind: 'longtext', required: true, list: true, search: true },
    { source: 'keterangan', kind: 'longtext', search: true },
    { source: 'data_pendukung', kind: 'longtext' },
    { source: 'jenis_file', kind: 'text' },
    {
      source: 'document_type',
      kind: 'select',
      filter: true,
      choices: [
        { id: 'umum', name: 'choices.document_type.umum' },
        { id: 'resmi', name: 'choices.document_type.resmi' },
        { id: 'video', name: 'choices.document_type.video' },
        { id: 'foto', name: 'choices.document_type.foto' },
        { id: 'URL', name: 'choices.document_type.url' },
      ],
    },
    // Allowed upload extensions, e.g. "pdf,jpg,png".
    { source: 'filetypes', kind: 'text' },
    { source: 'bobot', kind: 'score', required: true, list: true, sortable: true },
    { source: 'satuan', kind: 'text' },
    {
      source: 'jenis',
      kind: 'select',
      required: true,
      filter: true,
      choices: JENIS.map((id) => ({ id, name: `choices.jenis_indikator.${id}` })),
    },
    {
      source: 'group_id',
      kind: 'select',
      filter: true,
      sortable: true,
      choices: GROUPS.map((key, i) => ({ id: i + 1, name: `choices.group_indikator.${key}` })),
    },
    { source: 'parent_id', kind: 'reference', reference: 'iga_indikator', filter: true },
    { source: 'subs', kind: 'text' },
    {
      source: 'required',
      kind: 'select',
      list: true,
      filter: true,
      choices: [
        { id: 1, name: 'choices.required.mandatory' },
        { id: 0, name: 'choices.required.optional' },
      ],
    },
  ],
});
