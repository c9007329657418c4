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
    // 450x450 pixels (spec 9).
    { source: 'thumb_url', kind: 'image', list: true },
    { source: 'photo_url', kind: 'image' },
  ],
});
