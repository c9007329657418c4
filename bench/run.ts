/**
 * `npm run bench`: national-scale dataset, the real server as a child process, autocannon on
 * loopback, for PGlite and PostgreSQL. Env:
 *   BENCH_SECONDS (15)      measured seconds per scenario
 *   BENCH_WARMUP (15)       warm-up seconds per scenario (docs/decisions.md, "Bench warm-up")
 *   BENCH_CONNECTIONS (50)  concurrent connections
 *   BENCH_RANKING_CONNECTIONS (10)  concurrent connections of the ranking scenario, whose target
 *                           is a latency (p99 < 50 ms) and so needs a stated, realistic load
 *   BENCH_DB (both)         both | pglite | postgres
 *   BENCH_DATABASE_URL      admin URL of the PostgreSQL server (default postgres://root@127.0.0.1:5432/postgres);
 *                           a fresh bench_<timestamp> database is created there and dropped at the end
 *   BENCH_INNOVATIONS (40000)
 *   BENCH_QUIET_WAIT (15)   seconds to wait, per scenario, for a busy machine to settle (0: never)
 *   BENCH_RETRIES (1)       repeats of a measured window disturbed by other work (> 20% of the machine)
 *   BENCH_WORKERS (1)       PostgreSQL also with N API processes (node:cluster), beside 1; the floor likewise
 *   BENCH_TWO_NODES (1)     PostgreSQL also as two API nodes behind haproxy (scripts/cluster.ts): the
 *                           innovation list through the proxy against one of the nodes alone; 0: skip
 *   BENCH_REDIS_URL         the two nodes' Redis (default redis://127.0.0.1:6379)
 *   BENCH_FLOOR (1)         0: no floor servers (PostgreSQL lists judged by absolute targets)
 *   BENCH_SCENARIOS         only these scenarios, comma-separated (e.g. `innovation list`); default all
 *                           (`report screens` also times each report export once, warm: issue 24)
 *   BENCH_REPORT_ONLY=1     only re-render the README section from bench/results/latest.json
 * A smoke run (BENCH_SECONDS < 10) writes its result files but leaves the README alone.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDb } from '../server/db/client';
import { YEARS, loadDataset, DEMO_PASSWORD, BENCH_USER, type DatasetInfo } from './dataset';
import { cpuMark, cpuSince, waitForQuiet, type CpuMark } from './cpu';
import { isDeepStrictEqual } from 'node:util';
import {
  checkOnce,
  fetchJson,
  login,
  runScenario,
  type FloorFigures,
  type ScenarioResult,
} from './load';
import { measureEvaluations, measureRecount } from './indexBench';
import {
  checkTargets,
  machine,
  markdown,
  prettyMarkdown,
  updateReadme,
  writeResults,
  checkIndexTargets,
  type DbKind,
  type DbRun,
  type ExportTiming,
  type IndexRun,
  type Machine,
} from './report';
import { BENCH_JWT_SECRET, freePort, startServer, type ServerUnderTest } from './server';
import { startCluster } from '../scripts/cluster';
import { ADMIN, ADMIN_DIKLAT, PEMDA, QC } from '../domain/policy';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const num = (v: string | undefined, d: number) => (v && Number(v) > 0 ? Number(v) : d);
const SECONDS = num(process.env.BENCH_SECONDS, 15);
const WARMUP =
  process.env.BENCH_WARMUP !== undefined ? Number(process.env.BENCH_WARMUP) : Math.min(15, SECONDS);
const CONNECTIONS = num(process.env.BENCH_CONNECTIONS, 50);
const RANKING_CONNECTIONS = num(process.env.BENCH_RANKING_CONNECTIONS, 10);
/**
 * Every dashboard endpoint (server/routes/dashboard.ts, pemdaDashboard.ts), each opened by an
 * account of its screen: the bench account (superadmin) or a demo account (username = role,
 * DEMO_PASSWORD; the regional ones belong to Kota Bandung / Jawa Barat, regions of the dataset).
 */
const DASHBOARDS = [
  ['qc', QC],
  ['iga', BENCH_USER],
  ['statistik-inovasi', PEMDA],
  ['statistik-daerah', ADMIN],
  ['per-indikator', BENCH_USER],
  ['diklat', ADMIN_DIKLAT],
  ['pemda', PEMDA],
] as const;
/** Keys of the open API for the open index CSV scenario: each counts its own calls (5,000 an hour). */
const OPEN_KEYS = 10;
const WHICH = (process.env.BENCH_DB ?? 'both').toLowerCase();
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
/** Hard stop for the whole bench, whatever happens. */
/** How long to wait, per scenario, for other work on the machine to settle before loading. */
const QUIET_WAIT_MS =
  (process.env.BENCH_QUIET_WAIT !== undefined ? Number(process.env.BENCH_QUIET_WAIT) : 15) * 1000;
/** A measured window where other processes used more than this share of the machine is repeated. */
const NOISY_PCT = 20;
const WORKERS = num(process.env.BENCH_WORKERS, 1);
const RETRIES = process.env.BENCH_RETRIES !== undefined ? Number(process.env.BENCH_RETRIES) : 1;
const WATCHDOG_MS = num(process.env.BENCH_TIMEOUT_SECONDS, 3600) * 1000;
const TWO_NODES = process.env.BENCH_TWO_NODES !== '0';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const FLOOR = process.env.BENCH_FLOOR !== '0';
/** The scenarios measured over the index (recount first; one API process only). */
const INDEX_SCENARIOS = [
  'ranking-index',
  'dashboards',
  'report screens',
  'award ranking',
  'progress report',
  'open index CSV',
  'region landing page',
];
const SCENARIO_NAMES = ['innovation list', 'm_daerah lookup', 'review list', ...INDEX_SCENARIOS];
const ONLY = process.env.BENCH_SCENARIOS?.split(',')
  .map((n) => n.trim())
  .filter(Boolean);
