import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { fail, MESSAGES } from '../http';
import { findActiveUser } from '../services/users';

/**
 * Resolves the bearer token to an active account, or null. A token is valid only while the
 * account is active and its token_version is unchanged (password change, disabling).
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  const header = c.req.header('authorization');
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (token) {
    const claims = await c.var.deps.tokens.verify(token);
    if (!claims) throw fail(401, MESSAGES.unauthenticated);
    const user = await findActiveUser(c.var.db, claims.sub);
    if (!user || user.token_version !== claims.ver) throw fail(401, MESSAGES.unauthenticated);
    c.set('user', user);
  }
  await next();
});

/** Routes below this need a logged-in account. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw fail(401, MESSAGES.unauthenticated);
  await next();
});
