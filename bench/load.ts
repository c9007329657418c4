import autocannon from 'autocannon';
import type { CpuUse } from './cpu';

export interface ScenarioResult {
  name: string;
  /** path of one sample request */
  sample: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  requests: number;
  /** average requests per second over the measured window */
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** non-2xx answers */
  non2xx: number;
  /** socket errors and timeouts */
  errors: number;
  timeouts: number;
  /** Issue 38: how much a save's p95 grows with the similarity work (the "save with flags" row). */
  saveExtraP95Ms?: number;
  /** A row measured only to compare another with (the saves without that work): no target. */
  reference?: boolean;
  /** socket errors by code (ECONNRESET, ...) */
  errorKinds: Record<string, number>;
  /** average response body size in bytes */
  avgBytes: number;
  /** server's peak VmRSS during the scenario (warm-up + measured), MB */
  peakRssMb: number;
  /** who used the CPU during the measured window (null off Linux) */
  cpu: CpuUse | null;
  /** measured runs made (a run disturbed by other work on the machine is repeated once) */
  attempts: number;
  /**
   * What the product is compared with, measured right before and after it under the same load:
   * the floor server with the product's own SQL (`same`, bench/floor.ts), or the same bytes sent
   * as static files by the same server (`static`, the landing page), or the same cached bytes
   * from memory through plain node:http (`bytes`, the dashboards: bench/floorBytes.ts).
   */
  floor?: FloorFigures;
  floorKind?: 'same' | 'static' | 'bytes';
  /** product / floor: requests per second (higher is better), p99 (lower is better) */
  ratio?: { rps: number; p99: number };
  /**
   * Two nodes behind haproxy only: one of the nodes addressed alone, right before and right
   * after (mean), and two nodes' req/s / one node's.
   */
  oneNode?: { rps: number; p99Ms: number; ratio: number };
  /** the floor server with the fastest hand-written SQL for the same JSON (FLOOR=tuned) */
  tuned?: FloorFigures;
  /** product / tuned floor */
  tunedRatio?: { rps: number; p99: number };
}

/** A floor's figures: the mean of its windows before and after the product's. */
export interface FloorFigures {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** the floor process's CPU per request, ms (mean of the two windows) */
  serverMsPerReq?: number;
  /** its PostgreSQL backends' CPU per request, ms (mean of the two windows; PostgreSQL only) */
  postgresMsPerReq?: number;
}

export interface LoadOptions {
  name: string;
  baseUrl: string;
  token: string;
  /** returns the next path; called for every request, rotates over the parameter space */
  nextPath: () => string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** called between the warm-up and the measured window */
  onMeasureStart?: () => void;
  /**
   * A request's own headers instead of `Authorization: Bearer <token>` (an account per path, or
   * the open API's `X-API-Key`); called for every request with its path.
   */
  headersFor?: (path: string) => Record<string, string>;
}

function cannon(
  o: LoadOptions,
  seconds: number,
  errorKinds?: Record<string, number>,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: o.baseUrl,
        connections: o.connections,
        duration: seconds,
        timeout: 10,
        headers: o.headersFor
          ? { accept: 'application/json' }
          : { authorization: `Bearer ${o.token}`, accept: 'application/json' },
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const path = o.nextPath();
              return o.headersFor
                ? { ...req, path, headers: o.headersFor(path) }
                : { ...req, path };
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    if (errorKinds) {
      instance.on('reqError', (err: Error & { code?: string }) => {
        const kind = err.code ?? err.message;
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      });
    }
  });
}

/** Runs one autocannon scenario (warm-up, then the measured window) against 127.0.0.1 only. */
export async function runScenario(
  o: LoadOptions,
): Promise<Omit<ScenarioResult, 'peakRssMb' | 'cpu' | 'attempts'>> {
  const url = new URL(o.baseUrl);
  if (url.hostname !== '127.0.0.1') throw new Error('the bench only loads 127.0.0.1');
  const sample = o.nextPath();
  if (o.warmupSeconds > 0) await cannon(o, o.warmupSeconds);
  o.onMeasureStart?.();
  const errorKinds: Record<string, number> = {};
  const result = await cannon(o, o.seconds, errorKinds);
  const lat = result.latency as unknown as Record<string, number>;
  const reqs = result.requests;
  return {
    name: o.name,
    sample,
    connections: o.connections,
    seconds: o.seconds,
    warmupSeconds: o.warmupSeconds,
    requests: reqs.total,
    rps: Math.round(reqs.average),
    p50Ms: lat.p50 ?? NaN,
    p90Ms: lat.p90 ?? NaN,
    p99Ms: lat.p99 ?? NaN,
    maxMs: lat.max ?? NaN,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    errorKinds,
    avgBytes: reqs.total > 0 ? Math.round(result.throughput.total / reqs.total) : 0,
  };
}

/** The JSON body of one authenticated GET (for comparing the product's and the floor's). */
export async function fetchJson(baseUrl: string, token: string, path: string): Promise<unknown> {
  const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  return res.json();
}

/** One authenticated GET, checked for 200 and a JSON body with status 1. */
export async function checkOnce(baseUrl: string, token: string, path: string) {
  const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} -> ${res.status}: ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as { status?: number; data?: unknown[]; total?: number };
  if (body.status !== 1 || !Array.isArray(body.data)) {
    throw new Error(`GET ${path}: unexpected body ${text.slice(0, 300)}`);
  }
  return { rows: body.data.length, total: body.total, bytes: text.length };
}

export async function login(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json().catch(() => null)) as { data?: { token?: string } } | null;
  const token = body?.data?.token;
  if (res.status !== 200 || !token) throw new Error(`login as ${username} failed: ${res.status}`);
  return token;
}
