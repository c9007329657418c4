import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Award clusters (Provinsi, Kabupaten, Kota, Daerah Tertinggal, ...). */
export const igaKlaster = defineResource({
  name: 'iga_klaster',
  slug: 'klaster',
  menu: 'masterData',
  recordLabel: 'klaster',
  defaultSort: { field: 'klaster', order: 'ASC' },
  access: masterDataAccess(),
  children: [{ resource: 'iga_klaster_daerah', label: 'resources.iga_klaster.actions.detail' }],
  fields: [
    {
      source: 'klaster',
      kind: 'text',
      rules: 'mandatory',
      list: true,
      sortable: true,
      search: true,
    },
  ],
});
