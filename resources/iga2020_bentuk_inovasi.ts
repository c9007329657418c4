import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Forms of innovation (PP 38/2017): tata kelola, pelayanan publik, lainnya. */
export const iga2020BentukInovasi = defineResource({
  name: 'iga2020_bentuk_inovasi',
  slug: 'bentuk-inovasi',
  icon: 'category',
  menu: 'masterData',
  recordLabel: 'nama',
  defaultSort: { field: 'nama', order: 'ASC' },
  access: masterDataAccess(),
  fields: [
    { source: 'nama', kind: 'text', required: true, list: true, sortable: true, search: true },
  ],
});
