/**
 * Kept answers straight from their bytes (issue 40 item 3): a dashboard a reader asked a moment
 * ago, unchanged since, is answered again by Node's own request handler, before the framework,
 * from the bytes it had then (its JSON, and its brotli and gzip forms made once).
 *
 * Why: a kept dashboard costs nothing to compute, yet going through Hono's adapter, routing,
 * middleware, `c.json` and the per-request compression cost about twenty times what writing the
 * same bytes costs (docs/performance.md, "Warm dashboards at their floor"). Under a deadline the
 * ministry's screens are read by the hundred while they hardly change.
 *
 * What keeps it correct: an answer is offered here only by the route that made it
 * (`keptJson`), for one account and one exact URL, and answered again only while
 * - the bearer token's claims, the account and the session are the ones the API's own check
 *   (auth/middleware.ts) keeps in memory: the very same account object, its token version, its
 *   live session; anything that signs out, disables or changes the account drops them there, and
 *   the request then goes the whole way;
 * - the kept answer it was made from is still what the cache would give this reader without
 *   any work (`keptStillServes`: no change since, or a change whose lag this reader may take
 *   while the recomputation runs, inside its TTL);
 * - the request is a plain GET without a body.
 * It then carries the headers the whole way adds (keptAnswers.test.ts compares both), writes the
 * same log line and the same metrics sample. Anything else goes the whole way, which offers the
 * new answer again.
 */
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import { keptStillServes } from '../cache/dashboardCache';
import type { AuthUser } from '../auth/authUser';
import type { AppDeps, AppEnv } from './context';
import { acceptedEncodings } from './acceptEncoding';
import { COMPRESS_MIN_BYTES } from './compressJson';
import { nodeResponse } from './nodeHeaders';
import { logRequest, REQUEST_ID_HEADER, requestIdOf } from './requestLog';
import { SECURITY_HEADERS } from './securityHeaders';

/** An answer's bytes, made once per kept value and shared by every account that reads it. */
interface Bytes {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

interface Offer {
  user: AuthUser;
  value: object;
  bytes: Bytes;
  route: string;
}

/** A bound on the offers (accounts x URLs); the oldest go first. */
const MAX_OFFERS = 5_000;
const bytesOf = new WeakMap<object, Bytes>();
const offersOf = new WeakMap<AppDeps, Map<string, Offer>>();

/** The headers of every kept answer, as the middleware writes them (server/app.ts). */
const FIXED_HEADERS: readonly (readonly [string, string])[] = [
  ['cache-control', 'no-store'],
  ['vary', 'Accept-Encoding'],
  ...SECURITY_HEADERS,
  ['content-type', 'application/json'],
];
const FIXED_FLAT: string[] = FIXED_HEADERS.flat();

/**
 * Answers `{status: 1, data}` as `c.json` does, and offers it to be answered again from its
 * bytes when it is a kept answer (dashboardCache.ts) given to a logged-in account over Node.
 */
export function keptJson<T>(c: Context<AppEnv>, data: T) {
  const res = c.json({ status: 1 as const, data }, 200);
  offer(c, data);
  return res;
}

function offer(c: Context<AppEnv>, data: unknown): void {
  const user = c.get('user');
  const deps = c.get('deps');
  if (!user || !deps || typeof data !== 'object' || data === null) return;
  // Only over Node (tests' app.request has no socket to answer again): the URL as Node read it,
  // what serveKept looks up.
  const url = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.url;
  if (c.req.method !== 'GET' || !nodeResponse(c) || !url) return;
  if (!keptStillServes(data, user, deps.clock.now().getTime())) return;
  let bytes = bytesOf.get(data);
  if (!bytes)
    bytesOf.set(data, (bytes = { json: Buffer.from(JSON.stringify({ status: 1, data })) }));
  let offers = offersOf.get(deps);
  if (!offers) offersOf.set(deps, (offers = new Map()));
  const key = `${user.id} ${url}`;
  offers.delete(key);
  offers.set(key, { user, value: data, bytes, route: routePath(c) });
  if (offers.size > MAX_OFFERS) offers.delete(offers.keys().next().value!);
}

/** The encoding the whole way would choose, and its bytes (made once). */
function encoded(bytes: Bytes, acceptEncoding: string | undefined): [string | null, Buffer] {
  if (!acceptEncoding || bytes.json.length < COMPRESS_MIN_BYTES) return [null, bytes.json];
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br'))
    return [
      'br',
      (bytes.br ??= brotliCompressSync(bytes.json, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.json.length,
        },
      })),
    ];
  if (accepted.has('gzip')) return ['gzip', (bytes.gzip ??= gzipSync(bytes.json, { level: 6 }))];
  return [null, bytes.json];
}

/**
 * Answers `req` from a kept answer's bytes when every condition above holds; false (nothing
 * written) otherwise, and the request goes the whole way. `closing`: the server is stopping, so
 * the connection is not kept alive.
 */
export function serveKept(
  deps: AppDeps,
  req: IncomingMessage,
  res: ServerResponse,
  closing: boolean,
): boolean {
  const offers = offersOf.get(deps);
  if (!offers?.size || req.method !== 'GET' || !req.url) return false;
  const header = req.headers.authorization;
  if (!header || header.length < 8 || header.slice(0, 7).toLowerCase() !== 'bearer ') return false;
  // A GET with a body goes the whole way, which reads and refuses it as it always did.
  if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding']) return false;
  const started = performance.now();
  const now = deps.clock.now().getTime();
  const claims = deps.userCache.claims.get(header.slice(7).trim());
  if (!claims || claims.until <= now) return false;
  const key = `${claims.sub} ${req.url}`;
  const hit = offers.get(key);
  if (!hit) return false;
  const user = deps.userCache.get(claims.sub);
  const session = deps.userCache.session(claims.sid);
  if (
    user !== hit.user ||
    user.token_version !== claims.ver ||
    !session ||
    session.accountId !== user.id ||
    !keptStillServes(hit.value, user, now)
  ) {
    offers.delete(key);
    return false;
  }
  const [encoding, body] = encoded(hit.bytes, req.headers['accept-encoding']);
  const id = requestIdOf(req.headers[REQUEST_ID_HEADER.toLowerCase()] as string | undefined);
  // One flat list for writeHead: no per-header validation or map of setHeader on this path.
  const headers = FIXED_FLAT.slice();
  headers.push(REQUEST_ID_HEADER, id, 'content-length', String(body.length));
  if (encoding) headers.push('content-encoding', encoding);
  if (closing) headers.push('connection', 'close');
  res.writeHead(200, headers);
  res.end(body);
  const seconds = (performance.now() - started) / 1000;
  deps.metrics?.observe('GET', hit.route, 200, seconds);
  if (deps.logger)
    logRequest(deps.logger, {
      reqId: id,
      account: user.id,
      method: 'GET',
      route: hit.route,
      status: 200,
      ms: Math.round(seconds * 10_000) / 10,
    });
  return true;
}

/**
 * The `createServer` of @hono/node-server's adaptor: Node's server, whose handler answers what
 * `serveKept` can and hands the rest to the app. `deps`: the app's, once it is ready.
 */
export function keptFirst(deps: () => AppDeps | null, closing: () => boolean) {
  return ((options: ServerOptions, listener: RequestListener) =>
    createServer(options, (req, res) => {
      const d = deps();
      if (d && serveKept(d, req, res, closing())) return;
      listener(req, res);
    })) as typeof createServer;
}

/** Forgets every offer (tests). */
export const forgetKept = (deps: AppDeps) => void offersOf.delete(deps);
