import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { WORKFLOW_STATES } from '../../../../domain/innovationWorkflow';
import type { AppEnv } from '../../../platform/http/context';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Id, json, ok, okPage, pageQuery } from '../../../platform/openapi/schemas';
import {
  checkRegion,
  clustersOf,
  listOf,
  loginsPerDay,
  STAGES,
  summaryOf,
  themesOf,
  type SummaryFilter,
} from '../services/summary';
import { activeYear, YearQuery } from '../../../platform/http/yearParam';

const TAGS = ['Dashboard'];
const count = () => z.number().int().min(0);

const Summary = z
  .object({
    tahun: z.number().int(),
    tahapan: z.object(
      Object.fromEntries(STAGES.map((s) => [s, count()])) as Record<
        (typeof STAGES)[number],
        ReturnType<typeof count>
      >,
    ),
    status: z.object(
      Object.fromEntries(WORKFLOW_STATES.map((s) => [s, count()])) as Record<
        (typeof WORKFLOW_STATES)[number],
        ReturnType<typeof count>
      >,
    ),
    per_tahun: z.array(z.object({ tahun: z.number().int(), jumlah: count() })),
    dihitung_pada: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Summary');

const ThemeRow = z
  .object({ kode: z.number().int(), nama: z.string(), jumlah: count() })
  .openapi('SummaryTheme');

const Themes = json(ok(z.array(ThemeRow)), 'Satu baris per tema (kode, nama, jumlah)');

const ListRow = z
  .object({
    id: z.number().int(),
    nama: z.string(),
    profil_id: z.number().int(),
    pemda: z.string(),
    tahun: z.number().int(),
    tahapan: z.enum(STAGES),
    status: z.enum(WORKFLOW_STATES),
  })
  .openapi('SummaryInovasi');

const RegionParam = z.object({ profilId: Id });

/** `?x=1`: a flag (absent or anything else: off). */
const flag = z.enum(['0', '1']).optional();
/** A code in the query (theme, detail theme, region id). */
const code = z.coerce.number().int().min(0).max(2_147_483_647).optional();

const DrillQuery = YearQuery.extend({
  semua_tahun: flag,
  profil_id: code,
  verified: flag,
  tahapan: z.enum(STAGES).optional(),
  status: z.enum(WORKFLOW_STATES).optional(),
  tema: code,
  klaster: code,
  ...pageQuery(100, 20),
});

type Ctx = Context<AppEnv>;
const user = (c: Ctx) => c.var.account;
const now = (c: Ctx) => c.var.deps.clock.now();

const Counts = json(ok(Summary), 'Angka dashboard utama, dalam lingkup akun');
const ALL = 'Inovasi per tahapan, status dan tahun';
const VERIFIED = 'Inovasi terverifikasi per tahapan, status dan tahun';
const ONE = ' untuk satu daerah (404 di luar lingkup)';

const summary = apiRoute({
  method: 'get',
  path: '/summary',
  tags: TAGS,
  summary: ALL,
  access: { screen: 'summary' },
  request: { query: YearQuery },
  responses: { 200: Counts },
});

const summaryRegion = apiRoute({
  method: 'get',
  path: '/summary/{profilId}',
  tags: TAGS,
  summary: ALL + ONE,
  access: { screen: 'summary' },
  request: { query: YearQuery, params: RegionParam },
  responses: { 200: Counts },
});

const verified = apiRoute({
  method: 'get',
  path: '/summary-verified',
  tags: TAGS,
  summary: VERIFIED,
  access: { screen: 'summary' },
  request: { query: YearQuery },
  responses: { 200: Counts },
});

const verifiedRegion = apiRoute({
  method: 'get',
  path: '/summary-verified/{profilId}',
  tags: TAGS,
  summary: VERIFIED + ONE,
  access: { screen: 'summary' },
  request: { query: YearQuery, params: RegionParam },
  responses: { 200: Counts },
});

const themes = apiRoute({
  method: 'get',
  path: '/summary/covid',
  tags: TAGS,
  summary: 'Inovasi tahun itu per tema (kolom is_covid)',
  access: { screen: 'summary' },
  request: { query: YearQuery },
  responses: { 200: Themes },
});

const themesOverall = apiRoute({
  method: 'get',
  path: '/summary/covid/overall',
  tags: TAGS,
  summary: 'Inovasi semua tahun per tema',
  access: { screen: 'summary' },
  responses: { 200: Themes },
});

const themesOverallRegion = apiRoute({
  method: 'get',
  path: '/summary/covid/overall/{profilId}',
  tags: TAGS,
  summary: 'Inovasi semua tahun per tema untuk satu daerah (404 di luar lingkup)',
  access: { screen: 'summary' },
  request: { params: RegionParam },
  responses: { 200: Themes },
});

const clusters = apiRoute({
  method: 'get',
  path: '/summary/covid/klaster',
  tags: TAGS,
  summary: 'Inovasi tahun itu per detil tematik (klaster_covid_id)',
  access: { screen: 'summary' },
  request: { query: YearQuery },
  responses: { 200: Themes },
});

const drill = apiRoute({
  method: 'get',
  path: '/summary/inovasi',
  tags: TAGS,
  summary: 'Daftar di balik satu angka dashboard: total = angka itu',
  access: { screen: 'summary' },
  request: { query: DrillQuery },
  responses: { 200: json(okPage(ListRow), 'Satu halaman inovasi dan jumlah seluruhnya') },
});

const logins = apiRoute({
  method: 'get',
  path: '/summary/login',
  tags: TAGS,
  summary: 'Jumlah login berhasil per hari (WIB), 30 hari terakhir',
  access: { screen: 'activity' },
  responses: {
    200: json(
      ok(z.array(z.object({ tanggal: z.string().openapi({ format: 'date' }), jumlah: count() }))),
      '30 baris, hari tertua dulu',
    ),
  },
});

/** The counters of a year (the period when absent), for one region when asked, in scope. */
async function counts(c: Ctx, tahun: number | undefined, f: SummaryFilter) {
  if (f.profilId !== undefined) await checkRegion(c.var.db, user(c), f.profilId);
  const year = tahun ?? (await activeYear(c));
  return summaryOf(c.var.db, user(c), { ...f, tahun: year }, now(c));
}

/**
 * Spec 7's summary calls (issue 23 item 2): the main dashboard's counters, by stage, workflow
 * state, year and theme, each inside the account's scope (pemda its region, opd its own
 * records, staff everything), and the list behind each counter (GET /summary/inovasi). Paths
 * with a fixed word are declared before `/summary/{profilId}`, which would take them.
 */
export const summaryRoutes = createRouter()
  .openapi(summary, async (c) => {
    const data = await counts(c, c.req.valid('query').tahun, {});
    return c.json({ status: 1 as const, data }, 200);
  })
  .openapi(verified, async (c) => {
    const data = await counts(c, c.req.valid('query').tahun, { verified: true });
    return c.json({ status: 1 as const, data }, 200);
  })
  .openapi(logins, async (c) =>
    c.json({ status: 1 as const, data: await loginsPerDay(c.var.db, now(c)) }, 200),
  )
  .openapi(themes, async (c) => {
    const tahun = c.req.valid('query').tahun ?? (await activeYear(c));
    return c.json({ status: 1 as const, data: await themesOf(c.var.db, user(c), { tahun }) }, 200);
  })
  .openapi(themesOverall, async (c) =>
    c.json({ status: 1 as const, data: await themesOf(c.var.db, user(c), {}) }, 200),
  )
  .openapi(themesOverallRegion, async (c) => {
    const { profilId } = c.req.valid('param');
    await checkRegion(c.var.db, user(c), profilId);
    return c.json(
      { status: 1 as const, data: await themesOf(c.var.db, user(c), { profilId }) },
      200,
    );
  })
  .openapi(clusters, async (c) => {
    const tahun = c.req.valid('query').tahun ?? (await activeYear(c));
    return c.json(
      { status: 1 as const, data: await clustersOf(c.var.db, user(c), { tahun }) },
      200,
    );
  })
  .openapi(drill, async (c) => {
    const q = c.req.valid('query');
    const tahun = q.semua_tahun === '1' ? undefined : (q.tahun ?? (await activeYear(c)));
    const page = await listOf(
      c.var.db,
      user(c),
      {
        tahun,
        profilId: q.profil_id,
        verified: q.verified === '1',
        tahapan: q.tahapan,
        status: q.status,
        tema: q.tema,
        klaster: q.klaster,
      },
      { page: q.page ?? 0, perPage: q.per_page || 20 },
    );
    return c.json({ status: 1 as const, ...page }, 200);
  })
  .openapi(summaryRegion, async (c) => {
    const { profilId } = c.req.valid('param');
    const data = await counts(c, c.req.valid('query').tahun, { profilId });
    return c.json({ status: 1 as const, data }, 200);
  })
  .openapi(verifiedRegion, async (c) => {
    const { profilId } = c.req.valid('param');
    const data = await counts(c, c.req.valid('query').tahun, { profilId, verified: true });
    return c.json({ status: 1 as const, data }, 200);
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => summaryRoutes);
