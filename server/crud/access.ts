import type { Context } from 'hono';
import { isAllowed, type CrudAction } from '../../domain/access';
import type { ResourceConfig } from '../../resources/types';
import type { AppEnv } from '../platform/http/context';
import { fail, MESSAGES } from '../platform/http/http';
import { forbidden, holdAccount } from '../platform/openapi/access';

/** 401 without a login, 403 with one that may not; deny by default. */
export function authorize(c: Context<AppEnv>, resource: ResourceConfig, action: CrudAction): void {
  const rule = resource.access[action];
  const user = c.get('user');
  if (isAllowed(rule, user)) {
    // What the write steps read (prepareWrite): behind any rule but 'public' there is one.
    if (user) holdAccount(c, user);
    return;
  }
  // Without a token the answer is 401 even for an action nobody may do: a login is the first step.
  throw user ? forbidden() : fail(401, MESSAGES.unauthenticated);
}
