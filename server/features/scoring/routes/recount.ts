import { z } from '@hono/zod-openapi';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { json } from '../../../platform/openapi/schemas';
import { recountYears } from '../services/recount';
import { activeYear } from '../../../platform/http/yearParam';

const RecountYear = z
  .object({
    tahun: z.number().int(),
    hasil: z.number().int().openapi({ description: 'Daerah dengan hasil indeks tersimpan' }),
    terakhir: z
      .object({
        waktu: z.string().openapi({ format: 'date-time' }),
        durasi_ms: z.number().int().nullable(),
        jumlah: z.number().int().nullable(),
        oleh: z.string().nullable(),
      })
      .nullable(),
  })
  .openapi('HitungUlangTahun');

const listRoute = apiRoute({
  method: 'get',
  path: '/recount',
  tags: ['Indeks'],
  summary: 'Hitung ulang per tahun: waktu, durasi dan pelaku penghitungan terakhir',
  description:
    'Setiap tahun dengan hasil tersimpan, periode berjalan, dan setiap tahun yang pernah dihitung ulang, terbaru dulu. Menghitung ulang: `POST /indeks/hitung-ulang?tahun=`.',
  access: { screen: 'recount' },
  responses: {
    200: json(
      z.object({ status: z.literal(1), data: z.array(RecountYear) }),
      'Tahun-tahun dan penghitungan terakhirnya',
    ),
  },
});

/** The recount screen's list (spec 6 `recount`, issue 27 item 3). */
export const recountRoutes = createRouter().openapi(listRoute, async (c) =>
  c.json({ status: 1 as const, data: await recountYears(c.var.db, await activeYear(c)) }, 200),
);

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => recountRoutes);
