import { ACCOUNT_ADMIN_ROLES } from '../domain/accounts';
import { screenAccess } from '../domain/access';
import { ACTIONS } from '../domain/actions';
import { ROLES } from '../domain/roles';
import {
  activeField,
  areaField,
  identityFields,
  reviewRegionsField,
  lastLoginField,
  opdField,
  passwordField,
  regionField,
  roleChoices,
  roleField,
  uptField,
} from './accountFields';
import { defineResource } from './types';

/**
 * User accounts for superadmin and admin (`account-admin`, spec 5/6). Roles are limited to the
 * assignable list; OPD, UPT, area and region apply only to the roles that use them. Changing a
 * password or disabling an account ends its sessions (server/features/accounts/hooks/usr_asn.ts).
 */
export const usrAsn = defineResource({
  name: 'usr_asn',
  slug: 'account-admin',
  icon: 'accounts',
  menu: 'konfigurasi',
  recordLabel: 'username',
  defaultSort: { field: 'username', order: 'ASC' },
  access: screenAccess('account-admin', { delete: ACTIONS['akun.delete'].roles }),
  fields: [
    ...identityFields,
    roleField(ACCOUNT_ADMIN_ROLES, {
      sortable: true,
      // Accounts made by seed or other screens hold the other roles too.
      shownChoices: roleChoices(ROLES),
    }),
    regionField,
    opdField,
    uptField,
    areaField,
    reviewRegionsField,
    passwordField,
    activeField,
    lastLoginField,
  ],
});
