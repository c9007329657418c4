import { screenAccess } from '../domain/access';
import { defineResource } from './types';

/** Technical units (Unit Pelaksana Teknis) under an OPD. */
export const upt = defineResource({
  name: 'upt',
  slug: 'upt',
  icon: 'unit',
  menu: 'konfigurasi',
  recordLabel: 'nama',
  defaultSort: { field: 'nama', order: 'ASC' },
  scope: { region: { field: 'm_daerah_id', via: 'daerah' } },
  access: screenAccess('upt', { lookup: 'authenticated' }),
  fields: [
    {
      source: 'm_daerah_id',
      kind: 'reference',
      reference: 'm_daerah',
      required: true,
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
    { source: 'nama', kind: 'text', required: true, list: true, sortable: true, search: true },
  ],
});
