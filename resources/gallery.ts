import { MASTER_ADMINS, masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Photos of an album (child screen of albums, with a back link to it). */
export const gallery = defineResource({
  name: 'gallery',
  slug: 'gallery',
  recordLabel: 'judul',
  defaultSort: { field: 'judul', order: 'ASC' },
  access: masterDataAccess({ lookup: MASTER_ADMINS }),
  parent: { resource: 'albums', field: 'album_id' },
  fields: [
    {
      source: 'album_id',
      kind: 'reference',
      reference: 'albums',
      rules: 'mandatory',
      list: true,
      filter: true,
    },
    { source: 'judul', kind: 'text', rules: 'mandatory', list: true, sortable: true, search: true },
    // 450x450 pixels (spec 9).
    { source: 'thumb_url', kind: 'image', list: true },
    { source: 'photo_url', kind: 'image' },
  ],
});
