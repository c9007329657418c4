import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Award clusters (Provinsi, Kabupaten, Kota, Daerah Tertinggal, ...). */
export const igaKlaster = defineResource({
  name: 'iga_klaster',
  slug: 'klaster',
  icon: 'cluster',
  menu: 'masterData',
  recordLabel: 'klaster',
  defaultSort: { field: 'klaster', order: 'ASC' },
  access: masterDataAccess(),
  children: [{ resource: 'iga_klaster_daerah', label: 'resources.iga_klaster.actions.detail' }],
  fields: [
    {
      source: 'klaster',
      kind: 'text',
      required: true,
      list: true,
      sortable: true,
      search: true,
    },
  ],
});
