import { ACTIONS } from '../domain/actions';
import { DIKLAT_ACCOUNT_ROLES } from '../domain/accounts';
import { SCREEN_ROLES } from '../domain/screens';
import {
  activeField,
  identityFields,
  lastLoginField,
  passwordField,
  roleField,
} from './accountFields';
import { defineResource } from './types';

/**
 * Training accounts (`konfigurasi-akun-diklat`, spec 6): superadmin and admin.diklat manage the
 * three diklat roles; only superadmin may hand out admin.diklat (action rule
 * `akun_diklat.write`). Regional diklat roles belong to a region.
 */
export const akunDiklat = defineResource({
  name: 'akun_diklat',
  slug: 'konfigurasi-akun-diklat',
  menu: 'laporanDiklat',
  recordLabel: 'username',
  defaultSort: { field: 'username', order: 'ASC' },
  baseFilter: { role: DIKLAT_ACCOUNT_ROLES },
  access: {
    list: SCREEN_ROLES['konfigurasi-akun-diklat'],
    show: SCREEN_ROLES['konfigurasi-akun-diklat'],
    lookup: SCREEN_ROLES['konfigurasi-akun-diklat'],
    create: ACTIONS['akun_diklat.write'].roles,
    update: ACTIONS['akun_diklat.write'].roles,
    delete: ACTIONS['akun_diklat.write'].roles,
  },
  actions: {
    create: 'akun_diklat.write',
    update: 'akun_diklat.write',
    delete: 'akun_diklat.write',
  },
  fields: [
    ...identityFields,
    roleField(DIKLAT_ACCOUNT_ROLES),
    {
      source: 'm_daerah_id',
      kind: 'reference',
      reference: 'm_daerah',
      list: true,
      filter: true,
      visibleWhen: { field: 'role', values: ['admin.diklat.daerah', 'peserta.diklat'] },
    },
    passwordField,
    activeField,
    lastLoginField,
  ],
});
