import { REGIONAL_ACCOUNT_MANAGERS, REGIONAL_ACCOUNT_ROLES } from '../domain/accounts';
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
  slug: 'account',
  menu: 'konfigurasi',
  recordLabel: 'username',
  defaultSort: { field: 'username', order: 'ASC' },
  scope: { region: { field: 'm_daerah_id', via: 'daerah' } },
  baseFilter: { role: REGIONAL_ACCOUNT_ROLES },
  access: {
    list: REGIONAL_ACCOUNT_MANAGERS,
    show: REGIONAL_ACCOUNT_MANAGERS,
    lookup: REGIONAL_ACCOUNT_MANAGERS,
    create: REGIONAL_ACCOUNT_MANAGERS,
    update: REGIONAL_ACCOUNT_MANAGERS,
    delete: REGIONAL_ACCOUNT_MANAGERS,
  },
  fields: [
    ...identityFields,
    roleField(REGIONAL_ACCOUNT_ROLES),
    { source: 'm_daerah_id', kind: 'reference', reference: 'm_daerah', form: false, list: true },
    opdField,
    uptField,
    passwordField,
    activeField,
    lastLoginField,
  ],
});
