import { z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { ScreenId } from '../../../../domain/screens';
import { scopeOf } from '../../../../domain/scoping';
import type { AppEnv } from '../../../platform/http/context';
import { fail, MESSAGES } from '../../../platform/http/http';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter } from '../../../platform/openapi/router';
import { json, pageQuery } from '../../../platform/openapi/schemas';
import { AVERAGE_KINDS, AVERAGE_SORTS, averageReport, type AverageKind } from '../services/laporan';
import { averageTable } from '../services/laporanIndeksTable';
import { averagePanel } from '../services/laporanAnalisis';
import {
  download,
  PerTab,
  PredicateTab,
  RatedMean,
  sendTable,
  Sumber,
  TAGS,
  yearOf,
  readBy,
  optionalId,
  type Ctx,
  type Format,
} from './laporanShared';
import { YearQuery } from '../../../platform/http/yearParam';

/**
 * The average-index reports of spec 2 (issue 24): `/indeks/average/{jenis}` with its Excel and
 * PDF downloads, one declaration over the `jenis` enum (issue 36), and the average-index panel
 * of the home screens (`/indeks/average/panel`). Each report keeps its own screen: the route's
 * access is declared on the `jenis` parameter, each value behind its report's screen.
 */

/** The screen of each report (spec 6); propinsi2 is the province report's second table. */
const AVERAGE_SCREEN: Record<AverageKind, ScreenId> = {
  nasional: 'indeks-rata-rata-inovasi-nasional',
  wilayah: 'indeks-rata-rata-inovasi-wilayah',
  propinsi: 'indeks-rata-rata-inovasi-provinsi',
  propinsi2: 'indeks-rata-rata-inovasi-provinsi',
  kota: 'indeks-rata-rata-inovasi-kota',
  kabupaten: 'indeks-rata-rata-inovasi-kabupaten',
  perbatasan: 'indeks-rata-rata-inovasi-daerah-perbatasan',
  tertinggal: 'indeks-rata-rata-inovasi-daerah-tertinggal',
  papua: 'indeks-rata-rata-inovasi-papua',
};
const SCREENS = [...new Set(Object.values(AVERAGE_SCREEN))];

const isKind = (v: string | undefined): v is AverageKind =>
  (AVERAGE_KINDS as readonly string[]).includes(v ?? '');

/**
 * A `jenis` outside the enum is an unknown path (404), as it was when each report had its own
 * path, rather than the report's 401/403/400. Registered after the fixed paths beside it
 * (`/indeks/average/panel`), whose handler answers first.
 */
const knownKind = createMiddleware<AppEnv>(async (c, next) => {
  if (!isKind(c.req.param('jenis'))) throw fail(404, MESSAGES.unknownPath);
  await next();
});

/** The access of a report: the screen of the asked `jenis` (any report screen for another value). */
const BY_KIND = {
  on: 'jenis',
  by: Object.fromEntries(AVERAGE_KINDS.map((k) => [k, { screen: AVERAGE_SCREEN[k] }])),
} as const;

