import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import { ROLES } from '../domain/roles';
import { DataDirLockedError } from './platform/runtime/dataDirLock';
import { createApp } from './app';
import { boot } from './boot';
import { DataDirDamagedError } from './platform/db/pgliteFolder';
import { loadEnv, type Env } from './platform/runtime/env';
import { frontendRoutes } from './platform/http/frontend';
import { RedisUnreachableError } from './sharedState';
import { BindError, drain, listen, watchParent } from './platform/runtime/lifecycle';
import { createLogger } from './platform/runtime/logger';
import { keptFirst } from './platform/http/keptAnswers';
import { incomingBody } from './platform/http/incomingBody';
import type { AppDeps } from './platform/http/context';
import { STARTUP_MESSAGES } from './platform/runtime/startupMessages';
import { restartBudget } from './platform/runtime/restartBudget';
import { isWrite, startWriteThread, yieldToWrites } from './platform/runtime/writeThread';
import { createMetrics } from './platform/runtime/metrics';
import { UPLOADS_PATH } from './features/media/routes/uploads';

type App = ReturnType<typeof createApp>;

/** Each stops the server gracefully; SIGHUP too, as `npm start` forwards a closed terminal. */
const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/** Prints why the start failed (readable when the cause is known) and exits non-zero. */
function fatal(e: unknown): never {
  const known =
    e instanceof BindError ||
    e instanceof DataDirLockedError ||
    e instanceof DataDirDamagedError ||
    e instanceof RedisUnreachableError;
  console.error(known ? `\n${e.message}\n` : e);
  process.exit(1);
}

/** The address to print: a wildcard bind is reached as localhost on this machine. */
function shownHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
import { startMediaSweep } from './features/media/services/mediaSweep';
import { startMailRetry } from './features/ops/services/mailRetry';

async function main() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  if (env.WORKERS > 1 && cluster.isPrimary) return primary(env);
  return serveOne(env);
}

