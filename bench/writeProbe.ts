/**
 * `npm run bench:writes`: the deadline surge's writes alone, against a server already running
 * on a kept database (`npm run bench:seed -- <name>`, then the API on it): what one save costs
 * the server and PostgreSQL, without the readers. The surge's own writers (surgeWriters.ts), at
 * a stated rate (open, like the surge) or with a fixed number in flight (closed).
 * Env: PROBE_URL (http://127.0.0.1:4100), PROBE_DATABASE_URL (the kept database, for the surge
 * accounts and its backends' CPU), PROBE_SERVER_PID (the API process, for its CPU),
 * PROBE_RATE (writes/s, 50; 0: closed), PROBE_IN_FLIGHT (200), PROBE_SECONDS (10).
 */
import { cpuMark, cpuSince } from './cpu';
import { prepareSurge, sendWrite, surgeWrites, type WriteKind } from './surgeWriters';

const BASE = process.env.PROBE_URL ?? 'http://127.0.0.1:4100';
const DB_URL = process.env.PROBE_DATABASE_URL ?? '';
const PID = Number(process.env.PROBE_SERVER_PID);
const RATE = Number(process.env.PROBE_RATE ?? 50);
const IN_FLIGHT = Number(process.env.PROBE_IN_FLIGHT ?? 200);
const SECONDS = Number(process.env.PROBE_SECONDS ?? 10);
const WARMUP_MS = 3_000;
if (!DB_URL || !PID) throw new Error('PROBE_DATABASE_URL and PROBE_SERVER_PID are needed');

const plan = await prepareSurge(BASE, DB_URL, console.log);
const next = surgeWrites(plan);
const times = new Map<WriteKind, number[]>();
const errors: string[] = [];

// Open load: a token bucket refilled at RATE; closed (RATE 0): each worker sends at once.
let tokens = 0;
let refilled = Date.now();
async function turn(): Promise<void> {
  while (RATE > 0) {
    const now = Date.now();
    // At most a tenth of a second of writes at once, and never less than one.
    tokens = Math.min(Math.max(1, RATE / 10), tokens + ((now - refilled) * RATE) / 1000);
    refilled = now;
    if (tokens >= 1) {
      tokens -= 1;
      return;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function worker(until: number, record: boolean): Promise<void> {
  while (Date.now() < until) {
    await turn();
    const w = next();
    if (!w) {
      await new Promise((r) => setTimeout(r, 5));
      continue;
    }
    const t0 = performance.now();
    const err = await sendWrite(BASE, w);
    w.done?.(!err);
    if (!record) continue;
    const list = times.get(w.kind) ?? [];
    list.push(performance.now() - t0);
    times.set(w.kind, list);
    if (err) errors.push(err);
  }
}

const run = (ms: number, record: boolean) =>
  Promise.all(Array.from({ length: IN_FLIGHT }, () => worker(Date.now() + ms, record)));
await run(WARMUP_MS, false);
const dbName = new URL(DB_URL).pathname.slice(1);
const mark = cpuMark(PID, dbName);
await run(SECONDS * 1000, true);
const all = [...times.values()].flat();
const cpu = cpuSince(mark, PID, all.length);
const p = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(q * xs.length) - 1)] ?? NaN;
console.log(
  `${all.length} writes in ${cpu?.seconds ?? SECONDS} s (${RATE ? `${RATE}/s stated` : 'closed'}, ` +
    `${IN_FLIGHT} in flight), ${errors.length} errors; per write: server CPU ` +
    `${cpu?.serverMsPerReq ?? '?'} ms, PostgreSQL CPU ${cpu?.postgresMsPerReq ?? '?'} ms; ` +
    `other load ${cpu?.otherPct ?? '?'} %`,
);
for (const [kind, xs] of times)
  console.log(
    `  ${kind}: ${xs.length}, p50 ${p(xs, 0.5).toFixed(1)} ms, p99 ${p(xs, 0.99).toFixed(1)} ms`,
  );
for (const e of errors.slice(0, 5)) console.log(`  ${e}`);
process.exit(errors.length ? 1 : 0);
