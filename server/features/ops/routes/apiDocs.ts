import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from '@hono/zod-openapi';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter } from '../../../platform/openapi/router';
import { json } from '../../../platform/openapi/schemas';

/** Swagger UI's files, shipped by the `swagger-ui-dist` package: nothing is fetched at run time. */
const UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const UI_FILES = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
} as const;

// The page loads its script from a file (no inline script), so a strict CSP can hold.
const PAGE = `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Referensi API Portal Indeks Inovasi Daerah</title>
<link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="docs/swagger-ui-bundle.js"></script>
<script src="docs/init.js"></script>
</body>
</html>`;

// validatorUrl null: Swagger UI would otherwise send the document to validator.swagger.io.
const INIT = `window.ui = SwaggerUIBundle({
  url: 'openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null,
  persistAuthorization: false, tryItOutEnabled: false
});`;

const Document = z.record(z.string(), z.unknown()).openapi({ description: 'OpenAPI 3.1' });

const openapiJson = apiRoute({
  method: 'get',
  path: '/openapi.json',
  tags: ['Referensi API'],
  summary: 'Dokumen OpenAPI 3.1 seluruh API',
  access: 'public',
  responses: { 200: json(Document, 'Dokumen OpenAPI') },
});

const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

const docsPage = apiRoute({
  method: 'get',
  path: '/docs',
  tags: ['Referensi API'],
  summary: 'Referensi API yang dapat dibaca (Swagger UI)',
  access: 'public',
  responses: { 200: html('Halaman referensi') },
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
  let cached: object | null = null;
  return (
    createRouter()
      .openapi(openapiJson, (c) => c.json((cached ??= document()) as Record<string, unknown>, 200))
      // The page's links are relative: from /api/docs they resolve to /api/docs/<file>.
      .openapi(docsPage, (c) => c.html(PAGE, 200))
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
