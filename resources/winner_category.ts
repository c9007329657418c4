import { screenAccess } from '../domain/access';
import { defineResource } from './types';

/** Award categories of past winners. */
export const winnerCategory = defineResource({
  name: 'winner_category',
  slug: 'winner-category',
  icon: 'award',
  menu: 'konfigurasi',
  recordLabel: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  access: screenAccess('winner-category'),
  fields: [
    { source: 'name', kind: 'text', required: true, list: true, sortable: true, search: true },
  ],
});
