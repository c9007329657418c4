import type { Context } from 'hono';
import { ACTIONS, type ActionId } from '../../domain/actions';
import { hasAnyRole } from '../../domain/roles';
import type { AppEnv } from '../context';
import { enforceAction } from '../crud/actionRules';
import { hooksFor } from '../crud/hooks';
import { profil_pemda } from '../db/schema';
import { fail, MESSAGES } from '../http';
import { findParent, mayRead } from '../services/documents';
import type { AuthUser } from '../services/users';

type Ctx = Context<AppEnv>;
export type ProfileRow = typeof profil_pemda.$inferSelect;

export function loggedIn(c: Ctx): AuthUser {
  const user = c.var.user;
  if (!user) throw fail(401, MESSAGES.unauthenticated);
  return user;
}

/** The profile if the account may open it: show access (else 403), in scope (else 404). */
export async function readableProfile(c: Ctx, id: number): Promise<ProfileRow> {
  const user = loggedIn(c);
  if (!mayRead('daerah', user)) throw fail(403, MESSAGES.forbidden);
  const parent = await findParent(c.var.db, 'daerah', id, user);
  if (!parent) throw fail(404, MESSAGES.notFound);
  return parent.row as ProfileRow;
}

/** The action's roles (403), the profile in scope (404) and the action's state rule (409). */
export async function writableProfile(c: Ctx, id: number, action: ActionId): Promise<ProfileRow> {
  const user = loggedIn(c);
  if (!hasAnyRole(user.roles, ACTIONS[action].roles)) throw fail(403, MESSAGES.forbidden);
  const parent = await findParent(c.var.db, 'daerah', id, user);
  if (!parent) throw fail(404, MESSAGES.notFound);
  await enforceAction(c.var.db, c.var.deps, action, hooksFor(profil_pemda), user, parent.row);
  return parent.row as ProfileRow;
}
