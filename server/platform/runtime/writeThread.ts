import { Worker } from 'node:worker_threads';
import { getPriority, setPriority } from 'node:os';
import { stat } from 'node:fs/promises';
import type { MetricsJson } from './metrics';
import { portBus } from '../cache/portBus';
import type { CacheBus } from '../cache/cacheBus';
import { restartBudget } from './restartBudget';
import { STARTUP_MESSAGES } from './startupMessages';

/** A request as the main thread hands it to the write thread. */
export interface ThreadRequest {
  t: 'req';
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
  /** The client's socket address (the limits and the log read it). */
  remote: string | undefined;
}

/** The write thread's answer to one request. */
export interface ThreadResponse {
  t: 'res';
  id: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** What the write thread tells the main thread besides the bus. */
export type FromThread =
  | ThreadResponse
  | { t: 'ready' }
  | { t: 'failed'; message: string }
  | { t: 'metrics'; id: number; metrics: MetricsJson }
  | { t: 'stopped' };

/** What the main thread tells the write thread besides the bus and the requests. */
export type ToThread = { t: 'start' } | { t: 'metrics'; id: number } | { t: 'stop' };

export interface WriteThread {
  /**
   * The thread's answer to a request; a 503 while it is replaced after a crash. `body`: the
   * request's bytes, read by the caller (server/platform/http/incomingBody.ts), moved.
   */
  forward(req: Request, remote: string | undefined, body: ArrayBuffer | null): Promise<Response>;
  /** The cache bus to the thread: the main thread's caches follow its writes. */
  bus: CacheBus;
  /** Opens the thread's database and app (after the migrations); rejects when it could not. */
  start(): Promise<void>;
  /** The thread's metrics: its requests and its connections. */
  metrics(): Promise<MetricsJson>;
  /** Stops the thread once its requests are answered (the server drained them first). */
  close(): Promise<void>;
}

/** A thread ended before it served: its replacement is counted against the budget. */
class ThreadExited extends Error {}

/** Crashed write threads replaced at most this often; past it the server stops. */
const RESTARTS = { max: 5, windowMs: 60_000 };

const unavailable = () =>
  new Response(JSON.stringify({ status: 0, message: STARTUP_MESSAGES.writeThreadRestarting }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': '2' },
  });

/**
 * The API's writes on a thread of their own (issue 40, docs/performance.md "Deadline surge,
 * eighth round"). At the deadline the readers keep the main thread's event loop and the cores
 * busy, and each statement of a save waited its turn behind them. The write thread runs the same
 * app (server/writeWorker.ts) on its own event loop and its own connections; the main thread
 * reads the request and sends the answer. The cache bus shares the port with the answers: the
 * main thread has dropped what a write changed before it hands the write's answer to the client.
 *
 * A thread that dies (an error nothing caught) fails its requests with 503 and is replaced, at
 * most RESTARTS.max times a minute; past that `onGiveUp` stops the server.
 */
export function startWriteThread(entry: URL, onGiveUp: (message: string) => void): WriteThread {
  const pending = new Map<number, (r: Response) => void>();
  const metricsAsked = new Map<number, (m: MetricsJson) => void>();
  const busHandlers = new Set<(m: unknown) => void>();
  const replacements = restartBudget(RESTARTS.max, RESTARTS.windowMs);
  let seq = 0;
  let closing = false;
  let serving = false;
  let stopped: (() => void) | null = null;
  let worker!: Worker;
  let ready!: Promise<void>;

  function spawn(): Promise<void> {
    worker = new Worker(entry);
    serving = false;
    const up = new Promise<void>((resolve, reject) => {
      worker.on('message', (m: FromThread) => {
        if (m.t === 'ready') {
          serving = true;
          resolve();
        } else if (m.t === 'failed') reject(new Error(m.message));
        else if (m.t === 'res') {
          const done = pending.get(m.id);
          pending.delete(m.id);
          // Bytes, not an ArrayBuffer: @hono/node-server writes a Uint8Array body as it is,
          // where any other body is read back through a web stream first.
          const body = m.body ? new Uint8Array(m.body) : null;
          done?.(new Response(body, { status: m.status, headers: m.headers }));
        } else if (m.t === 'metrics') {
          metricsAsked.get(m.id)?.(m.metrics);
          metricsAsked.delete(m.id);
        } else if (m.t === 'stopped') stopped?.();
      });
      // The bus's own messages go to its listeners (portBus).
      worker.on('message', (m: unknown) => busHandlers.forEach((h) => h(m)));
      worker.on('error', (e) => {
        if (!serving) reject(e);
        else console.error(e);
      });
      worker.on('exit', (code) => {
        serving = false;
        stopped?.();
        for (const done of pending.values()) done(unavailable());
        pending.clear();
        for (const done of metricsAsked.values()) done([]);
        metricsAsked.clear();
        if (closing) return;
        reject(new ThreadExited(STARTUP_MESSAGES.writeThreadExited(code)));
        console.error(STARTUP_MESSAGES.writeThreadExited(code));
        if (!replacements.take(Date.now()))
          return onGiveUp(STARTUP_MESSAGES.writeThreadKeepsCrashing(RESTARTS.max));
        ready = spawn();
        worker.postMessage({ t: 'start' } satisfies ToThread);
        // A replacement that dies too is replaced again (above); one that reports it cannot
        // start (its database or Redis refused) stops the server.
        ready.catch((e: Error) => {
          if (!(e instanceof ThreadExited)) onGiveUp(e.message);
        });
      });
    });
    // Nothing waits on it before start(); a failure then is reported there.
    up.catch(() => undefined);
    return up;
  }

  ready = spawn();
  return {
    bus: portBus({
      postMessage: (m) => worker.postMessage(m),
      on: (_event, listener) => busHandlers.add(listener),
    }),
    start() {
      worker.postMessage({ t: 'start' } satisfies ToThread);
      return ready;
    },
    async forward(req, remote, body) {
      if (!serving) await ready.catch(() => undefined);
      if (!serving) return unavailable();
      const id = ++seq;
      const msg: ThreadRequest = {
        t: 'req',
        id,
        method: req.method,
        url: req.url,
        headers: [...req.headers],
        body,
        remote,
      };
      return new Promise<Response>((resolve) => {
        pending.set(id, resolve);
        worker.postMessage(msg, body ? [body] : []);
      });
    },
    metrics() {
      if (!serving) return Promise.resolve([]);
      const id = ++seq;
      return new Promise((resolve) => {
        metricsAsked.set(id, resolve);
        worker.postMessage({ t: 'metrics', id } satisfies ToThread);
      });
    },
    async close() {
      closing = true;
      if (serving) {
        // The thread closes its connections itself; terminate() only if it hangs.
        await new Promise<void>((resolve) => {
          stopped = resolve;
          worker.postMessage({ t: 'stop' } satisfies ToThread);
          setTimeout(resolve, 10_000).unref();
        });
      }
      await worker.terminate();
    },
  };
}

/**
 * Whether a request is the write thread's: every method that may change something, and every
 * request of a resumable upload (`under`): its HEAD and GET take the upload's lock too, which
 * lives where its PATCH runs (@tus/server's memory locker without Redis).
 */
export const isWrite = (method: string, url: string, under: string) =>
  (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') ||
  new URL(url).pathname.startsWith(under);

/**
 * Lowers the main thread's scheduling priority by `steps` (nice), after the write thread was
 * started at the process's own: on a machine the readers keep busy, the kernel then runs a
 * save's turns before theirs (docs/performance.md, "Deadline surge, eighth round"). Linux sets
 * the priority per thread, and lowering one's own needs no privilege. The threads the main
 * thread starts later inherit its priority, so libuv's pool is started first (a file read does).
 * Answers what it did, for the log; a write thread replaced after a crash is started at the
 * lowered priority, and runs level with the reads.
 */
export async function yieldToWrites(steps: number): Promise<string | null> {
  if (steps <= 0) return null;
  await stat('.');
  try {
    setPriority(process.pid, Math.min(19, getPriority(process.pid) + steps));
    return STARTUP_MESSAGES.readsYield(steps);
  } catch (e) {
    return STARTUP_MESSAGES.readsCannotYield(e instanceof Error ? e.message : String(e));
  }
}
