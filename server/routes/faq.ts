import { z } from '@hono/zod-openapi';
import { asc } from 'drizzle-orm';
import { help_faq } from '../db/schema';
import { apiRoute } from '../openapi/route';
import { createRouter } from '../openapi/router';
import { json, ok } from '../openapi/schemas';
import { sanitizeRichText } from '../services/richText';

const Faq = z
  .object({
    id: z.number().int(),
    question: z.string(),
    answer: z.string().openapi({ description: 'HTML dari editor teks kaya, sudah dibersihkan' }),
  })
  .openapi('Faq');

const listFaq = apiRoute({
  method: 'get',
  path: '/faq',
  tags: ['Dashboard'],
  summary: 'Pertanyaan yang sering diajukan (help_faq), urut pertanyaan',
  access: { screen: 'faq' },
  responses: { 200: json(ok(z.array(Faq)), 'Semua entri FAQ') },
});

/**
 * The faq screen of every role (spec 2, issue 23 item 8): the `help_faq` entries admins edit
 * under Master Data, read here by any signed-in account.
 */
export const faqRoutes = createRouter().openapi(listFaq, async (c) => {
  const rows = await c.var.db
    .select({ id: help_faq.id, question: help_faq.question, answer: help_faq.answer })
    .from(help_faq)
    .orderBy(asc(help_faq.question), asc(help_faq.id));
  const data = rows.map((r) => ({ ...r, answer: sanitizeRichText(r.answer) }));
  return c.json({ status: 1 as const, data }, 200);
});
