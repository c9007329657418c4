import type { Context } from 'hono';
import { isAllowed, type CrudAction } from '../../domain/access';
import type { ResourceConfig } from '../../resources/types';
import type { AppEnv } from '../context';
import { fail, MESSAGES } from '../http';

/** 401 when a login would help, 403 when it would not; deny by default. */
export function authorize(c: Context<AppEnv>, resource: ResourceConfig, action: CrudAction): void {
  const rule = resource.access[action];
  const user = c.var.user;
  if (isAllowed(rule, user)) return;
  if (!user && rule !== false && rule !== undefined) throw fail(401, MESSAGES.unauthenticated);
  if (!user) throw fail(401, MESSAGES.unauthenticated);
  throw fail(403, MESSAGES.forbidden);
}
