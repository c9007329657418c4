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
    log.info(
      {
        reqId: id,
        account: user?.id ?? null,
        method: c.req.method,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
      },
      'request',
    );
  };
}
