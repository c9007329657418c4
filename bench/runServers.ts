import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDb } from '../server/platform/db/client';
import { loadDataset, DEMO_PASSWORD, BENCH_USER, type DatasetInfo } from './dataset';
import { cpuMark, cpuSince, waitForQuiet, type CpuMark } from './cpu';
import { login, runScenario, type ScenarioResult } from './load';
import { checkTargets, checkIndexTargets, type DbKind, type DbRun, type IndexRun } from './report';
import { BENCH_JWT_SECRET, freePort, startServer } from './server';
import { startCluster } from '../scripts/cluster';
import {
  ADMIN_URL,
  chosen,
  cleanups,
  CONNECTIONS,
  FLOOR,
  INDEX_SCENARIOS,
  log,
  QUIET_WAIT_MS,
  redact,
  REDIS_URL,
  ROOT,
  rotating,
  SECONDS,
  TWO_NODES,
  WARMUP,
  WORKERS,
} from './runConfig';
import { type Floors, innovationListPaths } from './runProbes';
import { runScenarios } from './runScenarios';
import { runSurge } from './surge';
import type { SurgeRun } from './surgeFigures';
import { checkSurgeTargets } from './surgeReport';

/**
 * The server configurations the bench measures: one database, N workers, two nodes; PostgreSQL and
 * PGlite runs.
 */

export async function benchDb(
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
export async function benchTwoNodes(
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

/**
 * BENCH_CPU_PROF=<folder>: the server under test writes a CPU profile per thread (0.5 ms samples)
 * into the folder when it stops, for where a scenario's time goes (docs/performance.md). Node
 * refuses --cpu-prof in NODE_OPTIONS, so BENCH_SERVER_ENV cannot carry it. The profiler's own
 * cost lowers every figure of such a run: read its shares, not its throughput.
 */
const profiled = () =>
  process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`, '--cpu-prof-interval=500']
    : [];

/** One server configuration (1 or N worker processes) with its floor, over the loaded data. */
export async function benchServer(
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
    args: [...profiled(), '--import', 'tsx', 'server/main.ts'],
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
  let surge: SurgeRun | null = null;
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
    // Last: its writes change the data the other scenarios read.
    if (kind === 'postgres' && workers === 1 && chosen('deadline surge'))
      surge = await runSurge(srv, dbEnv.DATABASE_URL!, pgDbName!);
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
    ...(surge ? { surge } : {}),
    targets: [
      ...checkTargets(kind, scenarios),
      ...(index ? checkIndexTargets(kind, index) : []),
      ...(surge ? checkSurgeTargets(surge) : []),
    ],
  };
}

export async function postgresRun(stampDb: string): Promise<DbRun[] | string> {
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

export function mkTmp(prefix: string): string {
  const dir = mkdtempSync(join(os.tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export async function pgliteRun(): Promise<DbRun[]> {
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
