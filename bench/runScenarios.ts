import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { YEARS, DEMO_PASSWORD, BENCH_USER, type DatasetInfo } from './dataset';
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
import type { IndexRun } from './report';
import { saveFlagsScenario } from './saveFlags';
import type { ServerUnderTest } from './server';
import { startBytesFloor, stopEarly } from './floorBytesRun';
import {
  chosen,
  cleanups,
  CONNECTIONS,
  FLOOR,
  DASHBOARDS,
  log,
  NOISY_PCT,
  QUIET_WAIT_MS,
  RANKING_CONNECTIONS,
  RETRIES,
  rotating,
  SECONDS,
  shuffled,
  WARMUP,
} from './runConfig';
import {
  answering,
  AVERAGE_REPORTS,
  checkReviewCounts,
  exportPaths,
  firstDifference,
  type Floors,
  indexFigures,
  innovationListPaths,
  LANDING_REGIONS,
  LOOKUP_PREFIXES,
  openKeys,
  probe,
  RECAPS,
  REVIEW_QUEUES,
  type Scenario,
  timeExports,
} from './runProbes';

/** Every scenario measured against one server configuration (bench/run.ts). */

export async function runScenarios(
  srv: ServerUnderTest,
  data: DatasetInfo,
  pgDbName: string | null,
  floors: Floors | null,
  withIndex: boolean,
  staticDir: string,
): Promise<{ scenarios: ScenarioResult[]; index: IndexRun | null; skipped: string[] }> {
  const token = await login(srv.baseUrl, BENCH_USER, DEMO_PASSWORD);
  const skipped: string[] = [];
  let bytesFloor: ServerUnderTest | null = null;
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
    // Issue 40: the floor's own SQL evaluates other regions' innovations alongside.
    const figures = await indexFigures(srv, token, data, floors?.same);
    index = { ...figures, reviewCounts, rankingP99Ms: null };
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
    // Issue 40: warm, against the same bytes sent from memory by plain node:http.
    if (FLOOR && chosen('dashboards'))
      bytesFloor = await startBytesFloor(srv, dashboardPaths, dashboardHeadersFor, staticDir);
    scenarios.push({
      name: 'dashboards',
      paths: dashboardPaths,
      connections: RANKING_CONNECTIONS,
      floors: bytesFloor ? [{ kind: 'bytes', server: bytesFloor, paths: dashboardPaths }] : [],
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
        // With the database's backends: the product's connections are idle meanwhile.
        onMeasureStart: () => void (mark = cpuMark(f.server.pid, pgDbName)),
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
      const [b, a] = [before.cpu, after.cpu];
      const cpu = (k: 'serverMsPerReq' | 'postgresMsPerReq') =>
        b && a ? Math.round(((b[k] + a[k]) / 2) * 100) / 100 : undefined;
      out.serverMsPerReq = cpu('serverMsPerReq');
      if (pgDbName) out.postgresMsPerReq = cpu('postgresMsPerReq');
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
          `    ${f.kind === 'static' ? 'static file' : f.kind === 'bytes' ? 'the same bytes from memory' : `floor (${f.kind} SQL)`}: ${figures.rps} req/s, ` +
            `p99 ${figures.p99Ms} ms, ${figures.serverMsPerReq ?? '-'} ms CPU/req` +
            `${figures.postgresMsPerReq !== undefined ? ` (postgres ${figures.postgresMsPerReq} ms/req)` : ''}; ` +
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
  if (bytesFloor) await stopEarly(bytesFloor, cleanups);
  if (withIndex) results.push(...(await saveFlagsScenario(srv, token, pgDbName, data)));
  return { scenarios: results, index, skipped };
}
