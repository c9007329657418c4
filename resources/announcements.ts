import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Announcements, published on the public /pengumuman list. */
export const announcements = defineResource({
  name: 'announcements',
  slug: 'announcements',
  icon: 'announcement',
  menu: 'masterData',
  recordLabel: 'judul',
  defaultSort: { field: 'created_at', order: 'DESC' },
  access: masterDataAccess(),
  fields: [
    { source: 'judul', kind: 'text', required: true, list: true, sortable: true, search: true },
    { source: 'slug', kind: 'text', required: true, list: true },
    { source: 'content', kind: 'richtext' },
    { source: 'file', kind: 'file' },
    { source: 'created_at', kind: 'datetime', list: true, sortable: true, form: false },
  ],
});
