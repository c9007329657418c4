import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/**
 * Serves the built single-page app from `distDir`: hashed assets with a long cache, every other
 * path falls back to index.html so deep links (/dashboard/daerah) work on reload.
 */
export function frontendRoutes(distDir: string): Hono {
  const app = new Hono();
  const root = relative(process.cwd(), distDir) || '.';
  const indexFile = join(distDir, 'index.html');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    if (!existsSync(indexFile))
      return c.text('Front end belum dibangun: jalankan `npm run build`.', 503);
    c.header('cache-control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return app;
}
