import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { fail, MESSAGES } from '../http';
import { hasAnyRole } from '../../domain/roles';
import { dashboardSummary } from '../services/summary';

/** Spec 6: the summary dashboard is for admin, superadmin, pemda and opd. */
const SUMMARY_ROLES = ['admin', 'superadmin', 'pemda', 'opd'];

export const summaryRoutes = new Hono<AppEnv>().get('/summary', async (c) => {
  const user = c.var.user;
  if (!user) throw fail(401, MESSAGES.unauthenticated);
  if (!hasAnyRole(user.roles, SUMMARY_ROLES)) throw fail(403, MESSAGES.forbidden);
  return c.json({ status: 1, data: await dashboardSummary(c.var.db, user) });
});
