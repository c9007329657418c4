import { screenAccess } from '../domain/access';
import { defineResource } from './types';

/** Photo albums; their photos are the child screen gallery. */
export const albums = defineResource({
  name: 'albums',
  slug: 'albums',
  icon: 'album',
  menu: 'konfigurasi',
  recordLabel: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  access: screenAccess('albums'),
  children: [{ resource: 'gallery', label: 'resources.albums.actions.gallery' }],
  fields: [
    { source: 'name', kind: 'text', required: true, list: true, sortable: true, search: true },
  ],
});
