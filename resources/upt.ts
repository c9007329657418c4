import { OPD_UPT_ACCESS } from './opd_perangkat';
import { defineResource } from './types';

/** Technical units (Unit Pelaksana Teknis) under an OPD. */
export const upt = defineResource({
  name: 'upt',
  slug: 'upt',
  menu: 'konfigurasi',
  recordLabel: 'nama',
  defaultSort: { field: 'nama', order: 'ASC' },
  scope: { region: { field: 'm_daerah_id', via: 'daerah' } },
  access: OPD_UPT_ACCESS,
  fields: [
    {
      source: 'm_daerah_id',
      kind: 'reference',
      reference: 'm_daerah',
      rules: 'mandatory',
      list: true,
      filter: true,
    },
    {
      source: 'opd_perangkat_id',
      kind: 'reference',
      reference: 'opd_perangkat',
      list: true,
      filter: true,
    },
    { source: 'nama', kind: 'text', rules: 'mandatory', list: true, sortable: true, search: true },
  ],
});
