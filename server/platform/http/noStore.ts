import { createMiddleware } from 'hono/factory';
import { defaultHeader, requestHeader } from './nodeHeaders';

/**
 * Every answer to a request that carries credentials is `Cache-Control: no-store`: it holds one
 * account's data (or says the token failed), and neither the browser's cache nor a proxy may
 * keep it for the next user of the machine. An answer that sets its own (a download's `private,
 * no-store`) keeps it (server/platform/http/nodeHeaders.ts).
 */
export const noStoreWithCredentials = createMiddleware(async (c, next) => {
  await next();
  if (requestHeader(c, 'authorization') === undefined) return;
  defaultHeader(c, 'cache-control', 'no-store');
});
