import type { Context } from 'hono';
import { ACTIONS, type ActionId } from '../../domain/actions';
import { hasAnyRole } from '../../domain/roles';
import type { AppEnv } from '../context';
import { enforceAction } from '../crud/actionRules';
import { hooksFor } from '../crud/hooks';
import { iga2020_inovasi } from '../db/schema';
import { fail, MESSAGES } from '../http';
import { findParent, mayRead } from '../services/documents';
import { loggedIn } from './profileAccess';

type Ctx = Context<AppEnv>;
export type InnovationRow = typeof iga2020_inovasi.$inferSelect;

/** The innovation if the account may open it: show access (else 403), in scope (else 404). */
export async function readableInnovation(c: Ctx, id: number): Promise<InnovationRow> {
  const user = loggedIn(c);
  if (!mayRead('inovasi', user)) throw fail(403, MESSAGES.forbidden);
  const parent = await findParent(c.var.db, 'inovasi', id, user);
  if (!parent) throw fail(404, MESSAGES.notFound);
  return parent.row as InnovationRow;
}

/**
 * The action's roles (403), the innovation in scope (404) and the action's state rule (409:
 * expired, sent, period closed), as for editing the innovation itself.
 */
export async function writableInnovation(
  c: Ctx,
  id: number,
  action: ActionId = 'inovasi.update',
): Promise<InnovationRow> {
  const user = loggedIn(c);
  if (!hasAnyRole(user.roles, ACTIONS[action].roles)) throw fail(403, MESSAGES.forbidden);
  const parent = await findParent(c.var.db, 'inovasi', id, user);
  if (!parent) throw fail(404, MESSAGES.notFound);
  await enforceAction(c.var.db, c.var.deps, action, hooksFor(iga2020_inovasi), user, parent.row);
  return parent.row as InnovationRow;
}
