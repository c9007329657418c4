import { ACCOUNT_FIELD_ROLES } from '../domain/accounts';
import type { Role } from '../domain/roles';
import type { Choice, FieldConfig } from './types';

/** Role choices labelled by the shared role names (`choices.role.<role>`). */
export const roleChoices = (roles: readonly Role[]): Choice[] =>
  roles.map((r) => ({ id: r, name: `choices.role.${r.replace(/\./g, '_')}` }));

/**
 * Spec 5 says the OPD and UPT fields are *empty* for other roles, while area and region are only
 * *shown* for some: a kecamatan or provinsi account keeps the region the form does not show.
 */
const when = (field: keyof typeof ACCOUNT_FIELD_ROLES, hidden: 'empty' | 'keep' = 'empty') => ({
  field: 'role',
  values: ACCOUNT_FIELD_ROLES[field],
  hidden,
});

/** The role select of an account screen, offering `roles`. */
export const roleField = (
  roles: readonly Role[],
  extra: Partial<FieldConfig> = {},
): FieldConfig => ({
  source: 'role',
  kind: 'select',
  required: true,
  list: true,
  filter: true,
  choices: roleChoices(roles),
  accountGrant: 'role',
  ...extra,
});

/** Fields every account screen shows, in form order. */
export const identityFields: readonly FieldConfig[] = [
  {
    source: 'username',
    kind: 'text',
    required: true,
    list: true,
    sortable: true,
    search: true,
  },
  {
    source: 'nama_lengkap',
    kind: 'text',
    required: true,
    list: true,
    sortable: true,
    search: true,
  },
  { source: 'nama_panggilan', kind: 'text' },
  { source: 'email', kind: 'email', rule: { type: 'email' }, list: true, search: true },
];

export const opdField: FieldConfig = {
  source: 'opd_perangkat_id',
  kind: 'reference',
  reference: 'opd_perangkat',
  filter: true,
  // Spec 5: the OPD list depends on the chosen region.
  lookupFilter: { m_daerah_id: 'm_daerah_id' },
  visibleWhen: when('opd_perangkat_id'),
};

export const uptField: FieldConfig = {
  source: 'upt_id',
  kind: 'reference',
  reference: 'upt',
  filter: true,
  lookupFilter: { m_daerah_id: 'm_daerah_id' },
  visibleWhen: when('upt_id'),
};

export const areaField: FieldConfig = {
  source: 'area',
  kind: 'select',
  filter: true,
  choices: [
    { id: 0, name: 'choices.area.none' },
    { id: 1, name: 'choices.area.wilayah1' },
    { id: 2, name: 'choices.area.wilayah2' },
    { id: 3, name: 'choices.area.tambahan' },
  ],
  visibleWhen: when('area', 'keep'),
};

/** Issue 9: the regions (within its area) a verifier or quality controller works on. */
export const reviewRegionsField: FieldConfig = {
  source: 'daerah_verifikasi',
  kind: 'text',
  reference: 'm_daerah',
  multiple: true,
  visibleWhen: when('daerah_verifikasi'),
};

export const regionField: FieldConfig = {
  source: 'm_daerah_id',
  kind: 'reference',
  reference: 'm_daerah',
  list: true,
  filter: true,
  visibleWhen: when('m_daerah_id', 'keep'),
};

/** Long enough and hard to guess (domain/passwordStrength.ts), on the server and the client. */
export const passwordField: FieldConfig = {
  source: 'password',
  kind: 'password',
  rule: { type: 'password' },
  accountGrant: 'password',
};

export const activeField: FieldConfig = {
  source: 'is_active',
  kind: 'select',
  list: true,
  filter: true,
  choices: [
    { id: 1, name: 'choices.status_akun.aktif' },
    { id: 0, name: 'choices.status_akun.nonaktif' },
  ],
};

export const lastLoginField: FieldConfig = {
  source: 'last_login_at',
  kind: 'datetime',
  form: false,
  sortable: true,
};
