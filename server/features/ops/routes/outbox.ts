import { z } from '@hono/zod-openapi';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { json, okPage, pageQuery } from '../../../platform/openapi/schemas';
import { outboxPage } from '../services/mailer';

const Mail = z
  .object({
    id: z.number().int(),
    to_address: z.string(),
    subject: z.string(),
    body: z.string(),
    sent_at: z.string().nullable().openapi({ format: 'date-time' }),
    created_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('OutboxMail');

const listOutbox = apiRoute({
  method: 'get',
  path: '/',
  tags: ['Surel'],
  summary: 'Surel yang disimpan karena SMTP belum diatur, terbaru dulu',
  access: { screen: 'outbox' },
  request: { query: z.object(pageQuery(100, 20)) },
  responses: { 200: json(okPage(Mail), 'Satu halaman surel dan jumlah seluruhnya') },
});

/** Mail kept when no SMTP server is configured (GET /outbox), newest first. */
export const outboxRoutes = createRouter().openapi(listOutbox, async (c) => {
  const { page = 0, per_page } = c.req.valid('query');
  const perPage = per_page || 20;
  const { data, total } = await outboxPage(c.var.db, page, perPage);
  return c.json({ status: 1 as const, data, total }, 200);
});

/** Mounted at `/outbox` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/outbox', () => outboxRoutes);
