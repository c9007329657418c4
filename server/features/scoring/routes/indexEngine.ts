import { z } from '@hono/zod-openapi';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { activeYear, YearQuery } from '../../../platform/http/yearParam';
import { digitsOnly } from '../../../platform/openapi/params';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { json } from '../../../platform/openapi/schemas';
import { recordInScope } from '../../../crud/recordInScope';
import { breakdown } from '../services/indexBreakdown';
import { recountYear } from '../services/indexEngine';
import { recordRecount } from '../services/recount';
import { breakdownRoute } from './indexBreakdown';

/** `?tahun=`: a year; absent or empty means the current period (`tahun_aktif`). */
const tahunQuery = YearQuery.shape.tahun.openapi({
  type: 'integer',
  description: 'Tahun (2000-2100); kosong: periode aktif',
});

const TAGS = ['Indeks'];

const recountRoute = apiRoute({
  method: 'post',
  path: '/indeks/hitung-ulang',
  tags: TAGS,
  summary: 'Menghitung ulang indeks setiap daerah pada tahun itu (dicatat)',
  access: { action: 'indeks.hitung_ulang' },
  request: { query: z.object({ tahun: tahunQuery }) },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        message: z.string(),
        data: z.object({
          tahun: z.number().int(),
          jumlah: z.number().int(),
          durasi_ms: z.number().int(),
        }),
      }),
      'Jumlah daerah yang dihitung',
    ),
  },
});

/**
 * The index engine's actions (issue 10): a region's breakdown ("why this score") and the
 * recount. The rankings that carry the IGA flag are the award's (award/routes/ranking.ts).
 */
export const indexRankingRoutes = digitsOnly(createRouter(), 'GET /indeks/:profilId')
  .openapi(recountRoute, async (c) => {
    const user = c.var.account;
    const tahun = c.req.valid('query').tahun ?? (await activeYear(c));
    const started = Date.now();
    const data = await recountYear(c.var.db, tahun);
    const run = { ...data, durasi_ms: Date.now() - started };
    // Each run is recorded: the recount screen shows a year's last one (issue 27 item 3).
    await recordRecount(c.var.db, user, run);
    return c.json(
      {
        status: 1 as const,
        message: message('recountDone', { tahun, jumlah: data.jumlah }),
        data: run,
      },
      200,
    );
  })
  .openapi(breakdownRoute, async (c) => {
    // A pemda reads its own; staff roles the regions in their scope (404 outside).
    const id = c.req.valid('param').profilId;
    if (!(await recordInScope(c.var.db, 'profil_pemda', id, c.var.account))) {
      throw fail(404, MESSAGES.notFound);
    }
    const tahun = c.req.valid('query').tahun ?? (await activeYear(c));
    return c.json({ status: 1 as const, data: await breakdown(c.var.db, id, tahun) }, 200);
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => indexRankingRoutes);
