import type { MetricObjectWithValues, MetricValueWithName, Registry } from 'prom-client';

/** What one declared route has answered: its count per status and its durations. */
interface RouteDurations {
  labels: { method: string; route: string };
  /** Observations per bucket (each bound's own, not cumulative), the last one past every bound. */
  buckets: number[];
  sum: number;
  count: number;
}

interface StatusCount {
  labels: { method: string; route: string; status: string };
  n: number;
  durations: RouteDurations;
}

type Values = MetricObjectWithValues<MetricValueWithName<string>>;
/** A line's value; a bucket's carries prom-client's empty exemplar, as in its own JSON. */
type Value = MetricValueWithName<string> & { exemplar?: null };

/** A metric's figures as the registry reads them (prom-client's own metrics answer the same). */
const figure = (
  meta: { name: string; help: string; type: string; aggregator: string },
  values: MetricValueWithName<string>[],
): Values =>
  ({
    name: meta.name,
    help: meta.help,
    type: meta.type,
    aggregator: meta.aggregator,
    values,
  }) as unknown as Values;

/**
 * The API's request counter (`iid_http_requests_total`, by method, route and status) and its
 * duration histogram (`iid_http_request_duration_seconds`, by method and route), counted in plain
 * numbers and read by the registry as prom-client's own counter and histogram read: the same
 * lines, the same JSON for the write thread's figures. prom-client's labelled metrics hash their
 * labels at every call, bound children included; on the main thread, which answers kept
 * dashboards by the ten thousand a second, that was a twentieth of each answer's time
 * (docs/performance.md, "Deadline surge, fifteenth round").
 */
export class RouteFigures {
  private readonly byStatus = new Map<string, StatusCount>();
  private readonly byRoute = new Map<string, RouteDurations>();

  constructor(private readonly bounds: readonly number[]) {}

  /** Records one answered request. */
  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let c = this.byStatus.get(key);
    if (!c) {
      c = {
        labels: { method, route, status: String(status) },
        n: 0,
        durations: this.durationsOf(method, route),
      };
      this.byStatus.set(key, c);
    }
    c.n += 1;
    const d = c.durations;
    d.sum += seconds;
    d.count += 1;
    let i = 0;
    while (i < this.bounds.length && seconds > this.bounds[i]!) i++;
    d.buckets[i]! += 1;
  }

  private durationsOf(method: string, route: string): RouteDurations {
    const key = `${method} ${route}`;
    let d = this.byRoute.get(key);
    if (!d) {
      d = {
        labels: { method, route },
        buckets: new Array<number>(this.bounds.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      this.byRoute.set(key, d);
    }
    return d;
  }

  /**
   * Forgets every figure. The two metrics are reset together, as the registry resets them: each
   * count holds its route's durations, so a histogram dropped alone would no longer be fed.
   */
  private clear(): void {
    this.byStatus.clear();
    this.byRoute.clear();
  }

  /** Both metrics in `registry`, read when it is read. */
  register(registry: Registry): void {
    const requests = {
      name: 'iid_http_requests_total',
      help: 'Answered API requests, by method, declared route and status',
      type: 'counter',
      aggregator: 'sum',
      get: async () =>
        figure(
          requests,
          [...this.byStatus.values()].map((c) => ({ labels: { ...c.labels }, value: c.n })),
        ),
      reset: () => this.clear(),
    };
    const durations = {
      name: 'iid_http_request_duration_seconds',
      help: 'Time from the request to its answer, by method and declared route',
      type: 'histogram',
      aggregator: 'sum',
      get: async () => figure(durations, this.histogramValues()),
      reset: () => this.clear(),
    };
    // The registry reads a metric through `name`, `help`, `type`, `aggregator` and `get()`, as
    // it reads its own; its type names only its own classes.
    for (const metric of [requests, durations])
      registry.registerMetric(metric as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  /** The histogram's lines as prom-client writes them: cumulative buckets, +Inf, sum, count. */
  private histogramValues(): Value[] {
    const name = 'iid_http_request_duration_seconds';
    const out: Value[] = [];
    for (const d of this.byRoute.values()) {
      let acc = 0;
      this.bounds.forEach((le, i) => {
        acc += d.buckets[i]!;
        out.push({
          labels: { le, ...d.labels },
          value: acc,
          metricName: `${name}_bucket`,
          exemplar: null,
        });
      });
      out.push(
        {
          labels: { le: '+Inf', ...d.labels },
          value: d.count,
          metricName: `${name}_bucket`,
          exemplar: null,
        },
        { labels: { ...d.labels }, value: d.sum, metricName: `${name}_sum` },
        { labels: { ...d.labels }, value: d.count, metricName: `${name}_count` },
      );
    }
    return out;
  }
}
