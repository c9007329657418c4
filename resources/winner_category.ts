import { MASTER_ADMINS, masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Award categories of past winners. */
export const winnerCategory = defineResource({
  name: 'winner_category',
  slug: 'winner-category',
  menu: 'konfigurasi',
  recordLabel: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  access: masterDataAccess({ lookup: MASTER_ADMINS }),
  fields: [
    { source: 'name', kind: 'text', rules: 'mandatory', list: true, sortable: true, search: true },
  ],
});
