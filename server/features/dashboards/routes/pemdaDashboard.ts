import { keptJson } from '../../../platform/http/keptAnswers';
import { z } from '@hono/zod-openapi';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { json, ok } from '../../../platform/openapi/schemas';
import { pemdaDashboard } from '../services/pemdaDashboard';
import { activeYear, YearQuery } from '../../../platform/http/yearParam';

const PemdaDashboard = z
  .object({
    tahun: z.number().int(),
    indeks: z.number().openapi({ description: 'Indeks mandiri (IID), 2 desimal' }),
    rank: z.number().int().nullable().openapi({ description: 'null bila indeks 0' }),
    predikat: z.string().nullable(),
    batas_input: z.string().nullable().openapi({ format: 'date' }),
    sisa_hari: z
      .number()
      .int()
      .nullable()
      .openapi({ description: '0 pada hari itu, negatif sesudahnya' }),
    kekurangan: z.array(
      z.object({
        jenis: z.enum(['indikator_daerah', 'inovasi']),
        id: z.number().int(),
        nama: z.string(),
        alasan: z.string(),
        tautan: z.string(),
      }),
    ),
    saran: z.array(
      z.object({
        indikator_id: z.number().int(),
        nama: z.string(),
        unit: z.enum(['daerah', 'inovasi']),
        inovasi_id: z.number().int().optional(),
        poin_tambahan: z.number(),
        indeks_tambahan: z.number(),
      }),
    ),
    keputusan: z.array(
      z.object({
        inovasi_id: z.number().int(),
        nama: z.string(),
        waktu: z.string().openapi({ format: 'date-time' }),
        aksi: z.string(),
        catatan: z.string().nullable(),
      }),
    ),
    dihitung_pada: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('PemdaDashboard');

const dashboard = apiRoute({
  method: 'get',
  path: '/dashboard/pemda',
  tags: ['Dashboard'],
  summary: 'Langkah berikutnya pemda: indeks, peringkat, batas waktu, kekurangan, lima saran',
  access: { screen: 'profil-pemda-daerah' },
  request: { query: YearQuery },
  responses: { 200: json(ok(PemdaDashboard), 'Beranda pemda untuk daerahnya sendiri') },
});

/** A pemda's home (issue 23 item 9): its own region only, the account's profile. */
export const pemdaDashboardRoutes = createRouter().openapi(dashboard, async (c) => {
  const tahun = c.req.valid('query').tahun ?? (await activeYear(c));
  const data = await pemdaDashboard(c.var.db, c.var.account, tahun, c.var.deps.clock.now());
  return keptJson(c, data);
});

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => pemdaDashboardRoutes);
