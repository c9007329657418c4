import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Assessment areas (Wilayah I, Wilayah II). Never deleted (spec 6). */
export const wilayah = defineResource({
  name: 'wilayah',
  slug: 'wilayah',
  icon: 'area',
  menu: 'masterData',
  recordLabel: 'nama',
  defaultSort: { field: 'nama', order: 'ASC' },
  access: masterDataAccess({ deletable: false }),
  children: [{ resource: 'wilayah_daerah', label: 'resources.wilayah.actions.detail' }],
  fields: [
    { source: 'nama', kind: 'text', required: true, list: true, sortable: true, search: true },
  ],
});
