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
 *                           (`report screens` also times each report export once, warm: issue 24;
 *                           `deadline surge`: PostgreSQL only, issue 40)
 *   BENCH_SURGE_WRITES (50) the deadline surge's writes per second, by 200 regions' sessions (bench/surge.ts)
 *   BENCH_SURGE_READERS (50) its reading connections, shared by its five routes
 *   BENCH_REPORT_ONLY=1     only re-render the README section from bench/results/latest.json
 * A smoke run (BENCH_SECONDS < 10) writes its result files but leaves the README alone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { machine, type DbRun, type Machine } from './report';
import { markdown, prettyMarkdown, updateReadme, writeResults } from './reportMarkdown';
import {
  cleanupAll,
  CONNECTIONS,
  log,
  ONLY,
  ROOT,
  SCENARIO_NAMES,
  SECONDS,
  WARMUP,
  WATCHDOG_MS,
  WHICH,
} from './runConfig';
import { pgliteRun, postgresRun } from './runServers';

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
