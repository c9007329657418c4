import { z } from '@hono/zod-openapi';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { json, ok } from '../../../platform/openapi/schemas';
import { faqEntries } from '../services/faq';

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
  const data = await faqEntries(c.var.db);
  return c.json({ status: 1 as const, data }, 200);
});

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => faqRoutes);
