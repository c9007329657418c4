import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { acceptedEncodings } from './acceptEncoding';
import { CONTENT_SECURITY_POLICY } from './csp';
import { MESSAGES } from './http';

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
 * - an unknown path under `/assets/` is a 404 that nobody caches (`no-store`): a deploy that
 *   dropped a file must not have the app's page cached for a year in its place;
 * - a navigation (GET or HEAD asking for HTML, on a path without a file extension) that is not
 *   a file gets index.html (deep links such as /dashboard/daerah work on reload), `no-cache` so
 *   a new build is picked up at once, with the Content-Security-Policy of the app;
 * - anything else not found (a missing `/favicon.png`, a script asking for JSON) is a 404.
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
  // Whatever serveStatic did not find under /assets/ ends here, whatever the method.
  app.all('/assets/*', notFound);
  // Files at the top of dist (favicon, robots.txt); index.html and the build manifest are not.
  app.use('*', async (c, next) => {
    const p = c.req.path;
    if (p === '/' || p === '/index.html' || p.startsWith('/.')) return next();
    return serveStatic({ root })(c, next);
  });
  app.get('*', (c) => (isNavigation(c) ? sendIndex(c, indexFile) : notFound(c)));
  app.all('*', notFound);
  return app;
}

/** A path whose last segment names a file (`/favicon.png`, `/x/app.js`): never a screen. */
const FILE_EXTENSION = /\.[A-Za-z0-9]{1,8}$/;

/**
 * A browser opening a screen: GET or HEAD (Hono's get route takes both), asking for HTML (or for
 * anything, as curl and older clients do), on a path that does not name a file.
 */
function isNavigation(c: Context): boolean {
  const p = c.req.path;
  if (p !== '/index.html' && FILE_EXTENSION.test(p)) return false;
  const accept = c.req.header('accept');
  return !accept || /text\/html|\*\/\*/i.test(accept);
}

/** A plain 404 no cache keeps: the file may exist after the next deploy. */
function notFound(c: Context) {
  c.header('cache-control', 'no-store');
  return c.text(MESSAGES.fileNotFound, 404);
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
