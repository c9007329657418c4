import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ACTIONS, type ActionId } from '../../../domain/actions';
import { hasAnyRole, type Role } from '../../../domain/roles';
import { SCREEN_ROLES, type ScreenId } from '../../../domain/screens';
import type { ApiMessage } from '../../../i18n/id/api';
import type { AppEnv } from '../http/context';
import type { AuthUser } from '../auth/authUser';
import { fail, MESSAGES } from '../http/http';
import { fromLoopback } from './loopback';

/**
 * A rule naming roles once, in `domain/screens.ts` / `domain/actions.ts`: the roles that open a
 * screen, the roles of an action, or those of any of several (a call two screens share).
 */
export type RoleRule =
  | { screen: ScreenId }
  | { action: ActionId }
  | { anyScreen: readonly ScreenId[] }
  | { anyOf: readonly ({ screen: ScreenId } | { action: ActionId })[] };

/** What a role rule may add: the 403's own message, and callers that need no login. */
export interface RuleOptions {
  /** The 403's message (an i18n/id/api.ts key) when it says more than "no access". */
  refusal?: ApiMessage;
  /** `loopback`: a call from this machine without X-Forwarded-For needs no login (a scraper). */
  exempt?: 'loopback';
}

/**
 * Access that depends on a request parameter (a path parameter, else the query's): the value of
 * `on` picks its rule in `by`. A value outside `by` needs any of their roles and then meets the
 * route's validator (400), so no value gets further than every rule would let it.
 */
export interface ParamAccess {
  on: string;
  by: Readonly<Record<string, RoleRule>>;
}

/**
 * What a route declares about who may call it. Roles are never listed here.
 * - `public`: anyone, logged in or not;
 * - `login`: any logged-in account (scope checks, 404 outside its regions, stay in services);
 * - a role rule: `{screen}`, `{action}` (its settings/state conditions answer 409 in the
 *   service, after the row is read), `{anyScreen}`, `{anyOf}`;
 * - `{on, by}`: a role rule per value of a parameter.
 */
export type Access = 'public' | 'login' | (RoleRule & RuleOptions) | (ParamAccess & RuleOptions);

const rolesOf = (rule: RoleRule): readonly Role[] => {
  if ('anyScreen' in rule) return [...new Set(rule.anyScreen.flatMap((s) => SCREEN_ROLES[s]))];
  if ('anyOf' in rule) return [...new Set(rule.anyOf.flatMap(rolesOf))];
  return 'screen' in rule ? SCREEN_ROLES[rule.screen] : ACTIONS[rule.action].roles;
};

/** The roles an access declaration admits (for `{on}`, any value's), or null for public / login. */
export function accessRoles(access: Access): readonly Role[] | null {
  if (typeof access === 'string') return null;
  if ('on' in access) return [...new Set(Object.values(access.by).flatMap(rolesOf))];
  return rolesOf(access);
}

/** The roles for this request: its parameter's rule for `{on}`, else the declaration's. */
function rolesFor(c: Context<AppEnv>, access: Exclude<Access, string>): readonly Role[] {
  if (!('on' in access)) return rolesOf(access);
  const value = c.req.param(access.on) ?? c.req.query(access.on);
  const rule = value !== undefined && Object.hasOwn(access.by, value) ? access.by[value] : null;
  return rule ? rolesOf(rule) : accessRoles(access)!;
}

/** How the OpenAPI description names a role rule: `layar \`x\``, `aksi \`y\``, ... */
export function describeRule(rule: RoleRule): string {
  const what =
    'anyScreen' in rule
      ? `layar ${rule.anyScreen.map((s) => `\`${s}\``).join(' atau ')}`
      : 'anyOf' in rule
        ? rule.anyOf.map(describeRule).join(' atau ')
        : 'screen' in rule
          ? `layar \`${rule.screen}\``
          : `aksi \`${rule.action}\``;
  return 'anyOf' in rule ? what : `${what} (${rolesOf(rule).join(', ')})`;
}

/** The "Akses: ..." line of a route's OpenAPI description. */
export function describeAccess(access: Access): string {
  if (access === 'public') return 'Akses: publik.';
  if (access === 'login') return 'Akses: setiap akun yang masuk (lingkup wilayah diperiksa).';
  const who =
    'on' in access
      ? `menurut \`${access.on}\`: ${Object.entries(access.by)
          .map(([value, rule]) => `\`${value}\` ${describeRule(rule)}`)
          .join('; ')}`
      : 'anyOf' in access
        ? access.anyOf.map(describeRule).join(' atau ')
        : describeRule(access);
  const exempt =
    access.exempt === 'loopback'
      ? '; tanpa login dari loopback (127.0.0.1, ::1) tanpa header X-Forwarded-For'
      : '';
  return `Akses: ${who}${exempt}.`;
}

/**
 * The one place the API answers 403. Services that refuse for a reason other than the caller's
 * roles (an admin editing a superadmin, say) throw it with that reason.
 */
export const forbidden = (reason: string = MESSAGES.forbidden) => fail(403, reason);

/**
 * 401 without a login, 403 when none of the account's roles is admitted (for `{on}`: by the
 * rule of the parameter's value). Behind it `c.var.account` is the account.
 */
/** Hands the checked account to the handler as `c.var.account` (never null behind a login). */
export function holdAccount(c: Context<AppEnv>, user: AuthUser): void {
  c.set('account', user);
}

export const requireAccess = (access: Access) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (access === 'public') return next();
    if (typeof access !== 'string' && access.exempt === 'loopback' && fromLoopback(c))
      return next();
    const user = c.get('user');
    if (!user) throw fail(401, MESSAGES.unauthenticated);
    if (typeof access !== 'string' && !hasAnyRole(user.roles, rolesFor(c, access)))
      throw forbidden(access.refusal ? MESSAGES[access.refusal] : undefined);
    holdAccount(c, user);
    await next();
  });
