import { z } from '@hono/zod-openapi';
import { SELF_CHECK_QUESTIONS, selfCheckResult } from '../../../../domain/selfCheck';
import { interpolate } from '../../../../i18n/format';
import { messagesId } from '../../../../i18n/id';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { json, jsonBody, ok } from '../../../platform/openapi/schemas';
import { recordActivity } from '../../../platform/db/audit';
import { readableInnovation } from '../services/innovationAccess';

/** The Indonesian text of a `cek_mandiri` catalog key. */
const text = (key: string): string => {
  let node: unknown = messagesId;
  for (const part of `cek_mandiri.${key}`.split('.'))
    node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
};

const Question = z
  .object({
    id: z.enum(SELF_CHECK_QUESTIONS),
    pertanyaan: z.string(),
  })
  .openapi('SelfCheckQuestion');

const ResultBody = z
  .object({
    inovasi_id: z.number().int().positive(),
    jawaban: z.partialRecord(z.enum(SELF_CHECK_QUESTIONS), z.boolean()),
  })
  .openapi('SelfCheckAnswers');

const Result = z
  .object({
    lulus: z.boolean(),
    belum: z.array(Question),
    pesan: z.string(),
  })
  .openapi('SelfCheckResult');

const TAGS = ['Inovasi'];

const questionsRoute = apiRoute({
  method: 'get',
  path: '/questions',
  tags: TAGS,
  summary: 'Pertanyaan cek mandiri sebelum mengirim inovasi',
  access: { action: 'inovasi.kirim' },
  responses: { 200: json(ok(z.array(Question)), 'Pernyataan ya/tidak, urut tampilan') },
});

const resultRoute = apiRoute({
  method: 'post',
  path: '/result',
  tags: TAGS,
  summary: 'Hasil cek mandiri sebuah inovasi (dicatat di log aktivitasnya)',
  description:
    'Lulus bila setiap pernyataan dijawab ya; yang belum disebut. Inovasi di luar lingkup akun: 404.',
  access: { action: 'inovasi.kirim' },
  request: { body: jsonBody(ResultBody) },
  responses: { 200: json(ok(Result), 'Hasil dan pernyataan yang belum terpenuhi') },
});

/**
 * Spec 7 `GET /questions` and `POST /result` (issue 27 item 4): the self-check a sender runs
 * before "Kirim" (docs/decisions.md). Advisory: sending does not require it, but each result is
 * kept in the innovation's activity log (`cek_mandiri`), so a verifier sees what was confirmed.
 */
export const selfCheckRoutes = createRouter()
  .openapi(questionsRoute, async (c) =>
    c.json(
      {
        status: 1 as const,
        data: SELF_CHECK_QUESTIONS.map((id) => ({ id, pertanyaan: text(`pertanyaan.${id}`) })),
      },
      200,
    ),
  )
  .openapi(resultRoute, async (c) => {
    const body = c.req.valid('json');
    const row = await readableInnovation(c, body.inovasi_id);
    const result = selfCheckResult(body.jawaban);
    const belum = result.belum.map((id) => ({ id, pertanyaan: text(`pertanyaan.${id}`) }));
    await recordActivity(c.var.db, {
      actor: c.var.account,
      name: 'cek_mandiri',
      resource: 'iga2020_inovasi',
      recordId: row.id,
      data: [
        { name: 'lulus', value: result.lulus },
        { name: 'belum', value: result.belum },
      ],
    });
    const pesan = result.lulus
      ? text('lulus')
      : interpolate(text('belum'), { daftar: belum.map((b) => b.pertanyaan).join(' ') });
    return c.json({ status: 1 as const, data: { lulus: result.lulus, belum, pesan } }, 200);
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => selfCheckRoutes);
