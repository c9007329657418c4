import { createMiddleware } from 'hono/factory';
import { hasAnyRole, type Role } from '../../domain/roles';
import type { AppEnv } from '../context';
import { fail, MESSAGES } from '../http';

/** Routes below this need a login (401) with one of `roles` (403 otherwise). */
export const requireRoles = (roles: readonly Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw fail(401, MESSAGES.unauthenticated);
    if (!hasAnyRole(user.roles, roles)) throw fail(403, MESSAGES.forbidden);
    await next();
  });
