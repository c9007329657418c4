import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Detail themes ("Detil Tematik"), grouped by the theme code they belong to (5 or 8). */
export const iga2020Covid = defineResource({
  name: 'iga2020_covid',
  slug: 'detail-tematik',
  icon: 'theme',
  menu: 'masterData',
  recordLabel: 'nama',
  defaultSort: { field: 'nama', order: 'ASC' },
  access: masterDataAccess(),
  fields: [
    {
      source: 'group_id',
      kind: 'reference',
      reference: 'iga2020_tematik',
      required: true,
      list: true,
      filter: true,
      sortable: true,
    },
    { source: 'nama', kind: 'text', required: true, list: true, sortable: true, search: true },
  ],
});
