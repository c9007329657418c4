import { masterDataAccess } from '../domain/access';
import { defineResource } from './types';

/** Themes: old tematik codes 0-8 and the Asta Cita priorities 9-16. */
export const iga2020Tematik = defineResource({
  name: 'iga2020_tematik',
  slug: 'tematik',
  icon: 'theme',
  menu: 'masterData',
  recordLabel: 'nama',
  defaultSort: { field: 'id', order: 'ASC' },
  access: masterDataAccess(),
  fields: [
    // The id is the theme code stored in iga2020_inovasi.is_covid (no serial), so admins
    // enter it when they create a theme.
    { source: 'id', kind: 'number', required: true, list: true, sortable: true },
    { source: 'nama', kind: 'text', required: true, list: true, sortable: true, search: true },
  ],
});
