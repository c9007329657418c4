import { Hono } from 'hono';
import { SCREEN_ROLES } from '../../domain/screens';
import { requireRoles } from '../auth/requireRoles';
import type { AppEnv } from '../context';
import { dashboardSummary } from '../services/summary';

export const summaryRoutes = new Hono<AppEnv>().get(
  '/summary',
  requireRoles(SCREEN_ROLES.summary),
  async (c) => c.json({ status: 1, data: await dashboardSummary(c.var.db, c.var.user!) }),
);
