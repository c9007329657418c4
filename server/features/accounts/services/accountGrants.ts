import { and, asc, eq, like, or } from 'drizzle-orm';
import {
  accountWriteVerdict,
  type AccountChange,
  type AccountVerdict,
} from '../../../../domain/accountGrants';
import { SUPERADMIN } from '../../../../domain/policy';
import { parseRoles } from '../../../../domain/roles';
import type { ApiMessage } from '../../../../i18n/id/api';
import type { Db } from '../../../platform/db/client';
import { usr_asn } from '../../../platform/db/schema';
import { fail, MESSAGES } from '../../../platform/http/http';
import type { AuthUser } from '../../../platform/auth/users';

const REFUSALS: Record<Exclude<AccountVerdict, { ok: true }>['reason'], ApiMessage> = {
  superadmin_only: 'accountSuperadminOnly',
  role_not_grantable: 'accountRoleNotGrantable',
  admin_password: 'accountAdminPassword',
  last_superadmin: 'accountLastSuperadmin',
};

/**
 * Applies domain/accountGrants.ts to one write of the accounts table, inside the write's
 * transaction: 403 or 409 with the reason. The editor, the target and every active superadmin
 * are read as stored now and locked (in id order, so concurrent writes queue instead of
 * deadlocking): two superadmins demoting each other cannot both find the other one left, and an
 * editor demoted a moment ago writes with its new roles.
 */
export async function enforceAccountGrants(
  db: Db,
  editor: AuthUser | null,
  targetId: number | null,
  change: AccountChange,
): Promise<void> {
  if (!editor) throw fail(401, MESSAGES.unauthenticated);
  const rows = await db
    .select({ id: usr_asn.id, role: usr_asn.role, is_active: usr_asn.is_active })
    .from(usr_asn)
    .where(
      or(
        and(eq(usr_asn.is_active, 1), like(usr_asn.role, `%${SUPERADMIN}%`)),
        eq(usr_asn.id, editor.id),
        targetId === null ? undefined : eq(usr_asn.id, targetId),
      ),
    )
    .orderBy(asc(usr_asn.id))
    .for('update');
  const self = rows.find((r) => r.id === editor.id);
  if (!self || self.is_active !== 1) throw fail(401, MESSAGES.unauthenticated);
  const row = targetId === null ? null : rows.find((r) => r.id === targetId);
  if (targetId !== null && !row) throw fail(404, MESSAGES.notFound);
  const otherSuperadmins = rows.filter(
    (r) => r.id !== targetId && r.is_active === 1 && parseRoles(r.role).includes(SUPERADMIN),
  ).length;
  const verdict = accountWriteVerdict(
    { id: editor.id, roles: parseRoles(self.role) },
    row ? { id: row.id, roles: parseRoles(row.role), active: row.is_active === 1 } : null,
    change,
    otherSuperadmins,
  );
  if (!verdict.ok) throw fail(verdict.status, MESSAGES[REFUSALS[verdict.reason]]);
}
