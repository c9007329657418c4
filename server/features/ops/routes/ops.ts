import { z } from '@hono/zod-openapi';
import { migrationsApplied } from '../../../platform/db/migrate';
import { MESSAGES } from '../../../platform/http/http';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, json, ok } from '../../../platform/openapi/schemas';
import { pingDatabase } from '../services/readiness';
import { metricsText } from '../../../platform/runtime/metrics';

const TAGS = ['Operasi'];
/** A check that has not answered by then counts as failed: a probe must not hang. */
const CHECK_TIMEOUT_MS = 3_000;

const healthz = apiRoute({
  method: 'get',
  path: '/healthz',
  tags: TAGS,
  summary: 'Proses hidup (liveness) untuk penyeimbang beban',
  description:
    'Menjawab 200 selama proses berjalan, tanpa menyentuh basis data: gagal berarti proses perlu dimulai ulang.',
  access: 'public',
  responses: {
    200: json(ok(z.object({ uptime_s: z.number() })), 'Proses hidup'),
  },
});

const Checks = z
  .object({
    database: z.enum(['ok', 'gagal']),
    migrations: z.enum(['ok', 'belum', 'gagal']),
    storage: z.enum(['ok', 'gagal']),
    stopping: z.boolean(),
  })
  .openapi('ReadyChecks');

const readyz = apiRoute({
  method: 'get',
  path: '/readyz',
  tags: TAGS,
  summary: 'Siap melayani (readiness) untuk penyeimbang beban',
  description:
    'Basis data terjangkau, semua migrasi sudah dijalankan, penyimpanan berkas terjangkau, dan proses tidak sedang berhenti. Jika tidak: 503, penyeimbang beban berhenti mengirim permintaan ke node ini.',
  access: 'public',
  responses: {
    200: json(ok(Checks), 'Siap'),
    503: json(Failure.extend({ data: Checks }), 'Belum siap, atau sedang berhenti'),
  },
});

const metrics = apiRoute({
  method: 'get',
  path: '/metrics',
  tags: TAGS,
  summary: 'Metrik Prometheus (format teks)',
  description:
    'Laju dan lama permintaan per rute, pemakaian pool PostgreSQL, rasio cache, antrean alur kerja (inovasi per status, surel tertunda). Hanya admin/superadmin (STAFF), atau tanpa login dari loopback (127.0.0.1, ::1) tanpa header X-Forwarded-For.',
  access: { action: 'ops.metrics', exempt: 'loopback' },
  responses: {
    200: { description: 'Metrik', content: { 'text/plain': { schema: z.string() } } },
    401: json(Failure, 'Belum masuk, dan tidak dari loopback'),
    403: json(Failure, 'Bukan admin atau superadmin'),
  },
});

/** Resolves with the check's outcome, false on an error or after CHECK_TIMEOUT_MS. */
async function check(run: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((r) => (timer = setTimeout(() => r(false), CHECK_TIMEOUT_MS)));
  try {
    return await Promise.race([run().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Probes for load balancers and monitoring: `/healthz`, `/readyz`, `/metrics`. */
export const opsRoutes = createRouter()
  .openapi(healthz, (c) =>
    c.json({ status: 1 as const, data: { uptime_s: Math.round(process.uptime()) } }, 200),
  )
  .openapi(readyz, async (c) => {
    const { db, storage, draining } = c.var.deps;
    const database = await check(async () => (await pingDatabase(db), true));
    const migrations = database ? await check(() => migrationsApplied(db)) : false;
    const stored = await check(async () => (await storage.ping(), true));
    const stopping = draining?.() ?? false;
    const data = {
      database: database ? ('ok' as const) : ('gagal' as const),
      migrations: migrations ? ('ok' as const) : database ? ('belum' as const) : ('gagal' as const),
      storage: stored ? ('ok' as const) : ('gagal' as const),
      stopping,
    };
    if (database && migrations && stored && !stopping)
      return c.json({ status: 1 as const, data }, 200);
    c.header('retry-after', '5');
    return c.json({ status: 0 as const, message: MESSAGES.notReady, data }, 503);
  })
  .openapi(metrics, async (c) => {
    const metrics = c.var.deps.metrics!;
    return c.text(await metricsText(metrics), 200, {
      'content-type': metrics.registry.contentType,
    });
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => opsRoutes);
