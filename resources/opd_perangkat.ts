import { screenAccess } from '../domain/access';
import { defineResource } from './types';

/** Regional agencies (Organisasi Perangkat Daerah). */
export const opdPerangkat = defineResource({
  name: 'opd_perangkat',
  slug: 'opd',
  icon: 'agency',
  menu: 'konfigurasi',
  recordLabel: 'nama',
  defaultSort: { field: 'nama', order: 'ASC' },
  scope: { region: { field: 'm_daerah_id', via: 'daerah' } },
  // Managers (spec 6) administer the list, regional ones in their own region; every account may
  // pick an OPD in its forms.
  access: screenAccess('opd', { lookup: 'authenticated' }),
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
  ],
});
