/**
 * GET /api/metrics in the Prometheus text format (prom-client), one registry per app: request
 * rates and latencies per declared route, the PostgreSQL pool's use, the caches' hit ratio, and
 * the sizes of the workflow's queues (innovations per state, mail waiting in the outbox). The
 * queue sizes are counted by a query at each scrape; the rest is kept in memory, per process.
 */
import { count, isNull, sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Registry,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client';
import { LanePool } from '../db/lanePool';
import { RouteFigures } from './routeFigures';
import { stateOf, WORKFLOW_STATES } from '../../../domain/innovationWorkflow';
import { CACHE_NAMES, cacheCounts, changeCounts, recomputationCounts } from '../cache/cacheStats';
import type { Db } from '../db/client';
import { iga2020_inovasi, nomor_registrasi, outbox } from '../db/schema';

/** A registry's figures as data (prom-client's JSON), as the write thread sends them. */
export type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

export interface Metrics {
  registry: Registry;
  /** Records one answered request. */
  observe(method: string, route: string, status: number, seconds: number): void;
  /** The write thread's figures, added at each scrape (server/main.ts sets it). */
  others?: () => Promise<MetricsJson>;
}

/** The database figures read at each scrape; a database out of reach leaves them out. */
async function workflowCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ status_nomor: nomor_registrasi.status_nomor, qc: iga2020_inovasi.qc, n: count() })
    .from(iga2020_inovasi)
    .leftJoin(nomor_registrasi, sql`${nomor_registrasi.inovasi_id} = ${iga2020_inovasi.id}`)
    .groupBy(nomor_registrasi.status_nomor, iga2020_inovasi.qc);
  const out = new Map<string, number>(WORKFLOW_STATES.map((s) => [s, 0]));
  for (const r of rows) {
    const state = stateOf({ status_nomor: r.status_nomor, qc: r.qc });
    out.set(state, (out.get(state) ?? 0) + Number(r.n));
  }
  return out;
}

/**
 * `thread: 'writes'`: the write thread's (server/writeWorker.ts): its requests and its
 * connections only, which GET /api/metrics adds to the main thread's (`metricsText`). The
 * process's figures, the caches that serve the reads and the queues' counts are the main
 * thread's; counted twice they would be summed.
 */
export function createMetrics(
  opts: { db: Db; pool?: pg.Pool },
  scope: { thread?: 'writes' } = {},
): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const whole = scope.thread !== 'writes';
  if (whole) collectDefaultMetrics({ register: registry, prefix: 'iid_' });

  // Requests and their durations per declared route (routeFigures.ts).
  const routes = new RouteFigures([0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]);
  routes.register(registry);

  const { pool } = opts;
  if (pool) {
    new Gauge({
      name: 'iid_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const lanes = pool instanceof LanePool ? pool.lanes() : [pool];
        const sum = (n: (p: pg.Pool) => number) => lanes.reduce((a, p) => a + n(p), 0);
        this.set(
          { state: 'total' },
          sum((p) => p.totalCount),
        );
        this.set(
          { state: 'idle' },
          sum((p) => p.idleCount),
        );
        this.set(
          { state: 'waiting' },
          sum((p) => p.waitingCount),
        );
      },
    });
    new Gauge({
      name: 'iid_db_pool_max',
      help: 'Largest number of connections the pool opens (both lanes)',
      registers,
      collect() {
        this.set(pool instanceof LanePool ? pool.maxConnections : (pool.options.max ?? 10));
      },
    });
  }

  const observe: Metrics['observe'] = (method, route, status, seconds) =>
    routes.observe(method, route, status, seconds);
  if (!whole) return { registry, observe };

  new Counter({
    name: 'iid_cache_lookups_total',
    help: 'Lookups of the in-process caches (dashboard, portal, settings), by result',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      this.reset();
      const counts = cacheCounts();
      for (const cache of CACHE_NAMES) {
        this.inc({ cache, result: 'hit' }, counts[cache].hit);
        this.inc({ cache, result: 'miss' }, counts[cache].miss);
      }
    },
  });
  const perKey = (name: string, help: string, counts: () => Map<string, number>) =>
    new Counter({
      name,
      help,
      labelNames: ['key'] as const,
      registers,
      collect() {
        this.reset();
        for (const [key, n] of counts()) this.inc({ key }, n);
      },
    });
  perKey(
    'iid_cache_recomputations_total',
    'Computations of each kept dashboard, report and ranking answer, by its key (screen|scope|year)',
    recomputationCounts,
  );
  perKey(
    'iid_cache_changes_total',
    'Writes that reached each kept dashboard, report and ranking answer, by its key',
    changeCounts,
  );
  new Gauge({
    name: 'iid_cache_hit_ratio',
    help: 'Hits over lookups of each in-process cache since the process started',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      const counts = cacheCounts();
      for (const cache of CACHE_NAMES) {
        const { hit, miss } = counts[cache];
        this.set({ cache }, hit + miss ? hit / (hit + miss) : 0);
      }
    },
  });

  new Gauge({
    name: 'iid_workflow_innovations',
    help: 'Innovations in each workflow state (draf, dikirim waiting for review, ...)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const counts = await workflowCounts(opts.db).catch(() => null);
      if (counts) for (const [state, n] of counts) this.set({ state }, n);
    },
  });
  new Gauge({
    name: 'iid_outbox_pending',
    help: 'Mails in the outbox not sent (no SMTP configured, or SMTP failing: retried)',
    registers,
    async collect() {
      const rows = await opts.db
        .select({ n: count() })
        .from(outbox)
        .where(isNull(outbox.sent_at))
        .catch(() => null);
      if (rows) this.set(Number(rows[0]?.n ?? 0));
    },
  });

  return { registry, observe };
}

/**
 * The Prometheus text of GET /api/metrics: this thread's registry, with the write thread's
 * figures added (`others`, server/platform/runtime/writeThread.ts) when there is one.
 */
export async function metricsText({ registry, others }: Metrics): Promise<string> {
  if (!others) return registry.metrics();
  const all = await Promise.all([registry.getMetricsAsJSON(), others()]);
  return AggregatorRegistry.aggregate(all).metrics();
}