/** Whether BENCH_SCENARIOS (absent: every scenario) names this one. */
const chosen = (name: string) => !ONLY?.length || ONLY.includes(name);

const log = (m: string) => console.log(m);
const cleanups: (() => Promise<void> | void)[] = [];
async function cleanupAll() {
  while (cleanups.length) {
    const fn = cleanups.pop()!;
    try {
      await fn();
    } catch (e) {
      console.error('cleanup failed:', (e as Error).message);
    }
  }
}

/** Deterministic shuffle so consecutive requests hit different pemda/years (no cache locality). */
function shuffled<T>(items: T[]): T[] {
  const a = items.slice();
  let s = 42;
  for (let i = a.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const j = s % (i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

function rotating(paths: string[]): () => string {
  let i = 0;
  return () => paths[i++ % paths.length]!;
}

const LOOKUP_PREFIXES = [
  'kab',
  'kota',
  'ban',
  'sum',
  'jaw',
  'kal',
  'sul',
  'pap',
  'ma',
  'la',
  'tan',
  'bar',
  'ace',
  'lam',
  'bo',
];

const REVIEW_QUEUES = [
  ['request', '/api/nomor_registrasi/request/lookup'],
  ['approved', '/api/review/approved/lookup'],
  ['rejected', '/api/review/rejected/lookup'],
  ['qc', '/api/review/qc/lookup'],
] as const;

/**
 * The review queues' totals through the API against the counts taken from the tables when the
 * data was loaded, per queue and year (issue 9: "the review lists' counts match the database").
 */
async function checkReviewCounts(srv: ServerUnderTest, token: string, data: DatasetInfo) {
  const mismatches: string[] = [];
  let checked = 0;
  for (const [queue, path] of REVIEW_QUEUES) {
    for (const y of YEARS) {
      const got = await checkOnce(srv.baseUrl, token, `${path}?tahun=${y}&per_page=1`);
      const want = data.reviewCounts[queue]?.[y] ?? 0;
      checked++;
      if (got.total !== want) mismatches.push(`${queue} ${y}: API ${got.total}, database ${want}`);
    }
  }
  const sizes = REVIEW_QUEUES.map(
    ([q]) => `${q} ${YEARS.reduce((n, y) => n + (data.reviewCounts[q]?.[y] ?? 0), 0)}`,
  );
  log(
    `  check: review queue totals = database counts for ${checked - mismatches.length} of ${checked} ` +
      `queue-years (${sizes.join(', ')})${mismatches.length ? `; MISMATCH ${mismatches.join('; ')}` : ''}`,
  );
  return { checked, mismatches };
}

/** Recount of every year, then one evaluation at a time (once per database, 1 worker). */
async function indexFigures(
  srv: ServerUnderTest,
  token: string,
  data: DatasetInfo,
): Promise<Omit<IndexRun, 'reviewCounts' | 'rankingP99Ms'>> {
  log(`  index: Hitung Ulang of ${YEARS.join(', ')}...`);
  const recount = await measureRecount(srv.baseUrl, token, YEARS);
  for (const y of recount.years)
    log(`    ${y.tahun}: ${y.ms} ms (server ${y.serverMs} ms), ${y.regions} regions`);
  log(`    all years: ${recount.totalMs} ms`);
  log('  index: evaluations one at a time (every answered indicator accepted)...');
  const evaluation = await measureEvaluations(srv.baseUrl, token, data.evaluation);
  log(
    `    ${evaluation.count} evaluations of ${evaluation.indicatorsPerEvaluation} indicators: ` +
      `p50 ${evaluation.p50Ms} ms, p95 ${evaluation.p95Ms} ms, max ${evaluation.maxMs} ms; ` +
      `region's verified index updated at once: ${evaluation.regionUpdated ? 'yes' : 'NO'}`,
  );
  return { recount, evaluation };
}

/** The floors a server configuration is measured against (PostgreSQL; none on PGlite). */
interface Floors {
  /** bench/floor.ts: the product's own SQL */
  same: ServerUnderTest;
  /** bench/floor.ts with FLOOR=tuned: the fastest SQL written by hand for the same JSON */
  tuned: ServerUnderTest;
}

/** One measured scenario and what it is compared with, measured right before and after it. */
interface Scenario {
  name: string;
  paths: string[];
  connections?: number;
  floors: { kind: 'same' | 'tuned' | 'static'; server: ServerUnderTest; paths: string[] }[];
  /** the request's headers instead of the bench account's Bearer token */
  headersFor?: (path: string) => Record<string, string>;
}

/** A GET's status, size and time (no JSON expected: pages, CSV, dashboards' objects). */
async function probe(
  baseUrl: string,
  token: string,
  path: string,
  headers: Record<string, string> = { authorization: `Bearer ${token}` },
) {
  const started = performance.now();
  const res = await fetch(baseUrl + path, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, body, ms: Math.round(performance.now() - started) };
}

/** The paths that answer 200 (a screen's variants that need data the bench lacks are left out). */
async function answering(
  srv: ServerUnderTest,
  token: string,
  paths: string[],
  headersFor?: (path: string) => Record<string, string>,
): Promise<string[]> {
  const ok: string[] = [];
  for (const p of paths)
    if ((await probe(srv.baseUrl, token, p, headersFor?.(p))).status === 200) ok.push(p);
  return ok;
}

/**
 * Keys of the open data API made through the api-access screen's call (POST /api/access), as a
 * user makes them, and sent in `X-API-Key` (a Bearer token is not a key: it is counted as an
 * anonymous caller, 60 calls an hour). The product's limit stays 5,000 calls an hour per key;
 * the requests rotate over OPEN_KEYS keys so a long run stays under it (each key its own count).
 */
async function openKeys(srv: ServerUnderTest, token: string): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 1; i <= OPEN_KEYS; i++) {
    const res = await fetch(`${srv.baseUrl}/api/access`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ nama: `bench ${i}`, scope: ['indeks'] }),
    });
    const body = (await res.json().catch(() => null)) as { data?: { secret?: string } } | null;
    if (res.status !== 201 || !body?.data?.secret)
      throw new Error(`POST /api/access -> ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    keys.push(body.data.secret);
  }
  return keys;
}

/** The average-index reports (issue 24) and the recaps, every year. */
const AVERAGE_REPORTS = [
  'nasional',
  'wilayah',
  'propinsi',
  'propinsi2',
  'kota',
  'kabupaten',
  'perbatasan',
  'tertinggal',
  'papua',
  'nasional/rekap',
] as const;
const RECAPS = ['jenis', 'bentuk', 'urusan', 'inisiator'] as const;
/**
 * The report downloads (Excel and PDF) of one year, national scale: every average-index report
 * (all regions of its population, 546 for `nasional`), the recaps per province, of a province
 * and of a region's OPDs, the four innovation recaps and the analysis.
 */
function exportPaths(provinceId: number | undefined, profilId: number | undefined): string[] {
  const y = YEARS.at(-1)!;
  const bases = [
    ...AVERAGE_REPORTS.filter((r) => r !== 'nasional/rekap').map((r) => `/api/indeks/average/${r}`),
    '/api/indeks/average/nasional/rekap',
    ...(provinceId ? [`/api/indeks/average/propinsi/${provinceId}/rekap`] : []),
    ...(profilId ? [`/api/indeks/average/opd/${profilId}/rekap`] : []),
    ...RECAPS.map((r) => `/api/laporan/rekap/${r}`),
    '/api/laporan/analisis',
  ];
  return bases.flatMap((b) =>
    (['excel', 'pdf'] as const).map((f) => `${b}/download-${f}?tahun=${y}`),
  );
}

/** Export downloads at or under this, to the last byte (issue 24: "546 rows in <= 2 s"). */
const EXPORT_MAX_MS = 2000;

/** Each export once to warm it, then once timed to its last byte. */
async function timeExports(srv: ServerUnderTest, token: string, paths: string[]) {
  log(`  exports: ${paths.length} report downloads, each once warm (time to the last byte)...`);
  const out: ExportTiming[] = [];
  for (const path of paths) {
    await probe(srv.baseUrl, token, path);
    const { status, body, ms } = await probe(srv.baseUrl, token, path);
    out.push({ path, status, bytes: body.length, ms });
    log(
      `    ${path}: ${status}, ${body.length} B, ${ms} ms${ms > EXPORT_MAX_MS ? ' (over 2 s)' : ''}`,
    );
  }
  return out;
}

/** Regions whose public landing page is loaded (and written out as static files). */
const LANDING_REGIONS = 100;

/** Where two JSON answers first differ (`data[0].nama: "A" / "B"`), for the floor check's error. */
function firstDifference(a: unknown, b: unknown, at = ''): string {
  if (isDeepStrictEqual(a, b)) return '';
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const x = (a as Record<string, unknown>)[k];
      const y = (b as Record<string, unknown>)[k];
      if (!isDeepStrictEqual(x, y)) return firstDifference(x, y, `${at}.${k}`);
    }
  }
  const show = (v: unknown) => JSON.stringify(v)?.slice(0, 120) ?? 'undefined';
  return `${at.slice(1) || '(answer)'}: product ${show(a)} / floor ${show(b)}`;
}

/** A pemda's innovations of one year, first page by name: every pemda and year, shuffled. */
const innovationListPaths = (data: DatasetInfo) =>
  shuffled(
    data.profilIds.flatMap((id) =>
      YEARS.map(
        (y) =>
          `/api/crud/iga2020_inovasi?page=0&per_page=20&orderBy=nama&orderDirection=asc&profil_id=${id}&tahun=${y}`,
      ),
    ),
  );

async function runScenarios(
  srv: ServerUnderTest,
  data: DatasetInfo,
  pgDbName: string | null,
  floors: Floors | null,
  withIndex: boolean,
  staticDir: string,
): Promise<{ scenarios: ScenarioResult[]; index: IndexRun | null; skipped: string[] }> {
  const token = await login(srv.baseUrl, BENCH_USER, DEMO_PASSWORD);
  const skipped: string[] = [];
  const listPaths = innovationListPaths(data);
  const lookupPaths = LOOKUP_PREFIXES.map((p) => `/api/crud/m_daerah/lookup?search=${p}`);
  // A verifier's queues: every queue and year, the first three pages, newest sent first.
  const reviewPaths = shuffled(
    REVIEW_QUEUES.flatMap(([, path]) =>
      YEARS.flatMap((y) => [0, 1, 2].map((p) => `${path}?tahun=${y}&page=${p}&per_page=20`)),
    ),
  );
  const rankingPaths = shuffled(
    YEARS.flatMap((y) =>
      Array.from(
        { length: Math.ceil(data.profilIds.length / 20) },
        (_, p) => `/api/ranking-index?tahun=${y}&page=${p}&per_page=20`,
      ),
    ),
  );

  // The statistics dashboards the bench account (superadmin) opens, every year: cached answers
  // while the index stands still (issue 23 item 10).
  const dashboardTokens = new Map<string, string>([[BENCH_USER, token]]);
  for (const [, account] of DASHBOARDS)
    if (!dashboardTokens.has(account))
      dashboardTokens.set(account, await login(srv.baseUrl, account, DEMO_PASSWORD));
  const dashboardHeaders = new Map<string, Record<string, string>>();
  for (const y of YEARS)
    for (const [d, account] of DASHBOARDS)
      dashboardHeaders.set(`/api/dashboard/${d}?tahun=${y}`, {
        authorization: `Bearer ${dashboardTokens.get(account)!}`,
        accept: 'application/json',
      });
  const dashboardPaths = shuffled([...dashboardHeaders.keys()]);
  const dashboardHeadersFor = (path: string) => dashboardHeaders.get(path)!;

  // Sanity: the requests answer 200 with data before loading them.
  const first = await checkOnce(srv.baseUrl, token, listPaths[0]!);
  if (first.rows === 0) throw new Error(`list returned no rows: ${listPaths[0]}`);
  log(`  check: list -> ${first.rows} rows of ${first.total}, ${first.bytes} bytes`);
  const lk = await checkOnce(srv.baseUrl, token, lookupPaths[0]!);
  log(`  check: lookup -> ${lk.rows} rows, ${lk.bytes} bytes`);
  const rv = await checkOnce(srv.baseUrl, token, reviewPaths[0]!);
  log(`  check: review list -> ${rv.rows} rows of ${rv.total}, ${rv.bytes} bytes`);
  let index: IndexRun | null = null;
  if (withIndex) {
    const reviewCounts = await checkReviewCounts(srv, token, data);
    // Before the ranking is loaded: the recount brings every region's stored result up to date.
    index = { ...(await indexFigures(srv, token, data)), reviewCounts, rankingP99Ms: null };
    // Cold: the recount has just moved every year's index, so each first answer is computed.
    let coldMax = 0;
    for (const path of dashboardPaths) {
      const { ms, status } = await probe(srv.baseUrl, token, path, dashboardHeadersFor(path));
      if (status !== 200) throw new Error(`GET ${path} -> ${status}`);
      coldMax = Math.max(coldMax, ms);
      log(`  cold: ${path} ${ms} ms`);
    }
    index.dashboardsColdMaxMs = coldMax;
  }

  if (floors) {
    // The floors must answer exactly what the product answers, or the ratio means nothing: the
    // same rows, the names they point at (`_labels`) and their registration facts.
    for (const path of [
      listPaths[0]!,
      listPaths[1]!,
      ...lookupPaths.slice(0, 3),
      ...reviewPaths.slice(0, 24),
    ]) {
      const [a, b, c] = await Promise.all([
        fetchJson(srv.baseUrl, token, path),
        fetchJson(floors.same.baseUrl, token, path),
        fetchJson(floors.tuned.baseUrl, token, path),
      ]);
      for (const [kind, f] of [
        ['same', b],
        ['tuned', c],
      ] as const) {
        if (!isDeepStrictEqual(a, f))
          throw new Error(
            `floor (${kind} SQL) and product answer differently: ${path}\n` +
              `  first difference: ${firstDifference(a, f)}\n  (BENCH_FLOOR=0 runs without the floors)`,
          );
      }
    }
    log('  check: both floors answer the same JSON as the product');
  }
  const listFloors = (paths: string[]): Scenario['floors'] =>
    floors
      ? [
          { kind: 'same', server: floors.same, paths },
          { kind: 'tuned', server: floors.tuned, paths },
        ]
      : [];

  const scenarios: Scenario[] = [
    { name: 'innovation list', paths: listPaths, floors: listFloors(listPaths) },
    { name: 'm_daerah lookup', paths: lookupPaths, floors: listFloors(lookupPaths) },
    { name: 'review list', paths: reviewPaths, floors: listFloors(reviewPaths) },
  ];
  if (withIndex) {
    const latency = (name: string, paths: string[], connections = RANKING_CONNECTIONS) => {
      if (paths.length) scenarios.push({ name, paths, connections, floors: [] });
      else skipped.push(`${name}: no route answers 200 here (${name} not on this branch)`);
    };
    latency('ranking-index', rankingPaths);
    scenarios.push({
      name: 'dashboards',
      paths: dashboardPaths,
      connections: RANKING_CONNECTIONS,
      floors: [],
      headersFor: dashboardHeadersFor,
    });
    // Issue 24: the average-index reports, per province, and the recaps.
    const provinces = (
      (
        JSON.parse(
          (
            await probe(srv.baseUrl, token, `/api/indeks/average/nasional/rekap?tahun=${YEARS[0]}`)
          ).body.toString() || '{}',
        ) as { data?: { propinsi_id: number }[] }
      ).data ?? []
    )
      .slice(0, 5)
      .map((r) => r.propinsi_id);
    const reportPaths = await answering(
      srv,
      token,
      YEARS.flatMap((y) => [
        ...AVERAGE_REPORTS.map((r) => `/api/indeks/average/${r}?tahun=${y}`),
        ...provinces.map((id) => `/api/indeks/average/propinsi/${id}/rekap?tahun=${y}`),
        ...RECAPS.map((r) => `/api/laporan/rekap/${r}?tahun=${y}`),
      ]),
    );
    latency('report screens', shuffled(reportPaths));
    // Issue 24: every report export of one year at national scale (546 regions), each once warm.
    if (index && chosen('report screens'))
      index.exports = await timeExports(srv, token, exportPaths(provinces[0], data.profilIds[0]));
    // Issue 25: the award ranking and the progress report (when the branch has it).
    latency(
      'award ranking',
      await answering(
        srv,
        token,
        YEARS.map((y) => `/api/ranking-iga?tahun=${y}`),
      ),
    );
    latency(
      'progress report',
      await answering(
        srv,
        token,
        YEARS.map((y) => `/api/iga/progress-input?tahun=${y}`),
      ),
    );
    // Issue 26: the open index as CSV, one request at a time (a download, not a page), with a
    // key of the open API as a client program sends it.
    if (chosen('open index CSV')) {
      const keys = await openKeys(srv, token);
      let k = 0;
      const keyHeaders = () => ({ 'x-api-key': keys[k++ % keys.length]!, accept: 'text/csv' });
      const csvPaths = await answering(
        srv,
        token,
        YEARS.map((y) => `/api/open/v1/indeks?tahun=${y}&format=csv`),
        keyHeaders,
      );
      log(`  check: open index CSV answers 200 with a key for ${csvPaths.length} years`);
      if (csvPaths.length)
        scenarios.push({
          name: 'open index CSV',
          paths: csvPaths,
          connections: 1,
          floors: [],
          headersFor: keyHeaders,
        });
      else skipped.push('open index CSV: no year answers 200 with a key');
    }
    // Issue 26: a region's public landing page, warm, against the same bytes as static files
    // sent by the same server (DIST_DIR).
    const landing: string[] = [];
    mkdirSync(join(staticDir, 'landing'), { recursive: true });
    for (const id of data.profilIds.slice(0, LANDING_REGIONS)) {
      const page = await probe(srv.baseUrl, token, `/landing/pemda/${id}`);
      if (page.status !== 200) continue;
      writeFileSync(join(staticDir, 'landing', `${id}.html`), page.body);
      landing.push(`/landing/pemda/${id}`);
    }
    if (landing.length) {
      const files = landing.map((p) => `/landing/${p.split('/').pop()}.html`);
      const f = await probe(srv.baseUrl, token, files[0]!);
      const l = await probe(srv.baseUrl, token, landing[0]!);
      if (f.status !== 200 || !f.body.equals(l.body))
        throw new Error(`the static copy of ${landing[0]} is not served as the same bytes`);
      log(
        `  check: ${landing.length} landing pages, ~${l.body.length} B, served also as static files`,
      );
      scenarios.push({
        name: 'region landing page',
        paths: landing,
        floors: [{ kind: 'static', server: srv, paths: files }],
      });
    } else skipped.push('region landing page: /landing/pemda/{id} does not answer 200');
  }
  for (const s of skipped) log(`  skipped: ${s}`);

  const results: ScenarioResult[] = [];
  for (const s of scenarios.filter((x) => chosen(x.name))) {
    const connections = s.connections ?? CONNECTIONS;
    const warmed = new Set<string>();
    /** A floor under the same load, measured right before and right after the product. */
    const floorWindow = async (f: Scenario['floors'][number]) => {
      let mark: CpuMark | null = null;
      const r = await runScenario({
        name: `${s.name} (${f.kind})`,
        baseUrl: f.server.baseUrl,
        token,
        nextPath: rotating(f.paths),
        connections,
        seconds: SECONDS,
        warmupSeconds: warmed.has(f.kind) ? 0 : WARMUP,
        onMeasureStart: () => {
          mark = cpuMark(f.server.pid, null);
        },
      });
      warmed.add(f.kind);
      return { ...r, cpu: cpuSince(mark, f.server.pid, r.requests) };
    };
    type Window = Awaited<ReturnType<typeof floorWindow>>;
    /** Windows on both sides of the product's, averaged: drift in the machine's other load
     * touches both figures alike, so the ratio holds on a noisy machine. */
    const combine = (before: Window, after: Window): FloorFigures => {
      const mean = (a: number, b: number) => Math.round(((a + b) / 2) * 10) / 10;
      const out: FloorFigures = {
        rps: Math.round((before.rps + after.rps) / 2),
        p50Ms: mean(before.p50Ms, after.p50Ms),
        p99Ms: mean(before.p99Ms, after.p99Ms),
        non2xx: before.non2xx + after.non2xx,
        errors: before.errors + before.timeouts + after.errors + after.timeouts,
      };
      // CPU per request is the figure least moved by other work on the machine.
      if (before.cpu && after.cpu)
        out.serverMsPerReq =
          Math.round(((before.cpu.serverMsPerReq + after.cpu.serverMsPerReq) / 2) * 100) / 100;
      return out;
    };
    const ratioOf = (r: ScenarioResult, f: FloorFigures) => ({
      rps: Math.round((r.rps / Math.max(1, f.rps)) * 100) / 100,
      p99: Math.round((r.p99Ms / Math.max(0.1, f.p99Ms)) * 100) / 100,
    });
    let best: ScenarioResult | null = null;
    let made = 0;
    for (let attempt = 1; attempt <= 1 + RETRIES; attempt++) {
      if (QUIET_WAIT_MS > 0) await waitForQuiet(QUIET_WAIT_MS, 15, log);
      srv.resetPeak();
      const before: Window[] = [];
      for (const f of s.floors) before.push(await floorWindow(f));
      log(`  load: ${s.name}, ${connections} connections, ${WARMUP} s warm-up + ${SECONDS} s...`);
      let mark: CpuMark | null = null;
      const r = await runScenario({
        name: s.name,
        baseUrl: srv.baseUrl,
        token,
        nextPath: rotating(s.paths),
        connections,
        seconds: SECONDS,
        warmupSeconds: WARMUP,
        headersFor: s.headersFor,
        onMeasureStart: () => {
          mark = cpuMark(srv.pid, pgDbName);
        },
      });
      made = attempt;
      const cpu = cpuSince(mark, srv.pid, r.requests);
      const res: ScenarioResult = {
        ...r,
        peakRssMb: Math.round(srv.peakRssMb() * 10) / 10,
        cpu,
        attempts: attempt,
      };
      for (const [i, f] of s.floors.entries()) {
        const figures = combine(before[i]!, await floorWindow(f));
        const ratio = ratioOf(res, figures);
        if (f.kind === 'tuned') {
          res.tuned = figures;
          res.tunedRatio = ratio;
        } else {
          res.floor = figures;
          res.floorKind = f.kind;
          res.ratio = ratio;
        }
        log(
          `    ${f.kind === 'static' ? 'static file' : `floor (${f.kind} SQL)`}: ${figures.rps} req/s, ` +
            `p99 ${figures.p99Ms} ms, ${figures.serverMsPerReq ?? '-'} ms CPU/req; ` +
            `product/${f.kind}: req/s x${ratio.rps}, p99 x${ratio.p99}`,
        );
      }
      const kinds = Object.entries(res.errorKinds).map(([k, n]) => `${k} x${n}`);
      log(
        `    ${res.rps} req/s, p50 ${res.p50Ms} ms, p99 ${res.p99Ms} ms, non-2xx ${res.non2xx}, ` +
          `errors ${res.errors}${kinds.length ? ` (${kinds.join(', ')})` : ''}, timeouts ${res.timeouts}, ` +
          `~${res.avgBytes} B/response, peak RSS ${res.peakRssMb} MB`,
      );
      if (cpu) {
        log(
          `    CPU over ${cpu.seconds} s: server ${cpu.serverS} s (${cpu.serverMsPerReq} ms/req), ` +
            `postgres ${cpu.postgresS} s (${cpu.postgresMsPerReq} ms/req), bench/autocannon ${cpu.benchS} s, ` +
            `other processes ${cpu.otherS} s (${cpu.otherPct}% of the machine)`,
        );
      }
      if (!best || (cpu && best.cpu && cpu.otherPct < best.cpu.otherPct)) best = res;
      const noisy = cpu !== null && cpu.otherPct > NOISY_PCT;
      if (!noisy) break;
      if (attempt <= RETRIES) {
        log(`    other processes used ${cpu.otherPct}% of the machine: measuring again`);
      } else {
        log('    WARNING: other processes used the CPU during this run; figures are pessimistic.');
      }
    }
    if (made > 1)
      log(`    kept attempt ${best!.attempts} of ${made} (other load ${best!.cpu?.otherPct}%)`);
    const kept: ScenarioResult = { ...best!, attempts: made };
    results.push(kept);
    if (index && s.name === 'ranking-index') index.rankingP99Ms = kept.p99Ms;
  }
  return { scenarios: results, index, skipped };
}

async function benchDb(
  kind: DbKind,
  dbEnv: Record<string, string>,
  open: () => ReturnType<typeof openDb>,
  dbVersion: string,
  pgDbName: string | null,
): Promise<DbRun[]> {
  log(`\n== ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ==`);
  log('  loading the dataset...');
  const handle = await open();
  let data: DatasetInfo;
  try {
    data = await loadDataset(handle, log);
  } finally {
    await handle.close();
  }
  log(`  load total: ${(data.times.totalMs / 1000).toFixed(1)} s`);

  const counts = kind === 'postgres' && WORKERS > 1 ? [1, WORKERS] : [1];
  const runs: DbRun[] = [];
  for (const workers of counts) {
    runs.push(await benchServer(kind, dbEnv, dbVersion, pgDbName, data, workers));
  }
  if (kind === 'postgres' && TWO_NODES && chosen('innovation list')) {
    runs.push(await benchTwoNodes(dbEnv, dbVersion, pgDbName!, data));
  }
  return runs;
}

/**
 * Two API nodes behind haproxy (scripts/cluster.ts, as `npm run cluster:demo` runs them) on the
 * same database: the innovation list through the proxy, against node1 addressed alone right
 * before and right after (same processes, same warm caches; their mean is "one node"). Both
 * nodes share the machine's cores with the database and the load generator, so the figure
 * shows what the layout costs (proxy, Redis, two processes), not a speed-up.
 */
async function benchTwoNodes(
  dbEnv: Record<string, string>,
  dbVersion: string,
  pgDbName: string,
  data: DatasetInfo,
): Promise<DbRun> {
  log('  starting two nodes behind haproxy (scripts/cluster.ts)...');
  const t0 = performance.now();
  const cluster = await startCluster({
    databaseUrl: dbEnv.DATABASE_URL!,
    redisUrl: REDIS_URL,
    redisPrefix: `iid-bench:${pgDbName}:`,
    jwtSecret: BENCH_JWT_SECRET,
    proxyPort: await freePort(),
    nodePorts: [await freePort(), await freePort()],
    s3Port: 0,
    stateDir: mkTmp('iid-bench-cluster-'),
    nodeEnv: { NODE_ENV: 'production' },
  });
  const stopCluster = () => cluster.stop();
  cleanups.push(stopCluster);
  const bootMs = Math.round(performance.now() - t0);
  const pids = [cluster.proxy.pid, ...cluster.nodes.map((n) => n.pid)];
  const node1 = cluster.nodes[0];
  log(`  haproxy ${cluster.proxyUrl} -> ${cluster.nodes.map((n) => n.url).join(', ')}`);
  const token = await login(cluster.proxyUrl, BENCH_USER, DEMO_PASSWORD);
  const paths = innovationListPaths(data);
  const connections = CONNECTIONS;
  const window = async (name: string, baseUrl: string, warmup: number, pidsHere: number[]) => {
    let mark: CpuMark | null = null;
    const r = await runScenario({
      name,
      baseUrl,
      token,
      nextPath: rotating(paths),
      connections,
      seconds: SECONDS,
      warmupSeconds: warmup,
      onMeasureStart: () => {
        mark = cpuMark(pidsHere, pgDbName);
      },
    });
    return { ...r, cpu: cpuSince(mark, pidsHere, r.requests) };
  };
  let result: ScenarioResult;
  try {
    if (QUIET_WAIT_MS > 0) await waitForQuiet(QUIET_WAIT_MS, 15, log);
    log(`  load: innovation list on node1 alone, ${connections} connections...`);
    const before = await window('innovation list (one node)', node1.url, WARMUP, [node1.pid]);
    log(`    one node: ${before.rps} req/s, p99 ${before.p99Ms} ms`);
    log('  load: innovation list through haproxy to both nodes...');
    // node2 has taken no request yet: the proxy's warm-up warms it.
    const two = await window('innovation list', cluster.proxyUrl, WARMUP, pids);
    log(`    two nodes: ${two.rps} req/s, p99 ${two.p99Ms} ms`);
    const after = await window('innovation list (one node)', node1.url, 0, [node1.pid]);
    log(`    one node again: ${after.rps} req/s, p99 ${after.p99Ms} ms`);
    const oneRps = Math.round((before.rps + after.rps) / 2);
    const oneNode = {
      rps: oneRps,
      p99Ms: Math.round(((before.p99Ms + after.p99Ms) / 2) * 10) / 10,
      ratio: Math.round((two.rps / Math.max(1, oneRps)) * 100) / 100,
    };
    result = { ...two, peakRssMb: 0, attempts: 1, oneNode };
    const kinds = Object.entries(result.errorKinds).map(([k, n]) => `${k} x${n}`);
    log(
      `    two nodes / one node: req/s x${oneNode.ratio}; non-2xx ${result.non2xx}, ` +
        `errors ${result.errors}${kinds.length ? ` (${kinds.join(', ')})` : ''}, timeouts ${result.timeouts}`,
    );
    if (two.cpu)
      log(
        `    CPU over ${two.cpu.seconds} s: nodes + haproxy ${two.cpu.serverS} s (${two.cpu.serverMsPerReq} ms/req), ` +
          `postgres ${two.cpu.postgresS} s, bench ${two.cpu.benchS} s, other ${two.cpu.otherPct}% of the machine`,
      );
  } finally {
    await cluster.stop();
    cleanups.splice(cleanups.indexOf(stopCluster), 1);
  }
  return {
    db: 'postgres',
    workers: 1,
    nodes: 2,
    dbVersion,
    load: data.times,
    counts: data.counts,
    fkTriggersSkipped: data.fkTriggersSkipped,
    serverBootMs: bootMs,
    serverPeakRssMb: 0,
    serverHwmMb: 0,
    scenarios: [result],
    targets: checkTargets('postgres', [result]),
  };
}

/** One server configuration (1 or N worker processes) with its floor, over the loaded data. */
async function benchServer(
  kind: DbKind,
  dbEnv: Record<string, string>,
  dbVersion: string,
  pgDbName: string | null,
  data: DatasetInfo,
  workers: number,
): Promise<DbRun> {
  // The server sends the built app from DIST_DIR besides the API: the landing pages' static
  // copies are written there (runScenarios).
  const staticDir = mkTmp('iid-bench-static-');
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>bench</title>');
  const env = { ...dbEnv, WORKERS: String(workers), DIST_DIR: staticDir };
  log(`  starting the server (child process, ${workers} worker${workers > 1 ? 's' : ''})...`);
  const srv = await startServer({
    cwd: ROOT,
    dbEnv: env,
    args: ['--import', 'tsx', 'server/main.ts'],
  });
  cleanups.push(() => srv.stop());
  log(
    `  server pid ${srv.pid} on ${srv.baseUrl}, answered after ${(srv.bootMs / 1000).toFixed(1)} s`,
  );
  // The floors (bench/floor.ts) on the same PostgreSQL database, with as many processes: the
  // product's own SQL and the tuned SQL. PGlite lives inside the product's process, so it has
  // no separate floor.
  let floors: Floors | null = null;
  if (kind === 'postgres' && FLOOR) {
    const start = async (mode: 'same' | 'tuned') => {
      const f = await startServer({
        cwd: ROOT,
        dbEnv: { ...env, JWT_SECRET: BENCH_JWT_SECRET, FLOOR: mode },
        args: ['--import', 'tsx', 'bench/floor.ts'],
      });
      cleanups.push(() => f.stop());
      log(`  floor (${mode} SQL) pid ${f.pid} on ${f.baseUrl}`);
      return f;
    };
    floors = { same: await start('same'), tuned: await start('tuned') };
  }
  // Worker processes boot after the primary answers; give them a moment.
  if (workers > 1) await new Promise((r) => setTimeout(r, 3000));
  let scenarios: ScenarioResult[];
  let index: IndexRun | null;
  let skipped: string[];
  let hwm = 0;
  try {
    ({ scenarios, index, skipped } = await runScenarios(
      srv,
      data,
      pgDbName,
      floors,
      workers === 1 && INDEX_SCENARIOS.some(chosen),
      staticDir,
    ));
  } finally {
    hwm = srv.hwmMb();
    if (floors) {
      await floors.tuned.stop();
      cleanups.pop();
      await floors.same.stop();
      cleanups.pop();
    }
    await srv.stop();
    cleanups.pop();
  }
  const peak = Math.max(0, ...scenarios.map((s) => s.peakRssMb));
  log(`  server peak RSS under load ${peak.toFixed(1)} MB, VmHWM ${hwm.toFixed(1)} MB`);
  return {
    db: kind,
    workers,
    dbVersion,
    load: data.times,
    counts: data.counts,
    fkTriggersSkipped: data.fkTriggersSkipped,
    serverBootMs: srv.bootMs,
    serverPeakRssMb: Math.round(peak * 10) / 10,
    serverHwmMb: Math.round(hwm * 10) / 10,
    scenarios,
    ...(skipped.length ? { skipped } : {}),
    ...(index ? { index } : {}),
    targets: [...checkTargets(kind, scenarios), ...(index ? checkIndexTargets(kind, index) : [])],
  };
}

async function postgresRun(stampDb: string): Promise<DbRun[] | string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (e) {
    return `PostgreSQL at ${redact(ADMIN_URL)} is unreachable (${(e as Error).message}): PGlite only.`;
  }
  const version = String(
    ((await admin.query('SHOW server_version')).rows[0] as { server_version: string })
      .server_version,
  );
  const dbName = `bench_${stampDb}`;
  if (!/^bench_\d+$/.test(dbName)) throw new Error('bad bench database name');
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dropDb = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    log(`  dropped database ${dbName}`);
  };
  cleanups.push(dropDb);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const dbUrl = url.toString();
  log(`  created database ${dbName}`);
  try {
    return await benchDb(
      'postgres',
      { DATABASE_URL: dbUrl, DATA_DIR: mkTmp('iid-bench-pgfiles-') },
      () => openDb({ databaseUrl: dbUrl }),
      `PostgreSQL ${version}`,
      dbName,
    );
  } finally {
    cleanups.splice(cleanups.indexOf(dropDb), 1);
    await dropDb();
  }
}

function mkTmp(prefix: string): string {
  const dir = mkdtempSync(join(os.tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function pgliteRun(): Promise<DbRun[]> {
  const dir = mkTmp('iid-bench-pglite-');
  const pkg = JSON.parse(
    readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  return benchDb(
    'pglite',
    { DATA_DIR: dir },
    () => openDb({ dataDir: dir }),
    `PGlite ${pkg.version}`,
    null,
  );
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(invalid url)';
  }
}

function publishReadme(md: string) {
  const inReadme = updateReadme(join(ROOT, 'README.md'), md);
  log(inReadme ? 'README.md: bench section updated.' : 'README.md: no bench markers, left alone.');
}

/** BENCH_REPORT_ONLY=1: re-renders the table from bench/results/latest.json into the README. */
async function reportOnly() {
  const latest = JSON.parse(readFileSync(join(ROOT, 'bench/results/latest.json'), 'utf8')) as {
    date: string;
    machine: Machine;
    notes: string[];
    runs: DbRun[];
  };
  const md = await prettyMarkdown(
    markdown(latest.runs, latest.machine, latest.date, latest.notes),
    join(ROOT, 'README.md'),
  );
  log(md + '\n');
  publishReadme(md);
}

async function main() {
  if (process.env.BENCH_REPORT_ONLY === '1') return reportOnly();
  const unknown = (ONLY ?? []).filter((n) => !SCENARIO_NAMES.includes(n));
  if (unknown.length)
    throw new Error(
      `BENCH_SCENARIOS: no scenario ${unknown.map((n) => `'${n}'`).join(', ')}; ` +
        `the scenarios: ${SCENARIO_NAMES.join(', ')}`,
    );
  const t0 = performance.now();
  const now = new Date();
  const when = now.toISOString();
  const stamp = when.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z'); // 20260501T102233Z
  const m = machine(ROOT);
  log(
    `Bench: ${m.cpus} CPU, ${Math.round(m.totalMemMb)} MB, Node ${m.node}, commit ${m.commit ?? '-'}; ` +
      `${CONNECTIONS} connections, ${WARMUP} s warm-up + ${SECONDS} s per scenario`,
  );
  const runs: DbRun[] = [];
  const notes: string[] = [];
  if (WHICH === 'both' || WHICH === 'postgres') {
    const r = await postgresRun(String(now.getTime()));
    if (typeof r === 'string') {
      log(`\n${r}`);
      notes.push(r);
    } else runs.push(...r);
  }
  if (WHICH === 'both' || WHICH === 'pglite') runs.push(...(await pgliteRun()));
  await cleanupAll();

  const quick = SECONDS < 10;
  if (quick) notes.push(`Smoke run (${SECONDS} s per scenario): figures are indicative only.`);
  const md = await prettyMarkdown(markdown(runs, m, when, notes), join(ROOT, 'README.md'));
  const files = writeResults(join(ROOT, 'bench/results'), stamp, when, m, runs, notes);

  log('\n' + md + '\n');
  for (const r of runs) for (const t of r.targets) log(`${t.pass ? 'PASS' : 'MISS'}  ${t.text}`);
  log(`\nResults: ${files.map((f) => f.slice(ROOT.length + 1)).join(', ')}`);
  if (quick) log('README.md: left alone (smoke run).');
  else publishReadme(md);
  log(`Bench took ${((performance.now() - t0) / 1000).toFixed(0)} s.`);
}

const watchdog = setTimeout(() => {
  console.error(`bench: stopped after ${WATCHDOG_MS / 1000} s`);
  void cleanupAll().finally(() => process.exit(2));
}, WATCHDOG_MS);
watchdog.unref();
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    console.error(`bench: ${sig}, cleaning up`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

main()
  .then(() => {
    clearTimeout(watchdog);
    process.exit(0);
  })
  .catch(async (e: unknown) => {
    console.error('bench failed:', e instanceof Error ? (e.stack ?? e.message) : e);
    await cleanupAll();
    process.exit(1);
  });
