/**
 * One JSON log line and one metrics sample per request (issue 28 item 4). Each request gets an
 * id, returned in `X-Request-Id`: the caller's own when it sends a well-formed one (a proxy's
 * or a load balancer's, so one id follows the request across them), otherwise a new UUID. The
 * line names the declared route pattern (`/api/crud/:resource/:id`), never the raw URL, so ids
 * and search words stay out of the log and the metrics' labels stay few.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { pino } from 'pino';
import type { AppEnv } from './context';
import type { Logger } from '../runtime/logger';
import type { Metrics } from '../runtime/metrics';
import { nodeResponse, requestHeader } from './nodeHeaders';

/** What an incoming id may look like: short, no spaces or control characters. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:@+/=-]{8,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The caller's id when well-formed, otherwise a fresh one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
}

/** What one request's line says (besides pino's level, time and bindings). */
export interface RequestLine {
  reqId: string;
  account: number | null;
  method: string;
  route: string;
  status: number;
  ms: number;
}

const { lsCacheSym, timeSym, chindingsSym, streamSym } = pino.symbols;

/**
 * Writes a request's line: the same line `log.info(fields, 'request')` writes, with the
 * logger's own level field, time and bindings (pino's public symbols), but its fields joined by
 * hand. Why: the kept dashboards answer ten thousand requests a second and pino's general
 * formatting (walking the object, quoting every key) cost about a tenth of each
 * (docs/performance.md, eleventh round). The fields are few and their types fixed; strings go
 * through JSON.stringify, and requestLog.test.ts checks the line equals pino's own.
 */
export function logRequest(log: Logger, f: RequestLine): void {
  if (!log.isLevelEnabled('info')) return;
  const l = log as unknown as Record<symbol, unknown>;
  const line =
    (l[lsCacheSym] as Record<number, string>)[log.levels.values.info!]! +
    (l[timeSym] as () => string)() +
    (l[chindingsSym] as string) +
    `,"reqId":${JSON.stringify(f.reqId)},"account":${f.account ?? null},"method":${JSON.stringify(f.method)},"route":${JSON.stringify(f.route)},"status":${f.status},"ms":${Number.isFinite(f.ms) ? f.ms : null},"msg":"request"}\n`;
  (l[streamSym] as { write(line: string): void }).write(line);
}

export function requestLog(log: Logger, metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(requestHeader(c, REQUEST_ID_HEADER.toLowerCase()));
    await next();
    const seconds = (performance.now() - started) / 1000;
    const outgoing = nodeResponse(c);
    if (outgoing) {
      // On Node's response: the answer's headers are not rebuilt (server/platform/http/nodeHeaders.ts).
      if (!outgoing.headersSent) outgoing.setHeader(REQUEST_ID_HEADER, id);
    } else {
      try {
        c.res.headers.set(REQUEST_ID_HEADER, id);
      } catch {
        // A response with immutable headers (fetched): answer a copy that can take the id.
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set(REQUEST_ID_HEADER, id);
      }
    }
    // The pattern of the handler that answered (the last one run); '*' when none matched.
    const route = routePath(c) || '*';
    const status = c.res.status;
    metrics.observe(c.req.method, route, status, seconds);
    const user = c.get('user') as AppEnv['Variables']['user'] | undefined;
    logRequest(log, {
      reqId: id,
      account: user?.id ?? null,
      method: c.req.method,
      route,
      status,
      ms: Math.round(seconds * 10_000) / 10,
    });
  };
}
