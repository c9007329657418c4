import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * The soak's arguments, request mix, log and cleanups, statistics and HTTP helpers (bench/soak.ts).
 */

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    rate: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '300' },
    mix: { type: 'string', default: 'standard' },
  },
});
export const MINUTES = Number(args.minutes);
export const RATE = Number(args.rate);
export const WARMUP_S = Number(args.warmup);
export const MIX_NAME = args.mix;
if (!(MINUTES >= 1 && RATE > 0 && WARMUP_S >= 0) || !['standard', 'surge'].includes(MIX_NAME))
  throw new Error(
    'usage: npm run soak -- --minutes <n >= 1> [--rate <req/s>] [--warmup <s>] [--mix standard|surge]',
  );
export const ADMIN_URL =
  process.env.SOAK_DATABASE_URL ??
  process.env.BENCH_DATABASE_URL ??
  'postgres://root@127.0.0.1:5432/postgres';
/**
 * Requests in flight at most; past it a due request counts as an error (the server fell behind).
 */
export const MAX_IN_FLIGHT = 256;
export const TIMEOUT_MS = 10_000;
/** One upload per account at most this often: 24 per 10 minutes, under the limit of 30. */
export const UPLOAD_SPACING_MS = 25_000;
/** RSS after the warm-up and at the end: the median of the 1 s samples over this long. */
export const RSS_WINDOW_MS = 30_000;
export type Route =
  | 'innovation list'
  | 'review list'
  | 'm_daerah lookup'
  | 'ranking-index'
  | 'answers'
  | 'transitions'
  | 'uploads'
  | 'surge writes';
/** Share of --rate per route (req/s at --rate 20 in the comment above). */
const STANDARD_MIX: Record<Route, number> = {
  'innovation list': 8,
  'review list': 3,
  'm_daerah lookup': 2,
  'ranking-index': 2,
  answers: 2.5,
  transitions: 2.25,
  uploads: 0.25,
  'surge writes': 0,
};
/**
 * `--mix surge` (issue 40): the writes of the bench's `deadline surge` (bench/surgeWriters.ts: 200
 * regions' sessions saving answers, a 100 KB evidence file per session a minute, sends now and
 * then) as half the load, beside the same reads.
 */
const SURGE_MIX: Record<Route, number> = {
  'innovation list': 4,
  'review list': 2.5,
  'm_daerah lookup': 1.5,
  'ranking-index': 2,
  answers: 0,
  transitions: 0,
  uploads: 0,
  'surge writes': 10,
};
export const MIX = MIX_NAME === 'surge' ? SURGE_MIX : STANDARD_MIX;
export const ROUTES = (Object.keys(MIX) as Route[]).filter((r) => MIX[r] > 0);
export const MIX_TOTAL = ROUTES.reduce((n, r) => n + MIX[r], 0);

export const log = (m: string) => console.log(m);
export const cleanups: (() => Promise<void> | void)[] = [];
export async function cleanupAll() {
  while (cleanups.length) {
    try {
      await cleanups.pop()!();
    } catch (e) {
      console.error('cleanup failed:', (e as Error).message);
    }
  }
}

/** Deterministic shuffle, as bench/run.ts: consecutive requests hit different regions and years. */
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

export const rotating = <T>(items: T[]) => {
  let i = 0;
  return () => items[i++ % items.length]!;
};

export const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN;
export const p99 = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.99,
  );
export const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
export const round1 = (n: number) => Math.round(n * 10) / 10;
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** A minimal valid PDF (the server checks magic bytes), made unique by a comment. */
export const pdf = () =>
  new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n' +
      '<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n' +
      `% ${randomBytes(8 * 1024).toString('hex')}\n`,
  );

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  token: string;
  body?: unknown;
  form?: FormData;
  /** Called with the answer's status once it is in (the transitions' state machine). */
  done?: (ok: boolean) => void;
}

export interface Sample {
  route: Route;
  /** ms since the measured window began (negative: warm-up) */
  at: number;
  ms: number;
  error: string | null;
}

/**
 * Sends one request; answers null or what went wrong (status and the start of the body), named
 * by `label` (default: method and path). The soak and the deadline surge send their writes here.
 */
export async function send(
  baseUrl: string,
  r: Request,
  opts: { timeoutMs?: number; label?: string } = {},
): Promise<string | null> {
  const label = opts.label ?? `${r.method} ${r.path.split('?')[0]}`;
  const headers: Record<string, string> = { authorization: `Bearer ${r.token}` };
  if (r.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(baseUrl + r.path, {
      method: r.method,
      headers,
      body: r.form ?? (r.body === undefined ? undefined : JSON.stringify(r.body)),
      signal: AbortSignal.timeout(opts.timeoutMs ?? TIMEOUT_MS),
    });
    const text = await res.text();
    if (res.status >= 200 && res.status < 300) return null;
    return `HTTP ${res.status} ${label}: ${text.slice(0, 160)}`;
  } catch (e) {
    const err = e as Error & { cause?: { code?: string } };
    return err.name === 'TimeoutError'
      ? `timeout ${label}`
      : `${err.cause?.code ?? err.message} ${label}`;
  }
}

export async function getJson(baseUrl: string, token: string, path: string) {
  const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} -> ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as { data: unknown };
}

export async function postJson(baseUrl: string, token: string, path: string, body: unknown) {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

export function uploadForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([pdf() as Uint8Array<ArrayBuffer>]), 'bukti-soak.pdf');
  return form;
}
