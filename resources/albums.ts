import { MASTER_ADMINS, masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Photo albums; their photos are the child screen gallery. */
export const albums = defineResource({
  name: 'albums',
  slug: 'albums',
  menu: 'konfigurasi',
  recordLabel: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  access: masterDataAccess({ lookup: MASTER_ADMINS }),
  children: [{ resource: 'gallery', label: 'resources.albums.actions.gallery' }],
  fields: [
    { source: 'name', kind: 'text', rules: 'mandatory', list: true, sortable: true, search: true },
  ],
});
