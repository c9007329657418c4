import { hasAnyRole, type Role } from './roles';
import { MASTER_DATA_ROLES, SCREEN_ROLES, type ScreenId } from './screens';

/** The actions every resource declares access for. `lookup` feeds pickers. */
export type CrudAction = 'list' | 'show' | 'lookup' | 'create' | 'update' | 'delete';
export const CRUD_ACTIONS: readonly CrudAction[] = [
  'list',
  'show',
  'lookup',
  'create',
  'update',
  'delete',
];

/**
 * Who may perform an action: a list of roles, `'authenticated'` (any logged-in account),
 * `'public'` (also without a token) or `false` (nobody, e.g. urusan, daerah and wilayah can never
 * be deleted). An action that is not declared is denied: deny by default.
 */
export type AccessRule = readonly Role[] | 'authenticated' | 'public' | false;
export type ActionAccess = Partial<Record<CrudAction, AccessRule>>;

export interface AccessUser {
  roles: readonly string[];
}

export function isAllowed(rule: AccessRule | undefined, user: AccessUser | null): boolean {
  if (rule === undefined || rule === false) return false;
  if (rule === 'public') return true;
  if (!user) return false;
  if (rule === 'authenticated') return true;
  return hasAnyRole(user.roles, rule);
}

export const canDo = (
  access: ActionAccess | undefined,
  action: CrudAction,
  user: AccessUser | null,
): boolean => isAllowed(access?.[action], user);

/**
 * Every action open to the roles of a screen (SCREEN_ROLES), with `overrides` for the actions
 * that differ (a delete for fewer roles, a lookup for every account, ...).
 */
export const screenAccess = (screen: ScreenId, overrides: ActionAccess = {}): ActionAccess => {
  const roles: readonly Role[] = SCREEN_ROLES[screen];
  return {
    list: roles,
    show: roles,
    lookup: roles,
    create: roles,
    update: roles,
    delete: roles,
    ...overrides,
  };
};

/**
 * Access for a master-data resource (spec 6: superadmin and admin). Pickers (`lookup`) are open
 * to every logged-in account because forms all over the portal choose regions, affairs and
 * indicators.
 */
export const masterDataAccess = (
  opts: { deletable?: boolean; editable?: boolean } = {},
): ActionAccess => ({
  list: MASTER_DATA_ROLES,
  show: MASTER_DATA_ROLES,
  lookup: 'authenticated',
  create: opts.editable === false ? false : MASTER_DATA_ROLES,
  update: opts.editable === false ? false : MASTER_DATA_ROLES,
  delete: opts.deletable === false || opts.editable === false ? false : MASTER_DATA_ROLES,
});
