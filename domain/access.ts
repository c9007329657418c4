import { hasAnyRole, type Role } from './roles';

/** The CRUD actions every resource declares access for. */
export type CrudAction = 'list' | 'show' | 'create' | 'update' | 'delete';

/**
 * Who may perform each action on a resource: a list of roles, or `false` when nobody may
 * (e.g. urusan, daerah and wilayah can never be deleted). An action that is not declared is
 * denied: deny by default.
 */
export type ActionAccess = Partial<Record<CrudAction, readonly Role[] | false>>;

export interface AccessUser {
  roles: readonly string[];
}

export function canDo(
  access: ActionAccess | undefined,
  action: CrudAction,
  user: AccessUser | null,
): boolean {
  if (!user || !access) return false;
  const allowed = access[action];
  if (!allowed) return false;
  return hasAnyRole(user.roles, allowed);
}

/** Master data (spec 6): superadmin and admin only. */
export const MASTER_ADMINS: readonly Role[] = ['superadmin', 'admin'];

export const masterDataAccess = (opts: { deletable?: boolean; editable?: boolean } = {}) =>
  ({
    list: MASTER_ADMINS,
    show: MASTER_ADMINS,
    create: opts.editable === false ? false : MASTER_ADMINS,
    update: opts.editable === false ? false : MASTER_ADMINS,
    delete: opts.deletable === false || opts.editable === false ? false : MASTER_ADMINS,
  }) satisfies ActionAccess;
