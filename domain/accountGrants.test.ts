import { describe, expect, it } from 'vitest';
import {
  accountWriteVerdict,
  grantableRoles,
  passwordRefusal,
  type AccountChange,
  type AccountVerdict,
} from './accountGrants';
import { ACCOUNT_ADMIN_ROLES } from './accounts';
import { AGENCIES, DIKLAT_ACCOUNTS, REGIONAL_MANAGERS } from './policy';
import { ROLES, type Role } from './roles';

/**
 * The rule table of issue 21, finding 1, written out again from the words and not from
 * the implementation: which accounts each role reaches, what each write needs.
 */
const REACHES: Record<string, (role: string) => boolean> = {
  superadmin: () => true,
  admin: (r) => r !== 'superadmin',
  pemda: (r) => r === 'opd' || r === 'upt',
  kabkota: (r) => r === 'opd' || r === 'upt',
  dinas: (r) => r === 'opd' || r === 'upt',
  kecamatan: (r) => r === 'opd' || r === 'upt',
  'admin.diklat': (r) => r === 'admin.diklat.daerah' || r === 'peserta.diklat',
};
const reaches = (editor: string, role: string) => REACHES[editor]?.(role) ?? false;

type Field =
  | { name: 'role'; to: string }
  | { name: 'password' | 'disable' | 'enable' | 'nama_lengkap' | 'delete' };

function expected(
  editor: string,
  target: { role: string; self: boolean; active: boolean } | null,
  field: Field,
  others: number,
): string {
  const refused = (role: string) => (role === 'superadmin' ? '403 superadmin_only' : '403 other');
  if (target && !reaches(editor, target.role)) return refused(target.role);
  if (field.name === 'role' && field.to !== target?.role && !reaches(editor, field.to))
    return refused(field.to);
  if (
    field.name === 'password' &&
    target?.role === 'admin' &&
    !target.self &&
    editor !== 'superadmin'
  )
    return '403 admin_password';
  const endsSuperadmin =
    field.name === 'delete' ||
    field.name === 'disable' ||
    (field.name === 'role' && field.to !== 'superadmin');
  if (target?.role === 'superadmin' && target.active && endsSuperadmin && others === 0)
    return '409';
  return 'ok';
}

function changeOf(field: Field): AccountChange {
  switch (field.name) {
    case 'role':
      return { values: { role: field.to } };
    case 'password':
      return { values: { password: '$argon2id$hash' } };
    case 'disable':
      return { values: { is_active: 0 } };
    case 'enable':
      return { values: { is_active: 1 } };
    case 'nama_lengkap':
      return { values: { nama_lengkap: 'Nama Baru' } };
    case 'delete':
      return { delete: true };
  }
}

const outcome = (v: AccountVerdict) =>
  v.ok
    ? 'ok'
    : v.status === 409
      ? '409'
      : v.reason === 'role_not_grantable'
        ? '403 other'
        : `403 ${v.reason}`;

const FIELDS: Field[] = [
  ...ROLES.map((to) => ({ name: 'role' as const, to })),
  { name: 'password' },
  { name: 'disable' },
  { name: 'enable' },
  { name: 'nama_lengkap' },
  { name: 'delete' },
];

describe('who writes which account (issue 21, finding 1)', () => {
  it('matches the rule table for every editor role, target role and field', () => {
    let checked = 0;
    const mismatches: string[] = [];
    const check = (label: string, got: AccountVerdict, want: string) => {
      if (outcome(got) !== want) mismatches.push(`${label}: ${outcome(got)}, table says ${want}`);
      checked++;
    };
    for (const editor of ROLES) {
      // Creating: only the new role counts.
      for (const to of ROLES) {
        const got = accountWriteVerdict(
          { id: 1, roles: [editor] },
          null,
          changeOf({ name: 'role', to }),
          0,
        );
        check(`${editor} creates ${to}`, got, expected(editor, null, { name: 'role', to }, 0));
      }
      for (const targetRole of ROLES) {
        for (const self of targetRole === editor ? [true, false] : [false]) {
          for (const active of [true, false]) {
            for (const others of [0, 1]) {
              for (const field of FIELDS) {
                const got = accountWriteVerdict(
                  { id: 1, roles: [editor] },
                  { id: self ? 1 : 2, roles: [targetRole], active },
                  changeOf(field),
                  others,
                );
                const want = expected(editor, { role: targetRole, self, active }, field, others);
                const who = self ? 'itself' : targetRole;
                check(
                  `${editor} -> ${who} ${JSON.stringify(field)} a=${active} o=${others}`,
                  got,
                  want,
                );
              }
            }
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(ROLES.length * ROLES.length * FIELDS.length * 4);
  });

  it('reads comma-joined roles: any held role that reaches counts, every target role must be reached', () => {
    const pemdaAdmin = { id: 1, roles: ['pemda', 'admin'] as Role[] };
    expect(accountWriteVerdict(pemdaAdmin, null, { values: { role: 'viewer' } }, 0).ok).toBe(true);
    const mixed = { id: 2, roles: ['viewer', 'superadmin'] as Role[], active: true };
    expect(
      accountWriteVerdict(pemdaAdmin, mixed, { values: { nama_lengkap: 'x' } }, 1),
    ).toMatchObject({ status: 403, reason: 'superadmin_only' });
    // Granting "viewer,superadmin" at once is granting superadmin.
    expect(
      accountWriteVerdict(pemdaAdmin, null, { values: { role: 'viewer,superadmin' } }, 0),
    ).toMatchObject({ status: 403, reason: 'superadmin_only' });
    // A superadmin demoted to "superadmin,viewer" keeps superadmin: not its end.
    const alone = { id: 1, roles: ['superadmin'] as Role[], active: true };
    expect(accountWriteVerdict(alone, alone, { values: { role: 'superadmin,viewer' } }, 0).ok).toBe(
      true,
    );
  });

  it("offers each account screen's editors only the roles they may hand out", () => {
    expect(grantableRoles(['superadmin'], ACCOUNT_ADMIN_ROLES)).toEqual(ACCOUNT_ADMIN_ROLES);
    expect(grantableRoles(['admin'], ACCOUNT_ADMIN_ROLES)).toEqual(
      ACCOUNT_ADMIN_ROLES.filter((r) => r !== 'superadmin'),
    );
    for (const manager of REGIONAL_MANAGERS)
      expect(grantableRoles([manager], AGENCIES)).toEqual(AGENCIES);
    expect(grantableRoles(['admin.diklat'], DIKLAT_ACCOUNTS)).toEqual([
      'admin.diklat.daerah',
      'peserta.diklat',
    ]);
    expect(grantableRoles(['viewer'], ACCOUNT_ADMIN_ROLES)).toEqual([]);
  });

  it('tells the form when a password may not be set, and why', () => {
    const admin = { id: 5, roles: ['admin'] as Role[] };
    const at = (id: number, role: Role) => ({ id, roles: [role], active: true });
    expect(passwordRefusal(admin, at(1, 'superadmin'))).toBe('superadmin_only');
    expect(passwordRefusal(admin, at(6, 'admin'))).toBe('admin_password');
    expect(passwordRefusal(admin, at(5, 'admin'))).toBeNull();
    expect(passwordRefusal(admin, at(7, 'pemda'))).toBeNull();
    expect(passwordRefusal({ id: 1, roles: ['superadmin'] }, at(6, 'admin'))).toBeNull();
  });
});
