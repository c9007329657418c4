import { Hono } from 'hono';
import { SCREEN_ROLES } from '../../domain/screens';
import { addDays, isIsoDate, jakartaDate, jakartaDayStart } from '../../domain/format';
import { requireRoles } from '../auth/requireRoles';
import type { AppEnv } from '../context';
import { badParam } from '../http';
import { activityAccounts, listActivities, type ActivityQuery } from '../services/activities';

const badQuery = badParam;

/** Spec 2 and 9: without a range the log shows the last seven days. */
const DEFAULT_DAYS = 7;
const RESOURCE_KEY = /^resource(?:\[\d{0,4}\])?$/;
const SINGLE_KEYS = new Set(['since_id', 'account_id', 'start_from', 'until', '_']);

function single(query: Record<string, string[]>, name: string): string | null {
  const values = query[name];
  if (!values) return null;
  if (values.length !== 1) throw badQuery(name);
  return values[0] === '' ? null : values[0]!;
}

function positiveInt(raw: string | null, name: string): number | null {
  if (raw === null) return null;
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1) throw badQuery(name);
  return Number(raw);
}

function isoDate(raw: string | null, name: string): string | null {
  if (raw !== null && !isIsoDate(raw)) throw badQuery(name);
  return raw;
}

/**
 * `since_id`, `account_id`, `start_from`/`until` (Jakarta dates, both included) and
 * `resource[]`; anything else, or anything malformed, is a 400.
 */
export function parseActivityQuery(query: Record<string, string[]>, now: Date): ActivityQuery {
  const resources: string[] = [];
  for (const [key, values] of Object.entries(query)) {
    if (RESOURCE_KEY.test(key)) resources.push(...values);
    else if (!SINGLE_KEYS.has(key)) throw badQuery(key);
  }
  if (resources.length > 50 || resources.some((r) => !/^[a-z][a-z0-9_]{0,62}$/.test(r)))
    throw badQuery('resource');
  const startRaw = isoDate(single(query, 'start_from'), 'start_from');
  const untilRaw = isoDate(single(query, 'until'), 'until');
  const until = untilRaw ?? jakartaDate(now);
  const start = startRaw ?? addDays(until, 1 - DEFAULT_DAYS);
  if (start > until) throw badQuery('start_from');
  return {
    sinceId: positiveInt(single(query, 'since_id'), 'since_id'),
    accountId: positiveInt(single(query, 'account_id'), 'account_id'),
    from: jakartaDayStart(start),
    to: jakartaDayStart(addDays(until, 1)),
    resources: resources.length > 0 ? resources : null,
  };
}

/** The activity log (spec 2, 7: GET /activities), for superadmin and admin. */
export const activityRoutes = new Hono<AppEnv>()
  .use('*', requireRoles(SCREEN_ROLES.activity))
  .get('/', async (c) => {
    const q = parseActivityQuery(c.req.queries(), c.var.deps.clock.now());
    const { rows, sinceId } = await listActivities(c.var.db, q);
    return c.json({ status: 1, since_id: sinceId, data: rows });
  })
  .get('/accounts', async (c) => {
    const search = c.req.query('search')?.trim().slice(0, 100) || null;
    return c.json({ status: 1, data: await activityAccounts(c.var.db, search) });
  });
