import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import { acceptedEncodings } from './acceptEncoding';
import { defaultHeader, requestHeader } from './nodeHeaders';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The text of each answer `c.json` made under this middleware, or the bytes this middleware
 * wrote one from: read from here instead of from the answer's body stream.
 */
const madeFrom = new WeakMap<Response, string | Uint8Array>();

/** The bytes an answer was made from; undefined for an answer made elsewhere (read its body). */
export function answerBytes(res: Response): Uint8Array | undefined {
  const made = madeFrom.get(res);
  return typeof made === 'string' ? Buffer.from(made) : made;
}

/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * JSON answers of at least COMPRESS_MIN_BYTES in brotli (or gzip) when the client takes it, with
 * `Vary: Accept-Encoding`. Written here rather than with hono's `compress`: that one cannot see
 * the size of a `c.json` answer (no Content-Length before the Node adapter writes it), so it
 * would compress every tiny answer, and it has no brotli. Brotli quality 4 and gzip level 6 are
 * fast enough for answers made per request. Runs in the zlib thread pool.
 */
export const compressJson = createMiddleware(async (c, next) => {
  // `c.json` as Hono writes it, keeping the text: reading it back from the answer would build a
  // Fetch Response and read its stream (on the Node adapter the answer is otherwise a string
  // written as it is), about a fifth of a millisecond for each JSON answer.
  c.json = ((object: unknown, arg?: number | ResponseInit, headers?: Record<string, string>) => {
    const text = JSON.stringify(object);
    const res = c.body(text, arg as never, { 'Content-Type': 'application/json', ...headers });
    madeFrom.set(res, text);
    return res;
  }) as unknown as typeof c.json;
  await next();
  const accepted = acceptedEncodings(requestHeader(c, 'accept-encoding'));
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
  if (!encoding) {
    // Nothing to compress for this client; a cache still learns that the answer depends on
    // Accept-Encoding. Every /api answer says so (a download too, harmlessly), written on
    // Node's response without reading the answer's headers (server/platform/http/nodeHeaders.ts).
    defaultHeader(c, 'vary', 'Accept-Encoding');
    return;
  }
  // Only headers are read until the answer is to be compressed: touching `c.res.body` (or
  // `c.header()` now, which rebuilds the response from its body) turns the Node adapter's
  // ready string into a stream, a slower write path for every answer.
  const res = c.res;
  if (!res.headers.get('content-type')?.startsWith('application/json')) {
    defaultHeader(c, 'vary', 'Accept-Encoding');
    return;
  }
  if (res.headers.has('content-encoding')) return;
  res.headers.append('vary', 'Accept-Encoding');
  const text = madeFrom.get(res);
  // Small enough to go as it is: the same answer, now with its Vary header.
  if (typeof text === 'string' && Buffer.byteLength(text) < COMPRESS_MIN_BYTES) return;
  const headers = new Headers(res.headers); // before the body is read (see above)
  const raw = typeof text === 'string' ? Buffer.from(text) : Buffer.from(await res.arrayBuffer());
  let body: Buffer = raw;
  if (raw.length >= COMPRESS_MIN_BYTES) {
    body =
      encoding === 'br'
        ? await brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : await gz(raw, { level: 6 });
  }
  if (body !== raw) headers.set('content-encoding', encoding);
  headers.delete('content-length');
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
  // No statusText: a JSON answer has none, and reading it would build the Fetch Response.
  c.res = new Response(bytes, { status: res.status, headers });
  madeFrom.set(c.res, bytes);
});
