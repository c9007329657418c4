import { BENCH_USER, DEMO_PASSWORD, YEARS } from './dataset';
import { cpuMark, cpuSince, waitForQuiet, type CpuMark } from './cpu';
import { login, runScenario } from './load';
import { answering, AVERAGE_REPORTS, REVIEW_QUEUES } from './runProbes';
import { DASHBOARDS, log, num, QUIET_WAIT_MS, SECONDS, shuffled, WARMUP } from './runConfig';
import type { ServerUnderTest } from './server';
import { PUSAT, VERIFIKATOR } from '../domain/policy';
import { recomputeFigures, scrape, type Scrape } from './surgeMetrics';
import type { ReadFigures, SurgeRoute, SurgeRun, WriteFigures } from './surgeFigures';
import {
  prepareSurge,
  sendWrite,
  surgeWrites,
  WRITE_KINDS,
  type SurgePlan,
  type WriteKind,
} from './surgeWriters';

/**
 * The `deadline surge` scenario (issue 40 item 1), PostgreSQL, one API process: the readers of
 * the deadline day (dashboards, average-index reports, ranking-index, the review queue, the
 * innovation list; each route its own connections and its own role) measured twice in the same
 * run: read-only, then while 200 regions' sessions write at a stated rate (surgeWriters.ts).
 * Env: BENCH_SURGE_WRITES (50) writes per second in all; BENCH_SURGE_READERS (50) reading
 * connections, shared evenly by the routes.
 */

export const SURGE_WRITES = num(process.env.BENCH_SURGE_WRITES, 50);
export const SURGE_READERS = num(process.env.BENCH_SURGE_READERS, 50);
/** Targets (issue 40): read p99 under the surge / read-only; write p99; per key per change. */
export const SURGE_MAX_READ_RATIO = 2;
export const SURGE_MAX_WRITE_P99_MS = 200;
export const SURGE_MAX_RECOMPUTE_PER_CHANGE = 1;

interface ReadGroup {
  name: string;
  role: string;
  paths: string[];
  headersFor: (path: string) => Record<string, string>;
}

interface WriteSample {
  kind: WriteKind;
  at: number;
  ms: number;
  error: string | null;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]! : NaN;
};
const NO_SCRAPE: Scrape = { recomputed: null, changed: null };
const r1 = (n: number) => Math.round(n * 10) / 10;

/** The readers: each route with the account of its screen, only the paths that answer 200. */
async function readGroups(srv: ServerUnderTest, plan: SurgePlan): Promise<ReadGroup[]> {
  const tokens = new Map<string, string>();
  const tokenOf = async (u: string) => {
    if (!tokens.has(u)) tokens.set(u, await login(srv.baseUrl, u, DEMO_PASSWORD));
    return tokens.get(u)!;
  };
  const bearer = (t: string) => ({ authorization: `Bearer ${t}`, accept: 'application/json' });
  const oneRole = async (name: string, role: string, paths: string[]): Promise<ReadGroup> => {
    const h = bearer(await tokenOf(role));
    const ok = await answering(srv, '', paths, () => h);
    if (!ok.length) throw new Error(`surge: ${name} answers no 200 to ${role}`);
    return { name, role, paths: shuffled(ok), headersFor: () => h };
  };
  const dashboards = new Map<string, Record<string, string>>();
  for (const y of YEARS)
    for (const [d, account] of DASHBOARDS)
      dashboards.set(`/api/dashboard/${d}?tahun=${y}`, bearer(await tokenOf(account)));
  const lists = new Map<string, Record<string, string>>();
  for (const s of plan.sessions)
    lists.set(
      `/api/crud/iga2020_inovasi?page=0&per_page=20&orderBy=nama&orderDirection=asc&profil_id=${s.profilId}&tahun=${plan.tahun}`,
      bearer(s.token),
    );
  return [
    {
      name: 'dashboards',
      role: 'per dashboard',
      paths: shuffled([...dashboards.keys()]),
      headersFor: (p) => dashboards.get(p)!,
    },
    // The average-index reports are a superadmin screen (domain/screens.ts, REPORTS).
    await oneRole(
      'average-index reports',
      BENCH_USER,
      YEARS.flatMap((y) => AVERAGE_REPORTS.map((r) => `/api/indeks/average/${r}?tahun=${y}`)),
    ),
    await oneRole(
      'ranking-index',
      PUSAT,
      YEARS.flatMap((y) =>
        [0, 1, 2, 3, 4].map((p) => `/api/ranking-index?tahun=${y}&page=${p}&per_page=20`),
      ),
    ),
    await oneRole(
      'review queue',
      VERIFIKATOR,
      REVIEW_QUEUES.flatMap(([, path]) =>
        YEARS.flatMap((y) => [0, 1, 2].map((p) => `${path}?tahun=${y}&page=${p}&per_page=20`)),
      ),
    ),
    {
      name: 'innovation list',
      role: 'pemda (own region)',
      paths: shuffled([...lists.keys()]),
      headersFor: (p) => lists.get(p)!,
    },
  ];
}

