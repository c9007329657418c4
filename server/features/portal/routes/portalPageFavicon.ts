import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';

/**
 * The site's icon (issue 37 item 8): `/favicon.svg` and `/favicon.ico`, two small files kept in
 * ../assets (the ICO holds the SVG drawn at 16 and 32 px as PNG). Served here rather than from the
 * built front end so the public pages, the API reference and the console all find them, built or
 * not; browsers ask for /favicon.ico on every site whatever the page names.
 */
const asset = (name: string) => readFileSync(new URL(`../assets/${name}`, import.meta.url));

const ICONS = {
  '/favicon.svg': { type: 'image/svg+xml', body: asset('favicon.svg') },
  '/favicon.ico': { type: 'image/x-icon', body: asset('favicon.ico') },
} as const;

export function faviconRoutes(app: Hono): void {
  for (const [path, icon] of Object.entries(ICONS))
    app.get(path, (c) =>
      c.body(new Uint8Array(icon.body), 200, {
        'content-type': icon.type,
        'content-length': String(icon.body.byteLength),
        // A day: a new icon reaches browsers by the next morning without renaming the file.
        'cache-control': 'public, max-age=86400',
      }),
    );
}
