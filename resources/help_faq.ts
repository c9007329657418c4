import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Frequently asked questions shown on the faq screen. */
export const helpFaq = defineResource({
  name: 'help_faq',
  slug: 'master-faq',
  icon: 'faq',
  menu: 'masterData',
  recordLabel: 'question',
  defaultSort: { field: 'question', order: 'ASC' },
  access: masterDataAccess(),
  fields: [
    {
      source: 'question',
      kind: 'text',
      required: true,
      list: true,
      sortable: true,
      search: true,
    },
    { source: 'answer', kind: 'richtext', required: true, list: true, search: true },
  ],
});
