import { parentPort } from 'node:worker_threads';
import { appDeps } from './boot';
import { createApp } from './app';
import { openDb, type DbHandle } from './platform/db/client';
import { portBus } from './platform/cache/portBus';
import { loadEnv } from './platform/runtime/env';
import { createLogger } from './platform/runtime/logger';
import { createMetrics } from './platform/runtime/metrics';
import { MESSAGES } from './platform/http/http';
import { answerBytes } from './platform/http/compressJson';
import { bodyText, readAsText, type HandedBody } from './platform/http/handedBody';
import type {
  FromThread,
  ThreadRequest,
  ThreadResponse,
  ToThread,
} from './platform/runtime/writeThread';
import { connectCaches, openSharedState, type SharedState } from './sharedState';

const port = parentPort!;
const send = (m: FromThread, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);

/** The answer to one request handed over by the main thread, its body moved, not copied. */
async function answer(app: ReturnType<typeof createApp>, req: ThreadRequest) {
  const headers = Object.fromEntries(req.headers);
  // A JSON body of a declared length is also handed as text (handedBody.ts): the body limit
  // checks that length, and the app reads the text without a stream. Any other keeps its stream.
  const handed: HandedBody =
    req.body &&
    headers['content-length'] !== undefined &&
    readAsText(headers['content-type'] ?? null)
      ? { bodyText: bodyText(req.body) }
      : {};
  let res: Response;
  try {
    res = await app.fetch(
      new Request(req.url, { method: req.method, headers: req.headers, body: req.body }),
      // What the app reads of Node's request (nodeHeaders.ts, limitAnswers.ts); the answer's
      // headers go through the Fetch objects.
      { incoming: { headers, socket: { remoteAddress: req.remote } }, ...handed },
    );
  } catch (e) {
    // The app answers its own errors; this is one it could not (a failed body read).
    console.error(e);
    res = Response.json({ status: 0, message: MESSAGES.server }, { status: 500 });
  }
  // The bytes a JSON answer was made from, copied (they may share Node's buffer pool, which must
  // not be moved); any other answer read whole.
  const made = answerBytes(res);
  const body = made ? new Uint8Array(made).buffer : res.body ? await res.arrayBuffer() : null;
  const out: ThreadResponse = {
    t: 'res',
    id: req.id,
    status: res.status,
    headers: [...res.headers],
    body,
  };
  send(out, body ? [body] : []);
}

/**
 * The write thread (server/platform/runtime/writeThread.ts): the same app on its own event loop
 * and its own connections, serving the requests the main thread hands it. Started by the main
 * thread once the migrations ran; stopped by it once the server has drained.
 */
async function serve(): Promise<{ handle: DbHandle; shared: SharedState }> {
  const env = loadEnv();
  const handle = await openDb({
    databaseUrl: env.DATABASE_URL,
    lanes: 'writes',
    parallelWorkers: env.DB_PARALLEL_WORKERS,
  });
  // Limits and upload locks as the main thread has them (Redis with REDIS_URL); the caches hear
  // the other nodes through the main thread.
  const shared = await openSharedState(env.REDIS_URL, env.REDIS_PREFIX, { bus: false });
  const bus = portBus(port);
  connectCaches(handle.db, bus);
  const deps = appDeps(env, handle, shared, bus);
  deps.logger = createLogger(env.LOG_LEVEL);
  // Its requests and connections only: the caches that serve reads are the main thread's.
  deps.metrics = createMetrics(deps, { thread: 'writes' });
  const app = createApp(deps, {});
  port.on('message', (m: ThreadRequest | ToThread) => {
    if (m.t === 'req') void answer(app, m);
    else if (m.t === 'metrics')
      void deps
        .metrics!.registry.getMetricsAsJSON()
        .then((metrics) => send({ t: 'metrics', id: m.id, metrics }));
  });
  send({ t: 'ready' });
  return { handle, shared };
}

port.on('message', function begin(m: ToThread) {
  if (m.t !== 'start') return;
  port.off('message', begin);
  const serving = serve();
  serving.catch((e: unknown) =>
    send({ t: 'failed', message: e instanceof Error ? e.message : String(e) }),
  );
  port.on('message', async (s: ToThread) => {
    if (s.t !== 'stop') return;
    const { handle, shared } = await serving;
    await handle.close().catch((e: unknown) => console.error(e));
    await shared.close().catch((e: unknown) => console.error(e));
    send({ t: 'stopped' });
  });
});