/** One API process: the only one, or a cluster worker. */
async function serveOne(env: Env) {
  const worker = cluster.isWorker;
  const log = worker ? () => undefined : console.log;
  const apiOnly = process.argv.includes('--api-only');
  let stopping = false;
  let failed = false;
  let stopSweep: (() => void) | null = null;
  let app: App | null = null;
  let appReady!: (a: App) => void;
  const ready = new Promise<App>((r) => (appReady = r));

  // The port is bound before the database is opened: a start that finds its port taken stops
  // having touched no data. Requests that arrive while the database opens wait for it.
  let keptFrom: AppDeps | null = null;
  // PostgreSQL: the writes on a thread of their own (writeThread.ts), told to start after boot.
  const writes =
    env.DATABASE_URL && env.WRITE_THREAD === '1'
      ? startWriteThread(new URL('./writeWorker.mjs', import.meta.url), (why) => {
          // The write thread keeps dying: the server stops with code 1 for its supervisor.
          failed = true;
          stop(why);
        })
      : null;
  const server = createAdaptorServer({
    fetch: async (req, bindings) => {
      const { incoming, outgoing } = bindings as HttpBindings;
      // A kept-alive connection must not carry new requests into a stopping server.
      if (stopping) outgoing.setHeader('Connection', 'close');
      const served = app ?? (await ready);
      if (writes && isWrite(req.method, req.url, UPLOADS_PATH))
        return writes.forward(req, incoming.socket.remoteAddress, await incomingBody(incoming));
      return served.fetch(req, bindings);
    },
    // A dashboard read again while unchanged is answered from its bytes before the framework
    // (server/platform/http/keptAnswers.ts); everything else goes to the app.
    createServer: keptFirst(
      () => keptFrom,
      () => stopping,
    ),
  }) as Server;
  try {
    await listen(server, env.PORT, env.HOST);
  } catch (e) {
    fatal(e);
  }

  const booting = boot(env, log, writes?.bus);
  let stopped: Promise<void> | null = null;
  const stop = (reason: string) => {
    stopped ??= shutdown(reason);
  };
  for (const sig of STOP_SIGNALS) process.on(sig, () => stop(sig));
  // A cluster worker's parent is the primary; node:cluster ends a worker that loses it.
  if (!worker) watchParent(() => stop(STARTUP_MESSAGES.parentGone));

  async function shutdown(reason: string): Promise<void> {
    stopping = true;
    stopSweep?.();
    // A worker told to stop (an operator's SIGTERM to its pid) stops the whole server at once:
    // the primary hears it now, not when this worker exits, so the other workers stop taking
    // connections while this one finishes its requests.
    if (worker) process.send?.({ stopping: reason });
    log(STARTUP_MESSAGES.stopping(reason));
    // Whatever hangs (a query that never returns), the process ends.
    setTimeout(() => process.exit(1), env.SHUTDOWN_TIMEOUT_MS + 10_000);
    const clean = await drain(server, env.SHUTDOWN_TIMEOUT_MS);
    if (!clean) console.error(STARTUP_MESSAGES.graceExceeded(env.SHUTDOWN_TIMEOUT_MS));
    let code = clean && !failed ? 0 : 1;
    try {
      // Only now, with no request left, the database closes (PGlite flushes, the pool ends).
      const { handle, shared } = await booting;
      await writes?.close();
      await handle.close();
      await shared.close();
    } catch (e) {
      console.error(e instanceof Error ? e.message : e);
      code = 1;
    }
    log(STARTUP_MESSAGES.stopped);
    process.exit(code);
  }

  let kind: 'pglite' | 'postgres';
  try {
    const { handle, deps } = await booting;
    kind = handle.kind;
    // Uploads nothing names after 24 h go, now and every hour (safe with several processes).
    const stopMedia = startMediaSweep(deps, undefined, worker ? () => undefined : console.log);
    // Mail SMTP did not take is offered again, with a growing wait (services/mailRetry.ts).
    const stopMail = startMailRetry(deps);
    stopSweep = () => {
      stopMedia();
      stopMail();
    };
    deps.logger = createLogger(env.LOG_LEVEL);
    // GET /api/readyz answers 503 from the signal on, so a load balancer stops sending here.
    deps.draining = () => stopping;
    if (writes) {
      await writes.start();
      // The reads yield the cores to the writes (WRITE_PRIORITY); said once, by the first process.
      const said = await yieldToWrites(env.WRITE_PRIORITY);
      if (said && !worker) console.log(said);
      deps.metrics = createMetrics(deps);
      deps.metrics.others = () => writes.metrics();
    }
    app = createApp(deps, apiOnly ? {} : { frontend: frontendRoutes(resolve(env.DIST_DIR)) });
    keptFrom = deps;
    appReady(app);
  } catch (e) {
    server.closeAllConnections();
    fatal(e);
  }
  if (worker || stopping) return;
  console.log(
    `\nPortal Indeks Inovasi Daerah berjalan di http://${shownHost(env.HOST)}:${env.PORT} (HOST ${env.HOST})`,
  );
  console.log(
    `Basis data: ${kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite di ${resolve(env.DATA_DIR)}`}`,
  );
  if (env.SEED_DEMO === '1') {
    console.log('Akun demo (kata sandi: Demo#2026):');
    console.log(`  ${ROLES.join(', ')} (nama pengguna = nama peran)`);
  }
}

/** Crashed workers replaced at most this often (restartBudget.ts). */
const RESTARTS = { max: 5, windowMs: 60_000 };

/**
 * WORKERS > 1 (PostgreSQL only): this process migrates and seeds once, then forks the workers,
 * which share the port (node:cluster). Caches (accounts, tokens) and the login limit are per
 * worker, unless REDIS_URL shares them (server/sharedState.ts). Stopping it stops every worker gracefully, each finishing its requests.
 */
async function primary(env: Env) {
  if (!env.DATABASE_URL) {
    console.error('WORKERS > 1 memerlukan DATABASE_URL (PGlite hanya satu proses).');
    process.exit(1);
  }
  // The workers bind the port after the migrations; find it taken before touching the database.
  const probe = createServer();
  try {
    await listen(probe, env.PORT, env.HOST);
  } catch (e) {
    fatal(e);
  }
  await new Promise((r) => probe.close(r));
  try {
    const { handle, shared } = await boot(env);
    await handle.close();
    await shared.close();
  } catch (e) {
    fatal(e);
  }
  let stopping = false;
  let exitCode = 0;
  for (let i = 0; i < env.WORKERS; i++) cluster.fork();
  // Workers that have bound the port: only those have taken requests and stop on their own.
  const ready = new Set<number>();
  const replacements = restartBudget(RESTARTS.max, RESTARTS.windowMs);
  cluster.on('listening', (worker) => {
    ready.add(worker.id);
    if (ready.size === env.WORKERS)
      console.log(
        `\nPortal Indeks Inovasi Daerah berjalan di http://${shownHost(env.HOST)}:${env.PORT} (HOST ${env.HOST}, ${env.WORKERS} proses)`,
      );
  });
  cluster.on('message', (worker, message: unknown) => {
    const asked = typeof message === 'object' && message !== null && 'stopping' in message;
    if (asked && !stopping) stop(STARTUP_MESSAGES.workerStopped(worker.process.pid ?? 0));
  });
  cluster.on('exit', (worker, code, signal) => {
    const pid = worker.process.pid ?? 0;
    // A worker stopped by a signal of its own (an operator's SIGTERM to that pid) stops the
    // server: every process of `npm start` answers a stop signal the same way.
    const stoppedBySignal =
      code === 0 || (signal !== null && STOP_SIGNALS.some((s) => s === signal));
    if (!stopping && stoppedBySignal) stop(STARTUP_MESSAGES.workerStopped(pid));
    else if (!stopping) {
      // A crash (an uncaught error, the kernel's OOM killer): the port keeps its other workers,
      // and a new one takes this one's place, unless workers keep dying (restartBudget.ts).
      console.error(STARTUP_MESSAGES.workerCrashed(pid, signal ?? String(code)));
      if (replacements.take(Date.now())) {
        ready.delete(worker.id);
        cluster.fork();
        return;
      }
      exitCode = 1;
      stop(STARTUP_MESSAGES.workersKeepCrashing(RESTARTS.max, RESTARTS.windowMs / 1000));
      return;
    }
    // A worker still loading its modules when the stop came dies of the SIGTERM we sent it
    // (its handlers are not set yet): it had taken no request, so that is a clean stop.
    const endedBeforeReady = stopping && signal === 'SIGTERM' && !ready.has(worker.id);
    if (code !== 0 && !endedBeforeReady) exitCode = 1;
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) {
      console.log(STARTUP_MESSAGES.stopped);
      process.exit(exitCode);
    }
  });
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(STARTUP_MESSAGES.stopping(reason));
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    // A signal, not worker.kill(): that first cuts the IPC channel, and node:cluster ends a
    // worker that loses it at once, without finishing its requests.
    for (const w of workers) w?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), env.SHUTDOWN_TIMEOUT_MS + 10_000);
  };
  for (const sig of STOP_SIGNALS) process.on(sig, () => stop(sig));
  watchParent(() => stop(STARTUP_MESSAGES.parentGone));
}

void main();