const Jenis = z.object({
  jenis: z.enum(AVERAGE_KINDS).openapi({
    description: `Laporan dan layarnya: ${AVERAGE_KINDS.map((k) => `\`${k}\` (\`${AVERAGE_SCREEN[k]}\`)`).join(', ')}. Nilai lain: 404.`,
  }),
});

const AverageQuery = YearQuery.extend({
  sumber: Sumber,
  tab: PredicateTab,
  iga_klaster_id: optionalId,
  propinsi_id: optionalId,
  wilayah_id: optionalId,
  search: z.string().max(100).optional(),
  sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(AVERAGE_SORTS).optional()),
  dir: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['asc', 'desc']).optional()),
  ...pageQuery(1000, 20),
});

const AverageRow = z
  .object({
    profil_id: z.number().int(),
    nama: z.string(),
    overall_score: z.number(),
    indeks_mandiri: z.number(),
    indeks_verifikasi: z.number(),
    peringkat: z.number().int().nullable(),
    predikat: z.string(),
    tab: z.number().int(),
    wilayah: z.string().nullable(),
  })
  .openapi('IndeksRataRataBaris');

const AverageAnswer = z.object({
  status: z.literal(1),
  tahun: z.number().int(),
  sumber: z.enum(['mandiri', 'verifikasi']),
  total: z.number().int(),
  ringkasan: z.object({ ...RatedMean, per_tab: PerTab }).openapi('IndeksRataRataRingkasan'),
  data: z.array(AverageRow),
});

const averageRoute = apiRoute({
  method: 'get',
  path: '/indeks/average/{jenis}',
  tags: TAGS,
  summary: 'Indeks rata-rata inovasi per jenis laporan',
  description:
    'Baris diperingkat seperti /ranking-index (nilai sama berbagi peringkat, 0 tanpa peringkat) di dalam populasi laporan setelah filter klaster/provinsi/wilayah; predikat dari set `laporan`. `ringkasan` mencakup semua baris yang cocok dengan filter kecuali `tab` dan `search`.',
  access: BY_KIND,
  request: { params: Jenis, query: AverageQuery },
  responses: { 200: json(AverageAnswer, 'Ringkasan dan satu halaman baris laporan') },
});

/** The declaration of one format of the downloads of `/indeks/average/{jenis}`. */
const averageDownload = (format: Format) =>
  apiRoute({
    ...download(SCREENS[0]!, 'indeks rata-rata inovasi per jenis laporan', format, AverageQuery),
    path: `/indeks/average/{jenis}/download-${format}`,
    access: BY_KIND,
    request: { params: Jenis, query: AverageQuery },
  });

const PanelRingkasan = z.object({ ...RatedMean, per_tab: PerTab });

const panelRoute = apiRoute({
  method: 'get',
  path: '/indeks/average/panel',
  tags: TAGS,
  summary: 'Panel indeks rata-rata di beranda',
  description:
    'Indeks mandiri (seperti Ranking Indeks), set predikat laporan. `nasional`: ringkasan semua daerah; `wilayah`: ringkasan wilayah penilaian akun (verifikator, quality control), selain itu null; `daerah`: baris daerah akun sendiri (akun yang terikat pada daerahnya, mis. pemda), selain itu null. Tidak ada baris daerah lain.',
  access: { action: 'indeks.panel' },
  request: { query: YearQuery },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        tahun: z.number().int(),
        data: z
          .object({
            nasional: PanelRingkasan,
            wilayah: PanelRingkasan.extend({ id: z.number().int(), nama: z.string() }).nullable(),
            daerah: z
              .object({
                profil_id: z.number().int(),
                nama: z.string(),
                indeks: z.number(),
                peringkat: z.number().int().nullable(),
                predikat: z.string(),
                tab: z.number().int(),
              })
              .nullable(),
          })
          .openapi('PanelIndeksRataRata'),
      }),
      'Rata-rata nasional, wilayah atau daerah akun, dan sebaran predikat',
    ),
  },
});

async function downloadAverage(
  c: Ctx,
  jenis: AverageKind,
  q: z.infer<typeof AverageQuery>,
  format: Format,
) {
  const tahun = await yearOf(c, q.tahun);
  return sendTable(c, await averageTable(c.var.db, jenis, { ...q, tahun }), format);
}

const panelRoutes = createRouter().openapi(panelRoute, async (c) => {
  const tahun = await yearOf(c, c.req.valid('query').tahun);
  const user = c.var.account;
  const scope = scopeOf(user.roles);
  const data = await averagePanel(c.var.db, tahun, {
    profil_id: scope.ownRegion ? user.profil_id : null,
    wilayah_id: scope.area && user.area > 0 ? user.area : null,
  });
  return c.json({ status: 1 as const, tahun, data }, 200);
});

// After the panel's fixed path, whose handler answers first (`.use` is not chained: it would
// return a plain Hono and lose the declared routes' types).
for (const path of ['', '/download-excel', '/download-pdf'])
  panelRoutes.use(`/indeks/average/:jenis${path}`, knownKind);

export const laporanIndeksRoutes = panelRoutes
  .openapi(averageRoute, async (c) => {
    const q = c.req.valid('query');
    const tahun = await yearOf(c, q.tahun);
    const answer = await averageReport(
      c.var.db,
      c.req.valid('param').jenis,
      { ...q, tahun, page: q.page ?? 0, per_page: q.per_page || 20 },
      readBy(c),
    );
    return c.json({ status: 1 as const, ...answer }, 200);
  })
  .openapi(averageDownload('excel'), (c) =>
    downloadAverage(c, c.req.valid('param').jenis, c.req.valid('query'), 'excel'),
  )
  .openapi(averageDownload('pdf'), (c) =>
    downloadAverage(c, c.req.valid('param').jenis, c.req.valid('query'), 'pdf'),
  );
