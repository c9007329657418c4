import { count, desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { SCREEN_ROLES } from '../../domain/screens';
import { requireRoles } from '../auth/requireRoles';
import type { AppEnv } from '../context';
import { outbox } from '../db/schema';
import { badParam } from '../http';

const pageParam = (raw: string | undefined, name: string, max: number, dflt: number) => {
  if (raw === undefined || raw === '') return dflt;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) > max) throw badParam(name);
  return Number(raw);
};

/** Mail kept when no SMTP server is configured (GET /outbox), newest first; superadmin only. */
export const outboxRoutes = new Hono<AppEnv>()
  .use('*', requireRoles(SCREEN_ROLES.outbox))
  .get('/', async (c) => {
    const page = pageParam(c.req.query('page'), 'page', 1_000_000, 0);
    const perPage = pageParam(c.req.query('per_page'), 'per_page', 100, 20) || 20;
    const [rows, [total]] = await Promise.all([
      c.var.db
        .select()
        .from(outbox)
        .orderBy(desc(outbox.id))
        .limit(perPage)
        .offset(page * perPage),
      c.var.db.select({ n: count() }).from(outbox),
    ]);
    return c.json({ status: 1, data: rows, total: Number(total?.n ?? 0) });
  });
