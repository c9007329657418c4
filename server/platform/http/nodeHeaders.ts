/**
 * Headers read and written on Node's own request and response when the app runs under
 * @hono/node-server (its `c.env` carries them), and through the Fetch objects otherwise
 * (`app.request()` in tests, other runtimes): the answer on the wire is the same.
 *
 * Why: every header a middleware reads with `c.req.header()` first copies all the request's
 * headers into a Fetch `Headers`, and every header it sets on `c.res.headers` turns the
 * adapter's ready answer into a `Headers` that is validated entry by entry and converted back
 * for Node. For a list answered in about a millisecond, the security headers, the request id,
 * `no-store` and `Vary` cost a tenth of its CPU that way (docs/performance.md, "The innovation
 * list and the lookup at the tuned floor").
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

const bindings = (c: Context) => c.env as NodeBindings | undefined;

/** Node's response, when the app runs under @hono/node-server. */
export function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = bindings(c)?.outgoing;
  return outgoing && typeof outgoing.setHeader === 'function' ? outgoing : undefined;
}

/** A request header (`name` in lower case), as Node parsed it when it can. */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = bindings(c)?.incoming;
  if (incoming && typeof incoming.headers === 'object') {
    const v = incoming.headers[name];
    return Array.isArray(v) ? v.join(', ') : v;
  }
  return c.req.header(name);
}

/**
 * A response header the answer may set itself, and then keeps: on Node's response, where
 * `writeHead` merges it under the answer's own headers (they win, whatever their case); on the
 * answer itself elsewhere, only when it has none of that name.
 */
export function defaultHeader(c: Context, name: string, value: string): void {
  const outgoing = nodeResponse(c);
  if (outgoing) {
    if (!outgoing.headersSent) outgoing.setHeader(name, value);
    return;
  }
  const headers = c.res.headers;
  if (!headers.has(name)) headers.set(name, value);
}

/** Several default headers at once (see defaultHeader). */
export function defaultHeaders(c: Context, entries: readonly (readonly [string, string])[]) {
  for (const [name, value] of entries) defaultHeader(c, name, value);
}
