/**
 * `npm run soak -- --minutes 30 [--rate 20] [--warmup 300] [--mix standard|surge]` (issue 28 item
 * 8; `--mix surge`: issue 40, see bench/soakConfig.ts): the real server
 * on PostgreSQL over the bench's national dataset (bench/dataset.ts), under a steady mixed load
 * at a stated rate for a long time, to find what a short bench cannot: leaks, slow drift,
 * errors that come with time. Not part of CI.
 *
 * The load is open (requests start on a schedule whatever the answers' speed), per route:
 *   innovation list 8/s, review lists 3/s, m_daerah lookup 2/s, ranking-index 2/s,
 *   indicator answers 2.5/s (POST /api/inovasi/{id}/indikator on drafts),
 *   transitions 2.25/s (tolak / kirim in turn on sent innovations, one at a time per innovation),
 *   uploads 0.25/s (POST /api/media/upload, spread over the demo accounts that may upload so that
 *   none passes its 30 uploads per 10 minutes)
 * at --rate 20 (req/s in all; every route scaled alike, uploads capped by the accounts' limit).
 * `--mix surge` replaces the three writing routes by the deadline surge's writes (bench/surge.ts),
 * 10/s at --rate 20, and reads list 4, review 2.5, lookup 1.5, ranking 2 per second.
 *
 * Reported: every error (non-2xx, network, 10 s timeout, or a request that could not start
 * because 256 were in flight), p99 per route per minute, the server's RSS after the warm-up and
 * at the end (medians of 30 s); and pass/fail against: 0 errors; RSS at the end within 20% of
 * after the warm-up; p99 of the innovation list over the last 5 minutes within 1.5x the first 5
 * (shorter runs compare their first and last halves). Exit code 0 when every target passes, 1
 * otherwise, 2 when the run itself failed.
 *
 * The warm-up (default 5 minutes, the same load, not measured) lets the server's heap reach its
 * working size: in a 10-minute run after 60 s of warm-up, RSS went 330 -> 400 MB over minutes 1-3
 * (caches filling, V8 growing its old space), then 400 -> 410 MB over minutes 3-10. Measured
 * from the end of a short warm-up, that ramp alone would pass for a leak.
 *
 * Env: SOAK_DATABASE_URL or BENCH_DATABASE_URL (admin URL of the PostgreSQL server, default
 * postgres://root@127.0.0.1:5432/postgres; a soak_<timestamp> database is created there and
 * dropped at the end), BENCH_INNOVATIONS (40000). Results: bench/results/soak-<timestamp>.json.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDb } from '../server/platform/db/client';
import { loadDataset } from './dataset';
import { machine } from './report';
import { startServer } from './server';
import {
  ADMIN_URL,
  cleanupAll,
  cleanups,
  log,
  median,
  MINUTES,
  MIX_NAME,
  p99,
  RATE,
  ROOT,
  round1,
  round2,
  type Route,
  ROUTES,
  RSS_WINDOW_MS,
  WARMUP_S,
} from './soakConfig';
import { minuteRow, prepare, runLoad } from './soakLoad';

async function main(): Promise<number> {
  const t0 = performance.now();
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const m = machine(ROOT);
  log(
    `Soak: ${m.cpus} CPU, ${Math.round(m.totalMemMb)} MB, Node ${m.node}, commit ${m.commit ?? '-'}; ` +
      `${MINUTES} min at ${RATE} req/s (${MIX_NAME} mix) after ${WARMUP_S} s of warm-up, PostgreSQL`,
  );
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await admin.connect();
  const version = String(
    ((await admin.query('SHOW server_version')).rows[0] as { server_version: string })
      .server_version,
  );
  const dbName = `soak_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    log(`  dropped database ${dbName}`);
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const dbUrl = url.toString();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'iid-soak-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  log(`  PostgreSQL ${version}, database ${dbName}; loading the dataset...`);
  const handle = await openDb({ databaseUrl: dbUrl });
  let profilIds: number[];
  try {
    const data = await loadDataset(handle, log);
    profilIds = data.profilIds;
    log(`  loaded in ${(data.times.totalMs / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
  const srv = await startServer({ cwd: ROOT, dbEnv: { DATABASE_URL: dbUrl, DATA_DIR: dataDir } });
  cleanups.push(() => srv.stop());
  log(
    `  server pid ${srv.pid} on ${srv.baseUrl}, answered after ${(srv.bootMs / 1000).toFixed(1)} s`,
  );
  const prepared = await prepare(srv, dbUrl, profilIds);
  log(
    `  prepared: ${prepared.sent.length} sent innovations for transitions, ${prepared.answers.length} ` +
      `draft answers, ${prepared.uploaders.length} uploading accounts, index recounted`,
  );

  const { samples, warmupErrors, rss, rates, skipped } = await runLoad(srv, prepared);
  const minutes = Array.from({ length: MINUTES }, (_, i) => minuteRow(samples, rss, i));

  // Figures and targets.
  // An error during the warm-up is an error too.
  const errors = [...warmupErrors, ...samples.filter((s) => s.error)];
  const byKind = new Map<string, number>();
  for (const e of errors) {
    const kind = e.error!.split(':')[0]!;
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  const rssIn = (from: number, to: number) =>
    round1(median(rss.filter((r) => r.at >= from && r.at < to).map((r) => r.mb)));
  const rssStart = rssIn(0, RSS_WINDOW_MS);
  const rssEnd = rssIn(MINUTES * 60_000 - RSS_WINDOW_MS, MINUTES * 60_000 + 1);
  const span = Math.min(5, Math.floor(MINUTES / 2)) || 1;
  const listMs = (fromMin: number, toMin: number) =>
    samples
      .filter(
        (s) =>
          s.route === 'innovation list' &&
          !s.error &&
          s.at >= fromMin * 60_000 &&
          s.at < toMin * 60_000,
      )
      .map((s) => s.ms);
  const firstP99 = round1(p99(listMs(0, span)));
  const lastP99 = round1(p99(listMs(MINUTES - span, MINUTES)));
  const achieved = round1(samples.length / (MINUTES * 60));
  const targets = [
    {
      text: `0 errors (found ${errors.length}, ${warmupErrors.length} of them in the warm-up)`,
      pass: errors.length === 0,
    },
    {
      text: `RSS at the end within 20% of after the warm-up (${rssStart} MB -> ${rssEnd} MB, ${
        rssEnd >= rssStart ? '+' : ''
      }${round1(((rssEnd - rssStart) / rssStart) * 100)}%)`,
      pass: rssEnd <= rssStart * 1.2,
    },
    {
      text: `innovation list p99 of the last ${span} min within 1.5x the first ${span} (${firstP99} ms -> ${lastP99} ms, x${round1(
        lastP99 / firstP99,
      )})`,
      pass: lastP99 <= firstP99 * 1.5,
    },
  ];

  // The table: p99 per route per minute.
  const short: Record<Route, string> = {
    'innovation list': 'list',
    'review list': 'review',
    'm_daerah lookup': 'lookup',
    'ranking-index': 'ranking',
    answers: 'answers',
    transitions: 'transit.',
    uploads: 'uploads',
    'surge writes': 'surge w.',
  };
  const cols = ['min', 'req', 'err', 'RSS MB', ...ROUTES.map((r) => short[r])];
  const lines = [
    `\np99 per route and minute (ms):`,
    cols.map((c) => c.padStart(9)).join(''),
    ...minutes.map((row) =>
      [row.minute, row.requests, row.errors, row.rssMb, ...ROUTES.map((r) => row.p99Ms[r] ?? '-')]
        .map((v) => String(v).padStart(9))
        .join(''),
    ),
  ];
  log(lines.join('\n'));
  log(
    `\n${samples.length} requests in ${MINUTES} min: ${achieved} req/s (stated ${RATE}; ` +
      `${ROUTES.map((r) => `${r} ${round2(rates[r])}/s`).join(', ')})`,
  );
  const skippedText = ROUTES.filter((r) => skipped[r]).map((r) => `${r} ${skipped[r]}`);
  if (skippedText.length)
    log(`not sent (no idle innovation or account at that moment): ${skippedText.join(', ')}`);
  if (errors.length) {
    log(`errors by kind: ${[...byKind].map(([k, n]) => `${k} x${n}`).join(', ')}`);
    for (const e of errors.slice(0, 5)) log(`  e.g. ${e.error}`);
  }
  log(
    `server RSS: after warm-up ${rssStart} MB, end ${rssEnd} MB, VmHWM ${round1(srv.hwmMb())} MB`,
  );
  for (const t of targets) log(`${t.pass ? 'PASS' : 'FAIL'}  ${t.text}`);

  const file = join(ROOT, 'bench/results', `soak-${stamp}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: m,
        postgres: version,
        minutes: MINUTES,
        warmupSeconds: WARMUP_S,
        mix: MIX_NAME,
        statedRate: RATE,
        achievedRate: achieved,
        rates,
        requests: samples.length,
        errors: errors.length,
        errorKinds: Object.fromEntries(byKind),
        skipped,
        rssMb: { afterWarmup: rssStart, end: rssEnd },
        innovationListP99Ms: { first: firstP99, last: lastP99, spanMinutes: span },
        perMinute: minutes,
        targets,
      },
      null,
      1,
    )}\n`,
  );
  log(
    `\nResults: ${file.slice(ROOT.length + 1)}; soak took ${((performance.now() - t0) / 1000).toFixed(0)} s.`,
  );
  return targets.every((t) => t.pass) ? 0 : 1;
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    console.error(`soak: ${sig}, cleaning up`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (e: unknown) => {
    console.error('soak failed:', e instanceof Error ? (e.stack ?? e.message) : e);
    await cleanupAll();
    process.exit(2);
  });
