import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Downloadable content shown on the public lists (guides, annual reports, documents). */
export const contents = defineResource({
  name: 'contents',
  slug: 'contents',
  icon: 'document',
  menu: 'masterData',
  recordLabel: 'title',
  defaultSort: { field: 'created_at', order: 'DESC' },
  access: masterDataAccess(),
  fields: [
    {
      source: 'category_id',
      kind: 'reference',
      reference: 'content_categories',
      required: true,
      list: true,
      filter: true,
    },
    { source: 'title', kind: 'text', required: true, list: true, sortable: true, search: true },
    { source: 'description', kind: 'longtext', search: true },
    { source: 'file', kind: 'file', list: true },
    // Only published content shows on the public lists (issue 26); new content starts as a draft.
    {
      source: 'is_published',
      kind: 'select',
      list: true,
      filter: true,
      sortable: true,
      choices: [
        { id: 0, name: 'choices.publikasi.draft' },
        { id: 1, name: 'choices.publikasi.published' },
      ],
    },
    { source: 'created_at', kind: 'datetime', list: true, sortable: true, form: false },
  ],
});
