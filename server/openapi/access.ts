import { createMiddleware } from 'hono/factory';
import { ACTIONS, type ActionId } from '../../domain/actions';
import { hasAnyRole, type Role } from '../../domain/roles';
import { SCREEN_ROLES, type ScreenId } from '../../domain/screens';
import type { AppEnv } from '../context';
import { fail, MESSAGES } from '../http';

/**
 * What a route declares about who may call it. Roles are never listed here: a screen or an
 * action names its roles once, in `domain/screens.ts` / `domain/actions.ts`.
 * - `public`: anyone, logged in or not;
 * - `login`: any logged-in account (scope checks, 404 outside its regions, stay in services);
 * - `{screen}`: the roles that open that screen; `{action}`: the roles of that action (its
 *   settings/state conditions answer 409 in the service, after the row is read).
 */
export type Access =
  | 'public'
  | 'login'
  | { screen: ScreenId }
  | { action: ActionId }
  /** A call several screens use (a lookup of two account screens): the roles of any of them. */
  | { anyScreen: readonly ScreenId[] };

/** The roles an access declaration admits, or null for public / any login. */
export function accessRoles(access: Access): readonly Role[] | null {
  if (typeof access === 'string') return null;
  if ('anyScreen' in access) return [...new Set(access.anyScreen.flatMap((s) => SCREEN_ROLES[s]))];
  return 'screen' in access ? SCREEN_ROLES[access.screen] : ACTIONS[access.action].roles;
}

/**
 * The one place the API answers 403. Services that refuse for a reason other than the caller's
 * roles (an admin editing a superadmin, say) throw it with that reason.
 */
export const forbidden = (reason: string = MESSAGES.forbidden) => fail(403, reason);

/** 401 without a login, 403 when none of the account's roles is admitted. */
export const requireAccess = (access: Access) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (access !== 'public') {
      const user = c.get('user');
      if (!user) throw fail(401, MESSAGES.unauthenticated);
      const roles = accessRoles(access);
      if (roles && !hasAnyRole(user.roles, roles)) throw forbidden();
      c.set('account', user);
    }
    await next();
  });

export const requireScreen = (screen: ScreenId) => requireAccess({ screen });
export const requireAction = (action: ActionId) => requireAccess({ action });
export const requireLogin = requireAccess('login');
