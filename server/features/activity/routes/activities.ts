import { z } from '@hono/zod-openapi';
import { ActivityPage } from '../schemas/activity';
import { addDays, isIsoDate, jakartaDate, jakartaDayStart } from '../../../../domain/format';
import { badParam } from '../../../platform/http/http';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { json, ok } from '../../../platform/openapi/schemas';
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

const ActivityAccount = z
  .object({ id: z.number().int(), username: z.string(), nama_lengkap: z.string() })
  .openapi('ActivityAccount');

const one = z.string().optional();

const listActivitiesRoute = apiRoute({
  method: 'get',
  path: '/',
  tags: ['Log Aktivitas'],
  summary: 'Log aktivitas, terbaru dulu, 50 per halaman',
  description:
    'Tanpa rentang: tujuh hari terakhir (tanggal Jakarta, keduanya termasuk). Parameter lain, berulang atau salah bentuk: 400.',
  access: { screen: 'activity' },
  request: {
    query: z.object({
      since_id: one.openapi({ description: '`since_id` jawaban sebelumnya', example: '981' }),
      account_id: one.openapi({ example: '5' }),
      start_from: one.openapi({ format: 'date', example: '2026-11-01' }),
      until: one.openapi({ format: 'date', example: '2026-11-23' }),
      resource: z
        .union([z.string(), z.array(z.string())])
        .optional()
        .openapi({ description: 'Nama API sumber data; boleh berulang (`resource[0]=`)' }),
    }),
  },
  responses: { 200: json(ActivityPage, 'Satu halaman log') },
});

const accountsRoute = apiRoute({
  method: 'get',
  path: '/accounts',
  tags: ['Log Aktivitas'],
  summary: 'Akun untuk saringan log (cari username atau nama)',
  access: { screen: 'activity' },
  request: { query: z.object({ search: z.string().optional() }) },
  responses: { 200: json(ok(z.array(ActivityAccount)), 'Akun yang cocok') },
});

/** The activity log (spec 2, 7: GET /activities), for superadmin and admin. */
export const activityRoutes = createRouter()
  .openapi(listActivitiesRoute, async (c) => {
    const q = parseActivityQuery(c.req.queries(), c.var.deps.clock.now());
    const { rows, sinceId } = await listActivities(c.var.db, q);
    return c.json({ status: 1 as const, since_id: sinceId, data: rows }, 200);
  })
  .openapi(accountsRoute, async (c) => {
    const search = c.req.query('search')?.trim().slice(0, 100) || null;
    return c.json({ status: 1 as const, data: await activityAccounts(c.var.db, search) }, 200);
  });

/** Mounted at `/activities` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/activities', () => activityRoutes);
