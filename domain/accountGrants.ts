import { ADMIN, ADMINISTERED_ROLES, SUPERADMIN } from './policy';
import { parseRoles, type Role } from './roles';

/**
 * Who may write which account (issue 21, finding 1; a deliberate deviation from spec 6, see
 * docs/decisions.md "Who hands out which role"):
 * - an account hands out only roles it administers (policy.ts ADMINISTERED_ROLES: never one
 *   above its own), and touches only accounts whose every role it administers, so only a
 *   superadmin creates, edits, disables or deletes a superadmin account or sets its password;
 * - an admin sets no other admin's password (taking over a peer's account);
 * - the last active superadmin is neither disabled, deleted nor demoted (409).
 * The server applies it to every write of the accounts table, whichever screen sends it; the
 * account form offers only what it allows. Other rules (a screen's offered roles, spec 6's
 * action rules, the row scope) still apply on top.
 */

export interface AccountEditor {
  id: number;
  roles: readonly Role[];
}

/** The account as stored before the write. */
export interface AccountTarget {
  id: number;
  roles: readonly Role[];
  active: boolean;
}

/**
 * The write: a delete, or the values a create or update stores (`role` as stored, comma-joined;
 * `password` present when it is set; `is_active` 1 or 0).
 */
export type AccountChange = { delete: true } | { values: Readonly<Record<string, unknown>> };

export type AccountRefusal = 'superadmin_only' | 'role_not_grantable' | 'admin_password';

export type AccountVerdict =
  | { ok: true }
  | { ok: false; status: 403; reason: AccountRefusal }
  | { ok: false; status: 409; reason: 'last_superadmin' };

const ALLOWED: AccountVerdict = { ok: true };

/** Whether the roles hold the top role, superadmin (the seed's first account, issue 21's rules). */
export const isSuperadmin = (roles: readonly string[]): boolean => roles.includes(SUPERADMIN);

/** Whether an account holding `editorRoles` may hand out (and administer accounts of) `role`. */
export function mayGrant(editorRoles: readonly Role[], role: Role): boolean {
  return editorRoles.some((r) => ADMINISTERED_ROLES[r]?.includes(role) ?? false);
}

/** The roles of `offered` (a screen's choices) that this account may hand out. */
export function grantableRoles<T extends string>(
  editorRoles: readonly Role[],
  offered: readonly T[],
): T[] {
  return offered.filter((r) => parseRoles(r).every((role) => mayGrant(editorRoles, role)));
}

const refuse = (role: Role): AccountVerdict => ({
  ok: false,
  status: 403,
  reason: role === SUPERADMIN ? 'superadmin_only' : 'role_not_grantable',
});

/** Whether the write ends a superadmin's rights: deleted, disabled, or its role taken away. */
function endsSuperadmin(target: AccountTarget, change: AccountChange): boolean {
  if (!target.active || !target.roles.includes(SUPERADMIN)) return false;
  if ('delete' in change) return true;
  const v = change.values;
  if ('is_active' in v && Number(v.is_active) !== 1) return true;
  return 'role' in v && !parseRoles(v.role as string).includes(SUPERADMIN);
}

/**
 * The verdict on one write of an account. `target` is null on create; `otherActiveSuperadmins`
 * counts the active superadmin accounts besides the target (read under lock by the server).
 */
export function accountWriteVerdict(
  editor: AccountEditor,
  target: AccountTarget | null,
  change: AccountChange,
  otherActiveSuperadmins: number,
): AccountVerdict {
  // An account above the editor is out of its reach whatever the write (superadmin first, so
  // the answer names it).
  const above = (target?.roles ?? []).filter((r) => !mayGrant(editor.roles, r));
  if (above.length) return refuse(above.includes(SUPERADMIN) ? SUPERADMIN : above[0]!);

  if ('values' in change) {
    const v = change.values;
    if ('role' in v) {
      const granted = parseRoles(v.role as string).filter((r) => !target?.roles.includes(r));
      const denied = granted.filter((r) => !mayGrant(editor.roles, r));
      if (denied.length) return refuse(denied.includes(SUPERADMIN) ? SUPERADMIN : denied[0]!);
    }
    if ('password' in v && target && !mayResetPassword(editor, target)) {
      return { ok: false, status: 403, reason: 'admin_password' };
    }
  }

  if (target && endsSuperadmin(target, change) && otherActiveSuperadmins < 1) {
    return { ok: false, status: 409, reason: 'last_superadmin' };
  }
  return ALLOWED;
}

/**
 * Whether the editor may set this account's password: its own always; another admin's only as
 * superadmin; any other account it administers (checked before).
 */
function mayResetPassword(editor: AccountEditor, target: AccountTarget): boolean {
  if (target.id === editor.id || editor.roles.includes(SUPERADMIN)) return true;
  return !target.roles.includes(ADMIN);
}

/**
 * What the account form may offer for an existing account: null when its password may be set,
 * else why not (the form shows the password field disabled with this reason).
 */
export function passwordRefusal(
  editor: AccountEditor,
  target: AccountTarget,
): AccountRefusal | null {
  const verdict = accountWriteVerdict(editor, target, { values: { password: true } }, 1);
  return verdict.ok || verdict.status !== 403 ? null : verdict.reason;
}