/** The writers' open loop at `rate` per second until `stop()`; every write's sample. */
function startWriters(srv: ServerUnderTest, plan: SurgePlan, rate: number) {
  const next = surgeWrites(plan);
  const samples: WriteSample[] = [];
  let skipped = 0;
  let stopped = false;
  let inFlight = 0;
  const t0 = performance.now();
  const loop = (async () => {
    let credit = 0;
    let last = performance.now();
    while (!stopped) {
      await new Promise((r) => setTimeout(r, 10));
      const now = performance.now();
      credit += ((now - last) / 1000) * rate;
      last = now;
      while (credit >= 1) {
        credit -= 1;
        const w = next();
        if (!w) {
          skipped++;
          continue;
        }
        const start = performance.now();
        inFlight++;
        void sendWrite(srv.baseUrl, w).then((error) => {
          inFlight--;
          samples.push({ kind: w.kind, at: start - t0, ms: performance.now() - start, error });
          w.done?.(error === null);
        });
      }
    }
    const until = performance.now() + 11_000;
    while (inFlight > 0 && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
  })();
  return {
    /** ms since the writers started */
    now: () => performance.now() - t0,
    skipped: () => skipped,
    stop: async () => {
      stopped = true;
      await loop;
      return samples;
    },
  };
}

/** The readers (and, with `writers`, the writes) for WARMUP + SECONDS; the measured figures. */
async function window(
  srv: ServerUnderTest,
  pgDbName: string,
  groups: ReadGroup[],
  plan: SurgePlan | null,
) {
  if (QUIET_WAIT_MS > 0) await waitForQuiet(QUIET_WAIT_MS, 15, log);
  const per = Math.max(1, Math.floor(SURGE_READERS / groups.length));
  const writers = plan ? startWriters(srv, plan, SURGE_WRITES) : null;
  let mark: CpuMark | null = null;
  let measureFrom = 0;
  let skippedBefore = 0;
  // Set from the measured window's start (a callback): a holder, not a narrowed local.
  const at: { before: Promise<Scrape> | null } = { before: null };
  const results = await Promise.all(
    groups.map((g, i) =>
      runScenario({
        name: g.name,
        baseUrl: srv.baseUrl,
        token: '',
        nextPath: (() => {
          let k = 0;
          return () => g.paths[k++ % g.paths.length]!;
        })(),
        connections: per,
        seconds: SECONDS,
        warmupSeconds: WARMUP,
        headersFor: g.headersFor,
        onMeasureStart: () => {
          if (i !== 0) return;
          mark = cpuMark(srv.pid, pgDbName);
          measureFrom = writers?.now() ?? 0;
          skippedBefore = writers?.skipped() ?? 0;
          at.before = scrape(srv.baseUrl);
        },
      }),
    ),
  );
  const measureTo = writers?.now() ?? 0;
  const after = await scrape(srv.baseUrl);
  const before = (await at.before) ?? NO_SCRAPE;
  const skipped = (writers?.skipped() ?? 0) - skippedBefore;
  const samples = writers ? await writers.stop() : [];
  const writes = samples.filter((s) => s.at >= measureFrom && s.at < measureTo);
  const reads = results.reduce((n, r) => n + r.requests, 0);
  const cpu = cpuSince(mark, srv.pid, reads + writes.length);
  return {
    results,
    writes,
    skipped,
    cpu,
    before,
    after,
    seconds: (measureTo - measureFrom) / 1000,
  };
}

function writeFigures(samples: WriteSample[], seconds: number, skipped: number): WriteFigures {
  const ok = samples.filter((s) => !s.error).map((s) => s.ms);
  const byKind = Object.fromEntries(
    WRITE_KINDS.map((k) => {
      const of = samples.filter((s) => s.kind === k);
      return [
        k,
        {
          count: of.length,
          p99Ms: r1(
            quantile(
              of.filter((s) => !s.error).map((s) => s.ms),
              0.99,
            ),
          ),
          errors: of.filter((s) => s.error).length,
        },
      ];
    }),
  ) as WriteFigures['byKind'];
  const errors = samples.filter((s) => s.error);
  return {
    count: samples.length,
    rps: r1(samples.length / Math.max(1, seconds)),
    p50Ms: r1(quantile(ok, 0.5)),
    p99Ms: r1(quantile(ok, 0.99)),
    maxMs: r1(Math.max(0, ...ok)),
    errors: errors.length,
    skipped,
    byKind,
    errorSamples: [...new Set(errors.map((e) => e.error!))].slice(0, 5),
  };
}

const figures = (r: Awaited<ReturnType<typeof runScenario>>): ReadFigures => ({
  requests: r.requests,
  rps: r.rps,
  p50Ms: r.p50Ms,
  p99Ms: r.p99Ms,
  errors: r.non2xx + r.errors + r.timeouts,
});

/** Runs the scenario on a server whose index has been recounted (runScenarios does that). */
export async function runSurge(
  srv: ServerUnderTest,
  dbUrl: string,
  pgDbName: string,
): Promise<SurgeRun> {
  log(`  deadline surge: preparing ${SURGE_WRITES} writes/s and ${SURGE_READERS} readers...`);
  const plan = await prepareSurge(srv.baseUrl, dbUrl, log);
  const groups = await readGroups(srv, plan);
  log(
    `  load: deadline surge, read-only: ${groups.map((g) => `${g.name} (${g.paths.length} paths, ${g.role})`).join(', ')}; ${WARMUP} s warm-up + ${SECONDS} s...`,
  );
  const quiet = await window(srv, pgDbName, groups, null);
  log(`  load: deadline surge, the same reads while ${plan.sessions.length} regions write...`);
  const busy = await window(srv, pgDbName, groups, plan);
  const routes: SurgeRoute[] = groups.map((g, i) => {
    const readOnly = figures(quiet.results[i]!);
    const surge = figures(busy.results[i]!);
    return {
      name: g.name,
      role: g.role,
      connections: quiet.results[i]!.connections,
      readOnly,
      surge,
      p99Ratio:
        surge.requests && readOnly.requests
          ? Math.round((surge.p99Ms / Math.max(0.1, readOnly.p99Ms)) * 100) / 100
          : null,
    };
  });
  const run: SurgeRun = {
    statedWriteRate: SURGE_WRITES,
    sessions: plan.sessions.length,
    seconds: SECONDS,
    warmupSeconds: WARMUP,
    routes,
    writes: writeFigures(busy.writes, busy.seconds, busy.skipped),
    cpu: { readOnly: quiet.cpu, surge: busy.cpu },
    recompute: recomputeFigures(busy.before, busy.after),
  };
  logSurge(run);
  return run;
}

function logSurge(run: SurgeRun) {
  for (const r of run.routes)
    log(
      `    ${r.name} (${r.connections} connections, ${r.role}): read-only ${r.readOnly.rps} req/s p99 ${r.readOnly.p99Ms} ms; ` +
        `under the surge ${r.surge.rps} req/s p99 ${r.surge.p99Ms} ms (x${r.p99Ratio ?? ' n/a: no answer'}); errors ${r.readOnly.errors} / ${r.surge.errors}`,
    );
  const w = run.writes;
  log(
    `    writes: ${w.count} (${w.rps}/s of ${run.statedWriteRate} stated), p50 ${w.p50Ms} ms, p99 ${w.p99Ms} ms, ` +
      `max ${w.maxMs} ms, errors ${w.errors}, not sent (every session busy) ${w.skipped}; ` +
      WRITE_KINDS.map(
        (k) =>
          `${k} ${w.byKind[k].count} p99 ${w.byKind[k].p99Ms} ms${w.byKind[k].errors ? ` (${w.byKind[k].errors} errors)` : ''}`,
      ).join(', '),
  );
  for (const e of w.errorSamples) log(`      e.g. ${e}`);
  for (const [label, c] of [
    ['read-only', run.cpu.readOnly],
    ['surge', run.cpu.surge],
  ] as const)
    if (c)
      log(
        `    CPU ${label} over ${c.seconds} s: server ${c.serverS} s (${c.serverMsPerReq} ms/req), postgres ${c.postgresS} s ` +
          `(${c.postgresMsPerReq} ms/req), bench ${c.benchS} s, other ${c.otherPct}% of the machine`,
      );
  const x = run.recompute;
  log(
    x.metric
      ? `    recomputations: ${x.recomputations} over ${x.keys} keys (${x.metric}); worst key ${x.worst?.key ?? '-'}: ` +
          `${x.worst?.recomputations ?? 0} for ${x.worst?.changes ?? 'n/a'} changes; per key per change ${x.perChange ?? 'n/a'}`
      : '    recomputations per cache key: n/a (the server exposes no such counter yet)',
  );
}
