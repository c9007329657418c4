import { screenAccess } from '../domain/access';
import { defineResource } from './types';

/**
 * Application settings (name / setting_value). The app reads them before login (spec 7: the call
 * carries a token only when one exists), so reading is public; only admins write. Never store a
 * secret here.
 */
export const appSettings = defineResource({
  name: 'app_settings',
  slug: 'settings',
  icon: 'settings',
  menu: 'konfigurasi',
  recordLabel: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  // The settings screen is for its SCREEN_ROLES; reading the values is public.
  access: screenAccess('settings', { list: 'public', show: 'public', lookup: 'public' }),
  fields: [
    { source: 'name', kind: 'text', required: true, list: true, sortable: true, search: true },
    { source: 'setting_value', kind: 'longtext', list: true, search: true },
  ],
});
