import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_USER } from './dataset';
import { ADMIN, ADMIN_DIKLAT, PEMDA, QC } from '../domain/policy';

/** The bench's settings from the environment (bench/run.ts lists them), its log and cleanups. */

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const num = (v: string | undefined, d: number) => (v && Number(v) > 0 ? Number(v) : d);
export const SECONDS = num(process.env.BENCH_SECONDS, 15);
export const WARMUP =
  process.env.BENCH_WARMUP !== undefined ? Number(process.env.BENCH_WARMUP) : Math.min(15, SECONDS);
export const CONNECTIONS = num(process.env.BENCH_CONNECTIONS, 50);
export const RANKING_CONNECTIONS = num(process.env.BENCH_RANKING_CONNECTIONS, 10);
/**
 * Every dashboard endpoint (server/features/dashboards/routes/dashboard.ts, pemdaDashboard.ts), each opened by an
 * account of its screen: the bench account (superadmin) or a demo account (username = role,
 * DEMO_PASSWORD; the regional ones belong to Kota Bandung / Jawa Barat, regions of the dataset).
 */
export const DASHBOARDS = [
  ['qc', QC],
  ['iga', BENCH_USER],
  ['statistik-inovasi', PEMDA],
  ['statistik-daerah', ADMIN],
  ['per-indikator', BENCH_USER],
  ['diklat', ADMIN_DIKLAT],
  ['pemda', PEMDA],
] as const;
/**
 * Keys of the open API for the open index CSV scenario: each counts its own calls (5,000 an hour).
 */
export const OPEN_KEYS = 10;
export const WHICH = (process.env.BENCH_DB ?? 'both').toLowerCase();
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
/** Hard stop for the whole bench, whatever happens. */
/** How long to wait, per scenario, for other work on the machine to settle before loading. */
export const QUIET_WAIT_MS =
  (process.env.BENCH_QUIET_WAIT !== undefined ? Number(process.env.BENCH_QUIET_WAIT) : 15) * 1000;
/** A measured window where other processes used more than this share of the machine is repeated. */
export const NOISY_PCT = 20;
export const WORKERS = num(process.env.BENCH_WORKERS, 1);
export const RETRIES =
  process.env.BENCH_RETRIES !== undefined ? Number(process.env.BENCH_RETRIES) : 1;
export const WATCHDOG_MS = num(process.env.BENCH_TIMEOUT_SECONDS, 3600) * 1000;
export const TWO_NODES = process.env.BENCH_TWO_NODES !== '0';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const FLOOR = process.env.BENCH_FLOOR !== '0';
/** The scenarios measured over the index (recount first; one API process only). */
export const INDEX_SCENARIOS = [
  'ranking-index',
  'dashboards',
  'report screens',
  'award ranking',
  'progress report',
  'open index CSV',
  'region landing page',
  // Issue 40: writes while the index-backed screens are read (bench/surge.ts).
  'deadline surge',
  'save with flags',
];
export const SCENARIO_NAMES = [
  'innovation list',
  'm_daerah lookup',
  'review list',
  ...INDEX_SCENARIOS,
];
export const ONLY = process.env.BENCH_SCENARIOS?.split(',')
  .map((n) => n.trim())
  .filter(Boolean);
/** Whether BENCH_SCENARIOS (absent: every scenario) names this one. */
export const chosen = (name: string) => !ONLY?.length || ONLY.includes(name);

export const log = (m: string) => console.log(m);
export const cleanups: (() => Promise<void> | void)[] = [];
export async function cleanupAll() {
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
export function shuffled<T>(items: T[]): T[] {
  const a = items.slice();
  let s = 42;
  for (let i = a.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const j = s % (i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

export function rotating(paths: string[]): () => string {
  let i = 0;
  return () => paths[i++ % paths.length]!;
}

export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(invalid url)';
  }
}
