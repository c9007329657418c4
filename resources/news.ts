import { screenAccess } from '../domain/access';
import { defineResource } from './types';

/** News articles, Draft or Published. */
export const news = defineResource({
  name: 'news',
  slug: 'news',
  icon: 'news',
  menu: 'konfigurasi',
  recordLabel: 'title',
  defaultSort: { field: 'created_at', order: 'DESC' },
  access: screenAccess('news'),
  fields: [
    { source: 'title', kind: 'text', required: true, list: true, sortable: true, search: true },
    { source: 'excerpt', kind: 'longtext', search: true },
    { source: 'description', kind: 'richtext' },
    { source: 'photo_url', kind: 'image', list: true },
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
    // Empty: set to the moment the news is first published (server/features/content/hooks/news.ts).
    { source: 'published_at', kind: 'datetime', list: true, sortable: true },
    { source: 'created_at', kind: 'datetime', list: true, sortable: true, form: false },
  ],
});
