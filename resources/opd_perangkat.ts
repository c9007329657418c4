import type { ActionAccess } from '../domain/access';
import type { Role } from '../domain/roles';
import { defineResource } from './types';

/** Who manages OPD and UPT lists (spec 6); regional roles only within their own region. */
export const OPD_UPT_MANAGERS: readonly Role[] = [
  'superadmin',
  'admin',
  'kabkota',
  'dinas',
  'kecamatan',
  'pemda',
];

/** Managers administer the lists; every account may pick an OPD or UPT in its forms. */
export const OPD_UPT_ACCESS: ActionAccess = {
  list: OPD_UPT_MANAGERS,
  show: OPD_UPT_MANAGERS,
  lookup: 'authenticated',
  create: OPD_UPT_MANAGERS,
  update: OPD_UPT_MANAGERS,
  delete: OPD_UPT_MANAGERS,
};

/** Regional agencies (Organisasi Perangkat Daerah). */
export const opdPerangkat = defineResource({
  name: 'opd_perangkat',
  slug: 'opd',
  menu: 'konfigurasi',
  recordLabel: 'nama',
  defaultSort: { field: 'nama', order: 'ASC' },
  scope: { region: { field: 'm_daerah_id', via: 'daerah' } },
  access: OPD_UPT_ACCESS,
  fields: [
    {
      source: 'm_daerah_id',
      kind: 'reference',
      reference: 'm_daerah',
      rules: 'mandatory',
      list: true,
      filter: true,
    },
    { source: 'nama', kind: 'text', rules: 'mandatory', list: true, sortable: true, search: true },
  ],
});
