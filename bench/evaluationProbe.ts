/**
 * `npm run bench:evaluation`: one evaluation at a time against a kept national-scale database,
 * for profiles and A/B runs of the evaluation's path (issue 40, docs/performance.md "Deadline
 * surge, tenth round"). Starts the real server (or, with FLOOR=1, the hand-written floor beside
 * it, bench/floorEvaluation.ts) on PROBE_DATABASE_URL (default `bench_keep_eval`, made by
 * `npm run bench:seed -- eval`), evaluates the first 100 waiting innovations in turn, N times in
 * all (default 900; the first 100 unmeasured), and prints the server process's CPU per
 * evaluation (all its threads, from /proc) and the client's p50 to max. ARGS: the server's Node
 * arguments instead of the product's (e.g. with `--cpu-prof`); BENCH_SERVER_ENV as for the
 * bench. Re-evaluating an innovation is allowed: its state stays "waiting for verification".
 */
import { readFileSync } from 'node:fs';
import { openDb } from '../server/platform/db/client';
import { evaluationInput } from './bulk';
import { DEMO_PASSWORD, BENCH_USER } from './dataset';
import { quantile } from './indexBench';
import { login } from './load';
import { startServer } from './server';

const URL_ = process.env.PROBE_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/bench_keep_eval';
const N = Number(process.env.N ?? 900);
const WARMUP = 100;

/** A process's user and system CPU, in ms (clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};

// The bench's own choice of innovations and points (bench/bulk.ts).
const handle = await openDb({ databaseUrl: URL_ });
const { innovations, indikator } = await evaluationInput(handle.db).finally(() => handle.close());

const cwd = process.cwd();
const product = await startServer({
  cwd,
  dbEnv: { DATABASE_URL: URL_ },
  args: process.env.ARGS?.split(' '),
});
const floor =
  process.env.FLOOR === '1'
    ? await startServer({
        cwd,
        dbEnv: { DATABASE_URL: URL_, FLOOR: 'same' },
        args: ['--import', 'tsx', 'bench/floor.ts'],
      })
    : null;
const target = floor ?? product;
try {
  const token = await login(product.baseUrl, BENCH_USER, DEMO_PASSWORD);
  const body = JSON.stringify({
    evaluasi: indikator.map((i) => ({
      indikator_id: i.id,
      status_verifikasi: 1,
      skor_verifikasi: i.nilai,
    })),
  });
  const times: number[] = [];
  let cpu0 = 0;
  for (let k = 0; k < N; k++) {
    if (k === WARMUP) cpu0 = cpuMs(target.pid);
    const id = innovations[k % innovations.length]!.id;
    const t0 = performance.now();
    const res = await fetch(`${target.baseUrl}/api/inovasi/${id}/evaluasi`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`evaluation of ${id}: HTTP ${res.status}`);
    if (k >= WARMUP) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => quantile(times, p).toFixed(1);
  console.log(
    `${floor ? 'floor' : 'product'}: ${((cpuMs(target.pid) - cpu0) / times.length).toFixed(2)} ms ` +
      `CPU per evaluation; ${times.length} evaluations, p50 ${q(0.5)} ms, p90 ${q(0.9)}, ` +
      `p95 ${q(0.95)}, p99 ${q(0.99)}, max ${q(1)}`,
  );
} finally {
  await floor?.stop();
  await product.stop();
}
