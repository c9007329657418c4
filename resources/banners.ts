import { screenAccess } from '../domain/access';
import { defineResource } from './types';

/** Banners of the public home (/beranda), in their order, each optionally linking somewhere. */
export const banners = defineResource({
  name: 'banners',
  slug: 'banners',
  icon: 'banner',
  menu: 'konfigurasi',
  recordLabel: 'judul',
  defaultSort: { field: 'urutan', order: 'ASC' },
  access: screenAccess('banners'),
  fields: [
    { source: 'judul', kind: 'text', required: true, list: true, sortable: true, search: true },
    { source: 'url', kind: 'url', rule: { type: 'url', paths: true }, list: true },
    { source: 'image_url', kind: 'image', list: true },
    // Place on the public home, ascending (server/features/portal/services/portal.ts bannerList).
    {
      source: 'urutan',
      kind: 'number',
      list: true,
      sortable: true,
      rule: { type: 'minval', n: 0 },
    },
  ],
});
