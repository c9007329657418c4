import { screenAccess } from '../domain/access';
import { defineResource } from './types';

/** Photos of an album (child screen of albums, with a back link to it). */
export const gallery = defineResource({
  name: 'gallery',
  slug: 'gallery',
  icon: 'photo',
  recordLabel: 'judul',
  defaultSort: { field: 'judul', order: 'ASC' },
  access: screenAccess('gallery'),
  parent: { resource: 'albums', field: 'album_id' },
  fields: [
    {
      source: 'album_id',
      kind: 'reference',
      reference: 'albums',
      required: true,
      list: true,
      filter: true,
    },
    { source: 'judul', kind: 'text', required: true, list: true, sortable: true, search: true },
    // The photo as uploaded, and its 450x450 thumbnail (spec 9), which the server makes from it
    // on every new photo (server/features/content/hooks/gallery.ts): never uploaded by hand.
    { source: 'photo_url', kind: 'image' },
    { source: 'thumb_url', kind: 'image', list: true, form: false },
  ],
});
