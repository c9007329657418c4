import { AggregatorRegistry, Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RouteFigures } from './routeFigures';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** prom-client's own counter and histogram, as metrics.ts declared them before RouteFigures. */
function promClientPair() {
  const registry = new Registry();
  const requests = new Counter({
    name: 'iid_http_requests_total',
    help: 'Answered API requests, by method, declared route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'iid_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and declared route',
    labelNames: ['method', 'route'] as const,
    buckets: BOUNDS,
    registers: [registry],
  });
  const observe = (method: string, route: string, status: number, seconds: number) => {
    requests.inc({ method, route, status: String(status) });
    duration.observe({ method, route }, seconds);
  };
  return { registry, observe };
}

function ours() {
  const registry = new Registry();
  const figures = new RouteFigures(BOUNDS);
  figures.register(registry);
  return { registry, observe: figures.observe.bind(figures) };
}

/** Answers on two routes, three statuses, durations on a bound, between bounds and past all. */
const REQUESTS: [string, string, number, number][] = [
  ['GET', '/api/dashboard/:screen', 200, 0.0004],
  ['GET', '/api/dashboard/:screen', 200, 0.005],
  ['GET', '/api/dashboard/:screen', 304, 0.0061],
  ['GET', '/api/dashboard/:screen', 200, 0.3],
  ['POST', '/api/daerah/:profilId/indikator', 200, 0.12],
  ['POST', '/api/daerah/:profilId/indikator', 422, 0.01],
  ['POST', '/api/daerah/:profilId/indikator', 200, 12.5],
  ['GET', '/api/dashboard/:screen', 200, 10],
];

describe('RouteFigures', () => {
  it("reads as prom-client's own counter and histogram: the same lines and the same JSON", async () => {
    const theirs = promClientPair();
    const mine = ours();
    for (const r of REQUESTS) {
      theirs.observe(...r);
      mine.observe(...r);
    }
    expect(await mine.registry.metrics()).toBe(await theirs.registry.metrics());
    expect(await mine.registry.getMetricsAsJSON()).toEqual(
      await theirs.registry.getMetricsAsJSON(),
    );
  });

  it("adds up with another thread's figures as prom-client's do", async () => {
    const [a, b, c, d] = [promClientPair(), promClientPair(), ours(), ours()];
    REQUESTS.forEach((r, i) => (i % 2 ? [a, c] : [b, d]).forEach((x) => x.observe(...r)));
    const sum = async (x: Registry, y: Registry) =>
      AggregatorRegistry.aggregate([
        await x.getMetricsAsJSON(),
        await y.getMetricsAsJSON(),
      ]).metrics();
    expect(await sum(c.registry, d.registry)).toBe(await sum(a.registry, b.registry));
  });

  it('starts again from nothing when the registry is reset', async () => {
    const mine = ours();
    mine.observe('GET', '/api/healthz', 200, 0.001);
    mine.registry.resetMetrics();
    expect(await mine.registry.metrics()).not.toContain('/api/healthz');
  });

  it('keeps feeding the histogram after one of the two is reset alone', async () => {
    const mine = ours();
    mine.observe('GET', '/api/healthz', 200, 0.001);
    mine.registry.getSingleMetric('iid_http_request_duration_seconds')!.reset();
    mine.observe('GET', '/api/healthz', 200, 0.002);
    const text = await mine.registry.metrics();
    expect(text).toContain(
      'iid_http_request_duration_seconds_count{method="GET",route="/api/healthz"} 1',
    );
    expect(text).toContain(
      'iid_http_requests_total{method="GET",route="/api/healthz",status="200"} 1',
    );
  });
});
