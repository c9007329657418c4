import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from '@hono/zod-openapi';
import { apiRoute } from '../../../platform/openapi/route';
import { fail, MESSAGES } from '../../../platform/http/http';
import { createRouter } from '../../../platform/openapi/router';
import { Failure, json } from '../../../platform/openapi/schemas';
import { docGroups, documentForTag } from '../services/apiDocsSubset';
import { apiDocsIndex, ICON_LINKS } from './apiDocsIndex';

/** Swagger UI's files, shipped by the `swagger-ui-dist` package: nothing is fetched at run time. */
const UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const UI_FILES = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
} as const;

// One group's reference (`/api/docs?tag=...`; the groups themselves are apiDocsIndex.ts). The
// page loads its script from a file (no inline script), so a strict CSP can hold.
const PAGE = `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Referensi API Portal Indeks Inovasi Daerah</title>
${ICON_LINKS}
<link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
<p style="font:16px system-ui,sans-serif;margin:12px 20px"><a href="docs">‹ Semua kelompok API</a></p>
<div id="swagger-ui"></div>
<script src="docs/swagger-ui-bundle.js"></script>
<script src="docs/init.js"></script>
</body>
</html>`;

// validatorUrl null: Swagger UI would otherwise send the document to validator.swagger.io. The
// page's `?tag=` names the group whose document it loads.
const INIT = `var tag = new URLSearchParams(location.search).get('tag');
window.ui = SwaggerUIBundle({
  url: 'openapi.json' + (tag ? '?tag=' + encodeURIComponent(tag) : ''), dom_id: '#swagger-ui',
  deepLinking: true, validatorUrl: null, persistAuthorization: false, tryItOutEnabled: false
});`;

const TagQuery = z.object({
  tag: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .openapi({ description: 'Satu kelompok (tag); kosong: semuanya', example: 'Portal publik' }),
});

const Document = z.record(z.string(), z.unknown()).openapi({ description: 'OpenAPI 3.1' });

const openapiJson = apiRoute({
  method: 'get',
  path: '/openapi.json',
  tags: ['Referensi API'],
  summary: 'Dokumen OpenAPI 3.1 seluruh API, atau satu kelompoknya',
  description:
    'Dengan `tag`: hanya operasi kelompok itu dan komponen yang dirujuknya (halaman /api/docs membukanya per kelompok).',
  access: 'public',
  request: { query: TagQuery },
  responses: {
    200: json(Document, 'Dokumen OpenAPI'),
    404: json(Failure, 'Tidak ada operasi dengan tag itu'),
  },
});

const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

const docsPage = apiRoute({
  method: 'get',
  path: '/docs',
  tags: ['Referensi API'],
  summary: 'Referensi API yang dapat dibaca: daftar kelompok, atau satu kelompok di Swagger UI',
  access: 'public',
  request: { query: TagQuery },
  responses: {
    200: html('Daftar kelompok (tanpa `tag`) atau referensi satu kelompok'),
    404: html('Kelompok tidak dikenal: daftar kelompok'),
  },
});

const docsAsset = apiRoute({
  method: 'get',
  path: '/docs/{file}',
  tags: ['Referensi API'],
  summary: 'Berkas halaman referensi',
  access: 'public',
  request: {
    params: z.object({ file: z.enum(['swagger-ui-bundle.js', 'swagger-ui.css', 'init.js']) }),
  },
  responses: {
    200: {
      description: 'Skrip atau gaya halaman',
      content: { 'text/javascript': { schema: z.string() }, 'text/css': { schema: z.string() } },
    },
  },
});

const DAY = 'public, max-age=86400';

/**
 * The published contract: `GET /api/openapi.json` and the reference at `/api/docs`. Both are
 * public, as usual for an API: every route still checks its own access.
 */
export const apiDocsRoutes = (document: () => object) => {
  let cached: Record<string, unknown> | null = null;
  const whole = () => (cached ??= document() as Record<string, unknown>);
  // Known groups only: an unknown tag is not kept, so made-up names cannot grow the map.
  const byTag = new Map<string, Record<string, unknown>>();
  const ofTag = (tag: string) => {
    let doc = byTag.get(tag) ?? null;
    if (!doc && (doc = documentForTag(whole(), tag))) byTag.set(tag, doc);
    return doc;
  };
  let groups: ReturnType<typeof docGroups> | null = null;
  return (
    createRouter()
      .openapi(openapiJson, (c) => {
        const { tag } = c.req.valid('query');
        if (!tag) return c.json(whole(), 200);
        const doc = ofTag(tag);
        if (!doc) throw fail(404, MESSAGES.notFound);
        return c.json(doc, 200);
      })
      // The page's links are relative: from /api/docs they resolve to /api/docs/<file>.
      .openapi(docsPage, async (c) => {
        const { tag } = c.req.valid('query');
        groups ??= docGroups(whole());
        if (tag && groups.some((g) => g.tag === tag)) return c.html(PAGE, 200);
        const page = await apiDocsIndex(groups, tag);
        return c.html(page.toString(), tag ? 404 : 200);
      })
      .openapi(docsAsset, async (c) => {
        const { file } = c.req.valid('param');
        if (file === 'init.js')
          return c.body(INIT, 200, {
            'content-type': 'text/javascript; charset=utf-8',
            'cache-control': DAY,
          });
        const body = await readFile(join(UI_DIR, file));
        return c.body(body, 200, { 'content-type': UI_FILES[file], 'cache-control': DAY });
      })
  );
};
