import { MASTER_ADMINS } from '../domain/access';
import { defineResource } from './types';

/**
 * Application settings (name / setting_value). The app reads them before login (spec 7: the call
 * carries a token only when one exists), so reading is public; only admins write. Never store a
 * secret here.
 */
export const appSettings = defineResource({
  name: 'app_settings',
  slug: 'settings',
  menu: 'konfigurasi',
  recordLabel: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  screen: MASTER_ADMINS,
  access: {
    list: 'public',
    show: 'public',
    lookup: 'public',
    create: MASTER_ADMINS,
    update: MASTER_ADMINS,
    delete: MASTER_ADMINS,
  },
  fields: [
    { source: 'name', kind: 'text', rules: 'mandatory', list: true, sortable: true, search: true },
    { source: 'setting_value', kind: 'longtext', list: true, search: true },
  ],
});
