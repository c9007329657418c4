import { MASTER_ADMINS, masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Banners of the landing page, each optionally linking somewhere. */
export const banners = defineResource({
  name: 'banners',
  slug: 'banners',
  menu: 'konfigurasi',
  recordLabel: 'judul',
  defaultSort: { field: 'judul', order: 'ASC' },
  access: masterDataAccess({ lookup: MASTER_ADMINS }),
  fields: [
    { source: 'judul', kind: 'text', rules: 'mandatory', list: true, sortable: true, search: true },
    { source: 'url', kind: 'url', list: true },
    { source: 'image_url', kind: 'image', list: true },
  ],
});
