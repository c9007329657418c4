import { z } from '@hono/zod-openapi';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { json } from '../../../platform/openapi/schemas';
import { regionTabs } from '../services/laporan';
import { analisis, analisisTables } from '../services/laporanAnalisis';
import { laporanIndeksRoutes } from './laporanIndeks';
import { laporanRekapRoutes } from './laporanRekap';
import { laporanRekapInovasiRoutes } from './laporanRekapInovasi';
import { download, PerTab, PredicateTab, sendTable, TAGS, yearOf } from './laporanShared';
import { YearQuery } from '../../../platform/http/yearParam';

/**
 * The reports of spec 2 (issue 24): the average-index reports and their panel
 * (laporanIndeks.ts), the recaps beside them (laporanRekap.ts), the recaps of innovations
 * (laporanRekapInovasi.ts), and here the analysis (`/laporan/analisis`). Each report names its
 * own screen (spec 6: superadmin; the type recap also tim.penilai).
 */

const KelompokRow = z.object({
  group_id: z.number().int(),
  nama: z.string(),
  rata_mandiri: z.number(),
  rata_verifikasi: z.number(),
  selisih: z.number(),
});

const AnalisisQuery = YearQuery.extend({ tab: PredicateTab });

const analisisRoute = apiRoute({
  method: 'get',
  path: '/laporan/analisis',
  tags: TAGS,
  summary: 'Analisis: penilaian mandiri dibandingkan dengan hasil verifikasi',
  description:
    '`kelompok`: per variabel (8 kelompok indikator), rata-rata poin mandiri dan verifikasi atas daerah yang indeks mandiri dan verifikasinya di atas 0, dan selisihnya (mandiri − verifikasi). `histogram`: daerah dengan indeks mandiri di atas 0 per rentang 10 (dari < indeks ≤ sampai). `selisih_terbesar`: 20 daerah pembanding dengan |indeks mandiri − indeks verifikasi| terbesar. `tren`: indeks mandiri setiap daerah berdata per periode yang memiliki hasil sampai `tahun`. `tab`: setiap bagian hanya mencakup daerah yang predikat tahun itu (set laporan, indeks mandiri, seperti laporan nasional) berada di tab itu; `ringkasan` menghitung daerah per tab sebelum filter `tab`.',
  access: { screen: 'analisis' },
  request: { query: AnalisisQuery },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        tahun: z.number().int(),
        tab: z.number().int().nullable(),
        ringkasan: z
          .object({ jumlah_daerah: z.number().int(), per_tab: PerTab })
          .openapi('AnalisisRingkasan'),
        data: z
          .object({
            kelompok: z.array(KelompokRow),
            histogram: z.array(
              z.object({ dari: z.number(), sampai: z.number(), jumlah: z.number().int() }),
            ),
            selisih_terbesar: z.array(
              z.object({
                profil_id: z.number().int(),
                nama: z.string(),
                indeks_mandiri: z.number(),
                indeks_verifikasi: z.number(),
                selisih: z.number(),
              }),
            ),
            tren: z.array(
              z.object({
                profil_id: z.number().int(),
                nama: z.string(),
                per_tahun: z.array(z.object({ tahun: z.number().int(), indeks: z.number() })),
              }),
            ),
          })
          .openapi('Analisis'),
      }),
      'Empat bagian analisis',
    ),
  },
});

const analisisRoutes = createRouter()
  .openapi(analisisRoute, async (c) => {
    const { tab } = c.req.valid('query');
    const tahun = await yearOf(c, c.req.valid('query').tahun);
    const [data, tabs] = await Promise.all([
      analisis(c.var.db, tahun, tab),
      regionTabs(c.var.db, tahun),
    ]);
    const { jumlah_daerah, per_tab } = tabs.ringkasan;
    const ringkasan = { jumlah_daerah, per_tab };
    return c.json({ status: 1 as const, tahun, tab: tab ?? null, ringkasan, data }, 200);
  })
  .openapi(
    apiRoute({
      path: '/laporan/analisis/download-excel',
      ...download('analisis', 'analisis', 'excel', AnalisisQuery),
    }),
    async (c) => {
      const { tab } = c.req.valid('query');
      const tahun = await yearOf(c, c.req.valid('query').tahun);
      return sendTable(c, await analisisTables(c.var.db, tahun, tab), 'excel');
    },
  )
  .openapi(
    apiRoute({
      path: '/laporan/analisis/download-pdf',
      ...download('analisis', 'analisis', 'pdf', AnalisisQuery),
    }),
    async (c) => {
      const { tab } = c.req.valid('query');
      const tahun = await yearOf(c, c.req.valid('query').tahun);
      return sendTable(c, await analisisTables(c.var.db, tahun, tab), 'pdf');
    },
  );

/** Every report route, mounted where the reports always were. */
export const laporanRoutes = createRouter()
  .route('/', analisisRoutes)
  .route('/', laporanIndeksRoutes)
  .route('/', laporanRekapRoutes)
  .route('/', laporanRekapInovasiRoutes);

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => laporanRoutes);
