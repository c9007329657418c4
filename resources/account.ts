import { screenAccess } from '../domain/access';
import { AGENCIES } from '../domain/policy';
import {
  activeField,
  identityFields,
  lastLoginField,
  opdField,
  passwordField,
  roleField,
  uptField,
} from './accountFields';
import { defineResource } from './types';

/**
 * OPD and UPT accounts managed by a pemda-side account (`account`, spec 6): only those two
 * roles, only inside the manager's own region (the region is imposed by the server).
 */
export const account = defineResource({
  name: 'account',
  table: 'usr_asn',
  slug: 'account',
  icon: 'accounts',
  menu: 'konfigurasi',
  recordLabel: 'username',
  defaultSort: { field: 'username', order: 'ASC' },
  scope: { region: { field: 'm_daerah_id', via: 'daerah' } },
  baseFilter: { role: AGENCIES },
  access: screenAccess('account'),
  fields: [
    ...identityFields,
    roleField(AGENCIES),
    { source: 'm_daerah_id', kind: 'reference', reference: 'm_daerah', form: false, list: true },
    opdField,
    uptField,
    passwordField,
    activeField,
    lastLoginField,
  ],
});
