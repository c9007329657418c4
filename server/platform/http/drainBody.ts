import type { IncomingMessage } from 'node:http';
import { createMiddleware } from 'hono/factory';

/** Past this many unread bytes the rest is not worth reading: the answer closes the connection. */
const MAX_DISCARD_BYTES = 32 * 1024 * 1024;
/** A client that stops sending mid-body does not hold the answer longer than this. */
const DISCARD_TIMEOUT_MS = 15_000;

/** The Node request behind a Hono request on @hono/node-server; undefined elsewhere (tests). */
function incomingOf(env: unknown): IncomingMessage | undefined {
  const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming && typeof incoming.resume === 'function' ? incoming : undefined;
}

/** Reads and throws away what is left of the body; false when it gave up (too much, too slow). */
function discard(incoming: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = 0;
    const done = (ok: boolean) => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onEnd);
      incoming.off('close', onEnd);
      resolve(ok);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > MAX_DISCARD_BYTES) done(false);
      else incoming.resume();
    };
    const onEnd = () => done(incoming.complete);
    const timer = setTimeout(() => done(false), DISCARD_TIMEOUT_MS);
    // A web stream over the request (made when the app looked at the body) keeps its own data
    // listener, which queues what it reads and pauses the request: nobody reads that queue now.
    incoming.removeAllListeners('data');
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onEnd);
    incoming.on('close', onEnd);
    incoming.resume();
  });
}

/**
 * An answer given before the request body was read (a body limit, an early 401 or 403) is held
 * until the rest of the body has been read and thrown away: Node would otherwise close the socket
 * under a client still sending, and `fetch` reports a connection reset instead of the answer.
 * A body too large to be worth reading gets its answer with `Connection: close`.
 */
export const drainUnreadBody = createMiddleware(async (c, next) => {
  await next();
  const incoming = incomingOf(c.env);
  if (!incoming || incoming.complete || incoming.readableEnded) return;
  const declared = Number(incoming.headers['content-length'] ?? NaN);
  const read = declared > MAX_DISCARD_BYTES ? false : await discard(incoming);
  if (!read) c.res.headers.set('connection', 'close');
});
