import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { fail, MESSAGES } from '../http';
import { hasAnyRole } from '../../domain/roles';
import { SCREEN_ROLES } from '../../domain/screens';
import { dashboardSummary } from '../services/summary';

export const summaryRoutes = new Hono<AppEnv>().get('/summary', async (c) => {
  const user = c.var.user;
  if (!user) throw fail(401, MESSAGES.unauthenticated);
  if (!hasAnyRole(user.roles, SCREEN_ROLES.summary)) throw fail(403, MESSAGES.forbidden);
  return c.json({ status: 1, data: await dashboardSummary(c.var.db, user) });
});
