import { screenAccess } from '../domain/access';
import { defineResource } from './types';

/** Site sections (about us, profile, FAQ) of the public pages. Superadmin and admin only. */
export const tuxeContents = defineResource({
  name: 'tuxe_contents',
  slug: 'tuxe-contents',
  icon: 'article',
  menu: 'konfigurasi',
  recordLabel: 'judul',
  defaultSort: { field: 'judul', order: 'ASC' },
  access: screenAccess('tuxe-contents'),
  fields: [
    { source: 'judul', kind: 'text', required: true, list: true, sortable: true, search: true },
    { source: 'slug', kind: 'text', required: true, list: true },
    {
      source: 'section',
      kind: 'select',
      required: true,
      list: true,
      filter: true,
      sortable: true,
      choices: [
        { id: 'about-us', name: 'choices.tuxe_section.about_us' },
        { id: 'profil', name: 'choices.tuxe_section.profil' },
        { id: 'faq', name: 'choices.tuxe_section.faq' },
      ],
    },
    { source: 'content', kind: 'richtext' },
  ],
});
