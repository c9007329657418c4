import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { acceptedEncodings } from './acceptEncoding';
import { CONTENT_SECURITY_POLICY } from './csp';

/** Precompressed variants the build writes next to each asset (vite.config.ts), best first. */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|map)$/;

/**
 * Serves the built single-page app from `distDir`:
 * - `/assets/*` (content-hashed names): the brotli or gzip file made at build time when the
 *   browser takes it, `Vary: Accept-Encoding`, cached for a year as immutable;
 * - every other path that is not a file gets index.html (deep links such as /dashboard/daerah
 *   work on reload), `no-cache` so a new build is picked up at once, with the
 *   Content-Security-Policy of the app.
 */
export function frontendRoutes(distDir: string): Hono {
  const app = new Hono();
  const root = relative(process.cwd(), distDir) || '.';
  const indexFile = join(distDir, 'index.html');

  app.use('/assets/*', async (c, next) => {
    await next();
    if (COMPRESSIBLE.test(c.req.path)) {
      if (!c.res.headers.get('vary')?.match(/accept-encoding/i))
        c.header('vary', 'Accept-Encoding', { append: true });
    }
    if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  // Browsers send `Accept-Encoding: gzip, deflate, br, zstd`; serveStatic picks br, then gzip.
  app.use('/assets/*', serveStatic({ root, precompressed: true }));
  // Files at the top of dist (favicon, robots.txt); index.html and the build manifest are not.
  app.use('*', async (c, next) => {
    const p = c.req.path;
    if (p === '/' || p === '/index.html' || p.startsWith('/.')) return next();
    return serveStatic({ root })(c, next);
  });
  app.get('*', (c) => sendIndex(c, indexFile));
  return app;
}

function sendIndex(c: Context, indexFile: string) {
  if (!existsSync(indexFile))
    return c.text('Front end belum dibangun: jalankan `npm run build`.', 503);
  c.header('cache-control', 'no-cache');
  c.header('vary', 'Accept-Encoding');
  c.header('content-security-policy', CONTENT_SECURITY_POLICY);
  const accepted = acceptedEncodings(c.req.header('accept-encoding'));
  for (const v of VARIANTS) {
    if (accepted.has(v.encoding) && existsSync(indexFile + v.suffix)) {
      c.header('content-encoding', v.encoding);
      c.header('content-type', 'text/html; charset=UTF-8');
      return c.body(readFileSync(indexFile + v.suffix));
    }
  }
  return c.html(readFileSync(indexFile, 'utf8'));
}
