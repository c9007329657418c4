import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Training types picked in training reports (laporan_diklat). */
export const jenisPelatihan = defineResource({
  name: 'jenis_pelatihan',
  slug: 'jenis-pelatihan-diklat',
  icon: 'training',
  menu: 'masterData',
  recordLabel: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  access: masterDataAccess(),
  fields: [
    { source: 'name', kind: 'text', required: true, list: true, sortable: true, search: true },
  ],
});
