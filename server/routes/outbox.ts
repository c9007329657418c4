import { z } from '@hono/zod-openapi';
import { count, desc } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { apiRoute } from '../openapi/route';
import { createRouter } from '../openapi/router';
import { json, okPage, pageQuery } from '../openapi/schemas';

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
  const [rows, [total]] = await Promise.all([
    c.var.db
      .select()
      .from(outbox)
      .orderBy(desc(outbox.id))
      .limit(perPage)
      .offset(page * perPage),
    c.var.db.select({ n: count() }).from(outbox),
  ]);
  const data = rows.map((r) => ({
    ...r,
    sent_at: r.sent_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
  }));
  return c.json({ status: 1 as const, data, total: Number(total?.n ?? 0) }, 200);
});
