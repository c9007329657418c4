import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Categories of downloadable content (panduan, laporan tahunan, dokumen). */
export const contentCategories = defineResource({
  name: 'content_categories',
  slug: 'categories',
  icon: 'folder',
  menu: 'masterData',
  recordLabel: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  access: masterDataAccess(),
  fields: [
    { source: 'name', kind: 'text', required: true, list: true, sortable: true, search: true },
    // The public lists (/content/panduan, ...) find their category by this slug.
    { source: 'slug', kind: 'text', required: true, list: true, sortable: true },
  ],
});
