import { screenAccess } from '../domain/access';
import { ACCOUNT_FIELD_ROLES } from '../domain/accounts';
import { ACTIONS } from '../domain/actions';
import { DIKLAT_ACCOUNTS } from '../domain/policy';
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
  table: 'usr_asn',
  slug: 'konfigurasi-akun-diklat',
  icon: 'accounts',
  menu: 'laporanDiklat',
  recordLabel: 'username',
  defaultSort: { field: 'username', order: 'ASC' },
  baseFilter: { role: DIKLAT_ACCOUNTS },
  access: screenAccess('konfigurasi-akun-diklat', {
    create: ACTIONS['akun_diklat.write'].roles,
    update: ACTIONS['akun_diklat.write'].roles,
    delete: ACTIONS['akun_diklat.write'].roles,
  }),
  actions: {
    create: 'akun_diklat.write',
    update: 'akun_diklat.write',
    delete: 'akun_diklat.write',
  },
  fields: [
    ...identityFields,
    roleField(DIKLAT_ACCOUNTS),
    {
      source: 'm_daerah_id',
      kind: 'reference',
      reference: 'm_daerah',
      list: true,
      filter: true,
      // The regional training roles belong to a region (spec 5).
      visibleWhen: { field: 'role', values: ACCOUNT_FIELD_ROLES.m_daerah_id },
    },
    passwordField,
    activeField,
    lastLoginField,
  ],
});
