import { z } from '@hono/zod-openapi';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { json, jsonBody, ok } from '../../../platform/openapi/schemas';
import { sanitizeRichText } from '../../../platform/http/richText';

/** The most an editor sends at once: a long article with inline formatting, never a file. */
const MAX_HTML = 200_000;

const previewRoute = apiRoute({
  method: 'post',
  path: '/tiny/pratinjau',
  tags: ['Konten'],
  summary: 'Teks kaya seperti yang akan tampil di halaman publik (sudah disanitasi)',
  description:
    'Halaman `/tiny` (spec 2): staf menyusun teks kaya dan melihat hasil akhirnya. HTML dijalankan melalui sanitiser yang sama dengan halaman publik; `berubah` menyatakan ada bagian yang dibuang (skrip, atribut peristiwa, tautan `javascript:`, tag di luar daftar).',
  access: { screen: 'tiny' },
  request: {
    body: jsonBody(
      z.object({
        html: z.string().max(MAX_HTML).openapi({ example: '<p>Halo <b>dunia</b></p>' }),
      }),
    ),
  },
  responses: {
    200: json(
      ok(
        z.object({
          html: z.string().openapi({ description: 'HTML yang sudah disanitasi' }),
          berubah: z.boolean().openapi({ description: 'Ada bagian yang dibuang sanitiser' }),
        }),
      ),
      'HTML yang akan tampil',
    ),
  },
});

/** Spec 2 `/tiny`, the staff's standalone rich-text page: the public pages' sanitiser on demand. */
export const tinyRoutes = createRouter().openapi(previewRoute, (c) => {
  const { html } = c.req.valid('json');
  const clean = sanitizeRichText(html);
  return c.json({ status: 1 as const, data: { html: clean, berubah: clean !== html } }, 200);
});

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => tinyRoutes);
