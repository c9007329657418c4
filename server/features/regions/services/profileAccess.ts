import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ActionId } from '../../../../domain/actions';
import type { AppEnv } from '../../../platform/http/context';
import { enforceAction } from '../../../crud/actionRules';
import { fail, MESSAGES } from '../../../platform/http/http';
import { recordInScope } from '../../../crud/recordInScope';
import { profileTableHooks, type ProfileRow } from '../../innovations/services/tableHooks';

type Ctx = Context<AppEnv>;
export type { ProfileRow };

/**
 * The profile if it lies in the account's scope (404 otherwise). The roles are the route's
 * declared access (`{action: 'profil.read'}`, or the write action), checked before this runs.
 */
export async function profileInScope(c: Ctx, id: number): Promise<ProfileRow> {
  // Read once per request: `profileFirst` checks it before the body, the handler uses it after
  // (a round trip less on every region write, the deadline's most frequent request).
  const known = checked.get(c);
  if (known?.id === id) return known;
  const row = await recordInScope(c.var.db, 'profil_pemda', id, c.var.account);
  if (!row) throw fail(404, MESSAGES.notFound);
  checked.set(c, row as ProfileRow);
  return row as ProfileRow;
}
const checked = new WeakMap<Ctx, ProfileRow>();

/**
 * The profile in scope (404) and the action's state rule (409), for a route that declares
 * `{action}` (its roles, 403, are checked before this runs).
 */
export async function writableProfile(c: Ctx, id: number, action: ActionId): Promise<ProfileRow> {
  const profile = await profileInScope(c, id);
  await enforceAction(c.var.db, c.var.deps, action, profileTableHooks(), c.var.account, profile);
  return profile;
}

/**
 * The profile's scope before its body is read (issue 27 B9): a write to another region's profile
 * is its 404 whatever it sends, never a 422 about the body. Goes in the declaration's
 * `middleware`, which runs after the access check and before the validators.
 */
export const profileFirst = (param: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const raw = c.req.param(param);
    if (raw && /^\d{1,9}$/.test(raw)) await profileInScope(c, Number(raw));
    await next();
  });
