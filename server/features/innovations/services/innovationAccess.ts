import type { Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ActionId } from '../../../../domain/actions';
import type { AppEnv } from '../../../platform/http/context';
import { enforceAction } from '../../../crud/actionRules';
import { fail, MESSAGES } from '../../../platform/http/http';
import { recordInScope } from '../../../crud/recordInScope';
import { innovationTableHooks, type InnovationRow } from './tableHooks';

type Ctx = Context<AppEnv>;
export type { InnovationRow };

/**
 * The innovation if it lies in the account's scope (404 otherwise). The roles are the route's
 * declared access (`{action: 'inovasi.read'}`, or the write action), checked before this runs.
 */
export async function readableInnovation(c: Ctx, id: number): Promise<InnovationRow> {
  // The row `innovationFirst` read before the body, taken once by the handler's own check: a
  // round trip less on every innovation write, and never a row older than the request's writes.
  const first = checkedFirst.get(c);
  if (first) {
    checkedFirst.delete(c);
    if (first.id === id) return first;
  }
  const row = await recordInScope(c.var.db, 'iga2020_inovasi', id, c.var.account);
  if (!row) throw fail(404, MESSAGES.notFound);
  return row as InnovationRow;
}
const checkedFirst = new WeakMap<Ctx, InnovationRow>();

/**
 * The innovation in scope (404) and the action's state rule (409: expired, sent, period closed),
 * as for editing the innovation itself; the action's roles (403) are the route's declaration.
 */
export async function writableInnovation(
  c: Ctx,
  id: number,
  action: ActionId = 'inovasi.update',
): Promise<InnovationRow> {
  const row = await readableInnovation(c, id);
  await enforceAction(c.var.db, c.var.deps, action, innovationTableHooks(), c.var.account, row);
  return row;
}

const notDigits = createMiddleware<AppEnv>(async (c) =>
  c.json({ status: 0, message: MESSAGES.unknownPath }, 404),
);

/**
 * An innovation's own paths take digits only as its id: anything else is no route at all, the
 * API's 404 `Alamat API tidak dikenal.` for every caller, as before these routes were declared
 * (the declaration's `/inovasi/{id}/...` alone would answer 401 or 400). Call it on the router
 * before its declared routes, with the paths written with `:id`.
 * @example digitsOnlyId(createRouter(), '/inovasi/:id/evaluasi').openapi(route, handler)
 */
export function digitsOnlyId<R extends Hono<AppEnv>>(router: R, ...paths: string[]): R {
  for (const path of paths) router.use(path.replace(':id', ':id{[^/]*[^0-9/][^/]*}'), notDigits);
  return router;
}

/** The innovation's scope before its body is read (issue 27 B9), as `profileFirst`. */
export const innovationFirst = (param: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const raw = c.req.param(param);
    if (raw && /^\d{1,9}$/.test(raw)) checkedFirst.set(c, await readableInnovation(c, Number(raw)));
    await next();
  });
