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
    // Empty: made from the title; unique, URL-safe (server/features/content/hooks/announcements.ts).
    { source: 'slug', kind: 'text', list: true },
    { source: 'content', kind: 'richtext' },
    { source: 'file', kind: 'file' },
    // Only published announcements show on /pengumuman (issue 26); new ones start as drafts.
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
