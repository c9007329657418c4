import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Provinces and kabupaten/kota (Kemendagri codes). Never deleted (spec 6). */
export const mDaerah = defineResource({
  name: 'm_daerah',
  slug: 'daerah',
  icon: 'region',
  menu: 'masterData',
  recordLabel: 'nama',
  defaultSort: { field: 'kode', order: 'ASC' },
  access: masterDataAccess({ deletable: false }),
  fields: [
    { source: 'kode', kind: 'text', required: true, list: true, sortable: true, search: true },
    { source: 'nama', kind: 'text', required: true, list: true, sortable: true, search: true },
    {
      source: 'tingkat',
      kind: 'select',
      required: true,
      list: true,
      filter: true,
      sortable: true,
      choices: [
        { id: 1, name: 'choices.tingkat.provinsi' },
        { id: 2, name: 'choices.tingkat.kabkota' },
      ],
    },
    {
      source: 'jenis',
      kind: 'select',
      required: true,
      list: true,
      filter: true,
      choices: ['provinsi', 'kabupaten', 'kota'].map((id) => ({
        id,
        name: `choices.jenis_daerah.${id}`,
      })),
    },
    // The province of a kabupaten/kota; empty for a province.
    { source: 'parent_id', kind: 'reference', reference: 'm_daerah', list: true, filter: true },
    { source: 'is_tertinggal', kind: 'boolean', filter: true },
    { source: 'is_perbatasan', kind: 'boolean', filter: true },
    { source: 'is_papua', kind: 'boolean', filter: true },
  ],
});
