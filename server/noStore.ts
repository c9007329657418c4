import { createMiddleware } from 'hono/factory';

/**
 * Every answer to a request that carries credentials is `Cache-Control: no-store`: it holds one
 * account's data (or says the token failed), and neither the browser's cache nor a proxy may
 * keep it for the next user of the machine. An answer that sets its own (a download's `private,
 * no-store`) keeps it. The header is set on the finished response without rebuilding it (see
 * compressJson), so a list pays one header write.
 */
export const noStoreWithCredentials = createMiddleware(async (c, next) => {
  await next();
  if (c.req.header('authorization') === undefined) return;
  const headers = c.res.headers;
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
});
