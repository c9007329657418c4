import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ScreenId } from '../../domain/screens';
import type { AppEnv } from '../context';
import { apiRoute } from '../openapi/route';
import { createRouter } from '../openapi/router';
import { Readable } from 'node:stream';
import { fileAnswer, Id, json, pageQuery } from '../openapi/schemas';
import { attachmentHeader } from '../services/documentFile';
import { hasAnyRole } from '../../domain/roles';
import { AREA_ROLES, OWN_REGION_ROLES } from '../../domain/scoping';
import { analisis, analisisTables, averagePanel } from '../services/laporanAnalisis';
import { writeReportExcel, writeReportPdf, type ReportTable } from '../services/laporanExport';
import { PassThrough } from 'node:stream';
import {
  averageReport,
  averageTable,
  recapTable,
  AVERAGE_SORTS,
  nationalRecap,
  nationalRecapTable,
  opdRecap,
  opdRecapTable,
  provinceRecap,
  provinceRecapTable,
  recap,
  type AverageKind,
  type RecapKind,
} from '../services/laporan';
import { activeYear, YearQuery } from './yearParam';

/**
 * The reports of spec 2 (issue 24): the average-index reports (`/indeks/average/...`) and the
 * recaps of innovations (`/laporan/rekap/...`), the analysis (`/laporan/analisis`) and the
 * average-index panel of the home screens (`/indeks/average/panel`). Each path is its own declaration so its access
 * names its own screen (spec 6: superadmin; the type recap also tim.penilai).
 */

const TAGS = ['Laporan'];

/** An optional positive id in the query ('' = none). */
const optionalId = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number().int().positive().max(2_147_483_647).optional(),
);

const Sumber = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(['mandiri', 'verifikasi']).default('mandiri'),
);

const AverageQuery = YearQuery.extend({
  sumber: Sumber,
  tab: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(3).optional(),
  ),
  iga_klaster_id: optionalId,
  propinsi_id: optionalId,
  wilayah_id: optionalId,
  search: z.string().max(100).optional(),
  sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(AVERAGE_SORTS).optional()),
  dir: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['asc', 'desc']).optional()),
  ...pageQuery(1000, 20),
});

const PerTab = z.object({ '0': z.number(), '1': z.number(), '2': z.number(), '3': z.number() });

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

/** The one mean of an index over the rated regions, with its count (issue 35). */
const RatedMean = {
  rata_rata: z.number().openapi({ description: 'Rata-rata atas daerah berdata (indeks > 0)' }),
  jumlah_berdata: z.number().int().openapi({ description: 'Daerah berdata: penyebutnya' }),
  jumlah_daerah: z.number().int(),
};

const AverageAnswer = z.object({
  status: z.literal(1),
  tahun: z.number().int(),
  sumber: z.enum(['mandiri', 'verifikasi']),
  total: z.number().int(),
  ringkasan: z.object({ ...RatedMean, per_tab: PerTab }).openapi('IndeksRataRataRingkasan'),
  data: z.array(AverageRow),
});

type Ctx = Context<AppEnv>;
const yearOf = async (c: Ctx, tahun: number | undefined) => tahun ?? activeYear(c);

/** The declaration of `/indeks/average/{jenis}` of one report but its path, behind its own screen. */
const average = (screen: ScreenId, what: string) =>
  ({
    method: 'get',
    tags: TAGS,
    summary: `Indeks rata-rata inovasi: ${what}`,
    description:
      'Baris diperingkat seperti /ranking-index (nilai sama berbagi peringkat, 0 tanpa peringkat) di dalam populasi laporan setelah filter klaster/provinsi/wilayah; predikat dari set `laporan`. `ringkasan` mencakup semua baris yang cocok dengan filter kecuali `tab` dan `search`.',
    access: { screen },
    request: { query: AverageQuery },
    responses: { 200: json(AverageAnswer, 'Ringkasan dan satu halaman baris laporan') },
  }) as const;

async function handleAverage(c: Ctx, jenis: AverageKind) {
  const q = (c.req as unknown as { valid(t: 'query'): z.infer<typeof AverageQuery> }).valid(
    'query',
  );
  const tahun = await yearOf(c, q.tahun);
  const answer = await averageReport(c.var.db, jenis, {
    ...q,
    tahun,
    page: q.page ?? 0,
    per_page: q.per_page || 20,
  });
  return c.json({ status: 1 as const, ...answer }, 200);
}

const RecapQuery = YearQuery.extend({ sumber: Sumber });
const RecapFileQuery = YearQuery.extend({ profil_id: optionalId });
const GroupRow = z.object({
  propinsi_id: z.number().int(),
  nama: z.string(),
  ...RatedMean,
  per_tab: PerTab,
});

const nationalRecapRoute = apiRoute({
  method: 'get',
  path: '/indeks/average/nasional/rekap',
  tags: TAGS,
  summary: 'Rekap nasional indeks rata-rata per provinsi',
  access: { screen: 'indeks-rata-rata-inovasi-nasional' },
  request: { query: RecapQuery },
  responses: {
    200: json(
      z.object({ status: z.literal(1), tahun: z.number().int(), data: z.array(GroupRow) }),
      'Satu baris per provinsi',
    ),
  },
});

const provinceRecapRoute = apiRoute({
  method: 'get',
  path: '/indeks/average/propinsi/{id}/rekap',
  tags: TAGS,
  summary: 'Rekap indeks rata-rata satu provinsi: pemerintah provinsi, kabupaten, kota',
  access: { screen: 'indeks-rata-rata-inovasi-provinsi' },
  request: { params: z.object({ id: Id }), query: RecapQuery },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        tahun: z.number().int(),
        data: z.array(GroupRow.extend({ jenis: z.enum(['provinsi', 'kabupaten', 'kota']) })),
      }),
      'Satu baris per jenis daerah',
    ),
    404: json(z.object({ status: z.literal(0), message: z.string() }), 'Bukan provinsi'),
  },
});

const opdRecapRoute = apiRoute({
  method: 'get',
  path: '/indeks/average/opd/{profilId}/rekap',
  tags: TAGS,
  summary: 'Rekap OPD satu daerah: inovasi dikirim, terverifikasi, rata-rata poin',
  access: { screen: 'indeks-rata-rata-inovasi-nasional' },
  request: { params: z.object({ profilId: Id }), query: YearQuery },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        tahun: z.number().int(),
        data: z.array(
          z.object({
            opd_id: z.number().int(),
            nama: z.string(),
            dikirim: z.number().int(),
            terverifikasi: z.number().int(),
            rata_rata_poin: z.number(),
          }),
        ),
      }),
      'Satu baris per OPD',
    ),
    404: json(z.object({ status: z.literal(0), message: z.string() }), 'Daerah tidak ada'),
  },
});

const RecapRow = z
  .object({
    id: z.union([z.number().int(), z.string()]),
    name: z.string(),
    approved: z.number().int(),
    total: z.number().int(),
  })
  .openapi('RekapInovasiBaris');

const recapRoute = (screen: ScreenId, what: string) =>
  ({
    method: 'get',
    tags: TAGS,
    summary: `Rekap inovasi per ${what}`,
    description:
      '`total`: inovasi tahun itu dalam cakupan (tanpa salinan indeks); `approved`: yang berstatus terverifikasi atau diterima. Inovasi dengan beberapa urusan dihitung sekali di tiap urusan.',
    access: { screen },
    request: { query: RecapFileQuery },
    responses: {
      200: json(
        z.object({ status: z.literal(1), tahun: z.number().int(), data: z.array(RecapRow) }),
        'Satu baris per nilai klasifikasi',
      ),
    },
  }) as const;

async function handleRecap(c: Ctx, kind: RecapKind) {
  const q = (
    c.req as unknown as { valid(t: 'query'): { tahun?: number; profil_id?: number } }
  ).valid('query');
  const tahun = await yearOf(c, q.tahun);
  const data = await recap(c.var.db, kind, tahun, q.profil_id);
  return c.json({ status: 1 as const, tahun, data }, 200);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type Format = 'excel' | 'pdf';

/** The declaration of a report's download (same query as the report) but its path. */
const download = <Q extends z.ZodObject>(
  screen: ScreenId,
  what: string,
  format: Format,
  query: Q,
) =>
  ({
    method: 'get',
    tags: TAGS,
    summary: `Unduh ${format === 'excel' ? 'Excel' : 'PDF'}: ${what}`,
    description:
      'Semua baris yang cocok dengan filter (tanpa halaman), dialirkan: Excel dengan angka sebagai angka, PDF A4 mendatar dengan kepala portal dan filter di judul.',
    access: { screen },
    request: { query },
    responses: {
      200: fileAnswer('Berkas laporan', format === 'excel' ? XLSX : 'application/pdf'),
    },
  }) as const;

/** Streams a report table (or the tables of a report in parts) as the file of `format`. */
function sendTable(
  c: Ctx,
  table: (ReportTable & { file: string }) | { file: string; tables: ReportTable[] },
  format: Format,
) {
  const out = new PassThrough();
  const tables = 'tables' in table ? table.tables : table;
  const done =
    format === 'excel'
      ? writeReportExcel(tables, out)
      : writeReportPdf(tables, out, c.var.deps.clock.now());
  done.catch((err: unknown) => out.destroy(err as Error));
  return c.body(Readable.toWeb(out) as ReadableStream<Uint8Array>, 200, {
    'content-type': format === 'excel' ? XLSX : 'application/pdf',
    'content-disposition': attachmentHeader(`${table.file}.${format === 'excel' ? 'xlsx' : 'pdf'}`),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
}

const KelompokRow = z.object({
  group_id: z.number().int(),
  nama: z.string(),
  rata_mandiri: z.number(),
  rata_verifikasi: z.number(),
  selisih: z.number(),
});

const analisisRoute = apiRoute({
  method: 'get',
  path: '/laporan/analisis',
  tags: TAGS,
  summary: 'Analisis: penilaian mandiri dibandingkan dengan hasil verifikasi',
  description:
    '`kelompok`: per variabel (8 kelompok indikator), rata-rata poin mandiri dan verifikasi atas daerah yang indeks mandiri dan verifikasinya di atas 0, dan selisihnya (mandiri − verifikasi). `histogram`: daerah dengan indeks mandiri di atas 0 per rentang 10 (dari < indeks ≤ sampai). `selisih_terbesar`: 20 daerah pembanding dengan |indeks mandiri − indeks verifikasi| terbesar. `tren`: indeks mandiri setiap daerah berdata per periode yang memiliki hasil sampai `tahun`.',
  access: { screen: 'analisis' },
  request: { query: YearQuery },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        tahun: z.number().int(),
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

/** The declaration of a recap's download with path parameters. */
const paramDownload = <P extends z.ZodObject, Q extends z.ZodObject>(
  screen: ScreenId,
  what: string,
  format: Format,
  params: P,
  query: Q,
) =>
  ({
    ...download(screen, what, format, query),
    request: { params, query },
  }) as const;

async function downloadAverage(c: Ctx, jenis: AverageKind, format: Format) {
  const q = (c.req as unknown as { valid(t: 'query'): z.infer<typeof AverageQuery> }).valid(
    'query',
  );
  const tahun = await yearOf(c, q.tahun);
  return sendTable(c, await averageTable(c.var.db, jenis, { ...q, tahun }), format);
}

async function downloadRecap(c: Ctx, kind: RecapKind, format: Format) {
  const q = (
    c.req as unknown as { valid(t: 'query'): { tahun?: number; profil_id?: number } }
  ).valid('query');
  const tahun = await yearOf(c, q.tahun);
  return sendTable(c, await recapTable(c.var.db, kind, tahun, q.profil_id), format);
}

export const laporanRoutes = createRouter()
  .openapi(analisisRoute, async (c) => {
    const tahun = await yearOf(c, c.req.valid('query').tahun);
    return c.json({ status: 1 as const, tahun, data: await analisis(c.var.db, tahun) }, 200);
  })
  .openapi(panelRoute, async (c) => {
    const tahun = await yearOf(c, c.req.valid('query').tahun);
    const user = c.var.user!;
    const data = await averagePanel(c.var.db, tahun, {
      profil_id: hasAnyRole(user.roles, OWN_REGION_ROLES) ? user.profil_id : null,
      wilayah_id: hasAnyRole(user.roles, AREA_ROLES) && user.area > 0 ? user.area : null,
    });
    return c.json({ status: 1 as const, tahun, data }, 200);
  })
  .openapi(
    apiRoute({
      path: '/laporan/analisis/download-excel',
      ...download('analisis', 'analisis', 'excel', YearQuery),
    }),
    async (c) => {
      const tahun = await yearOf(c, c.req.valid('query').tahun);
      return sendTable(c, await analisisTables(c.var.db, tahun), 'excel');
    },
  )
  .openapi(
    apiRoute({
      path: '/laporan/analisis/download-pdf',
      ...download('analisis', 'analisis', 'pdf', YearQuery),
    }),
    async (c) => {
      const tahun = await yearOf(c, c.req.valid('query').tahun);
      return sendTable(c, await analisisTables(c.var.db, tahun), 'pdf');
    },
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/nasional/rekap/download-excel',
      ...download(
        'indeks-rata-rata-inovasi-nasional',
        'rekap nasional per provinsi',
        'excel',
        RecapQuery,
      ),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const tahun = await yearOf(c, q.tahun);
      return sendTable(c, await nationalRecapTable(c.var.db, tahun, q.sumber), 'excel');
    },
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/propinsi/{id}/rekap/download-excel',
      ...paramDownload(
        'indeks-rata-rata-inovasi-provinsi',
        'rekap satu provinsi',
        'excel',
        z.object({ id: Id }),
        RecapQuery,
      ),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const tahun = await yearOf(c, q.tahun);
      const table = await provinceRecapTable(c.var.db, c.req.valid('param').id, tahun, q.sumber);
      return sendTable(c, table, 'excel');
    },
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/opd/{profilId}/rekap/download-excel',
      ...paramDownload(
        'indeks-rata-rata-inovasi-nasional',
        'rekap OPD satu daerah',
        'excel',
        z.object({ profilId: Id }),
        YearQuery,
      ),
    }),
    async (c) => {
      const tahun = await yearOf(c, c.req.valid('query').tahun);
      const table = await opdRecapTable(c.var.db, c.req.valid('param').profilId, tahun);
      return sendTable(c, table, 'excel');
    },
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/nasional/rekap/download-pdf',
      ...download(
        'indeks-rata-rata-inovasi-nasional',
        'rekap nasional per provinsi',
        'pdf',
        RecapQuery,
      ),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const tahun = await yearOf(c, q.tahun);
      return sendTable(c, await nationalRecapTable(c.var.db, tahun, q.sumber), 'pdf');
    },
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/propinsi/{id}/rekap/download-pdf',
      ...paramDownload(
        'indeks-rata-rata-inovasi-provinsi',
        'rekap satu provinsi',
        'pdf',
        z.object({ id: Id }),
        RecapQuery,
      ),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const tahun = await yearOf(c, q.tahun);
      const table = await provinceRecapTable(c.var.db, c.req.valid('param').id, tahun, q.sumber);
      return sendTable(c, table, 'pdf');
    },
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/opd/{profilId}/rekap/download-pdf',
      ...paramDownload(
        'indeks-rata-rata-inovasi-nasional',
        'rekap OPD satu daerah',
        'pdf',
        z.object({ profilId: Id }),
        YearQuery,
      ),
    }),
    async (c) => {
      const tahun = await yearOf(c, c.req.valid('query').tahun);
      const table = await opdRecapTable(c.var.db, c.req.valid('param').profilId, tahun);
      return sendTable(c, table, 'pdf');
    },
  )
  .openapi(nationalRecapRoute, async (c) => {
    const q = c.req.valid('query');
    const tahun = await yearOf(c, q.tahun);
    const data = await nationalRecap(c.var.db, tahun, q.sumber);
    return c.json({ status: 1 as const, tahun, data }, 200);
  })
  .openapi(provinceRecapRoute, async (c) => {
    const q = c.req.valid('query');
    const tahun = await yearOf(c, q.tahun);
    const data = await provinceRecap(c.var.db, c.req.valid('param').id, tahun, q.sumber);
    return c.json({ status: 1 as const, tahun, data }, 200);
  })
  .openapi(opdRecapRoute, async (c) => {
    const tahun = await yearOf(c, c.req.valid('query').tahun);
    const data = await opdRecap(c.var.db, c.req.valid('param').profilId, tahun);
    return c.json({ status: 1 as const, tahun, data }, 200);
  })
  .openapi(
    apiRoute({
      path: '/indeks/average/nasional',
      ...average('indeks-rata-rata-inovasi-nasional', 'nasional'),
    }),
    (c) => handleAverage(c, 'nasional'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/wilayah',
      ...average('indeks-rata-rata-inovasi-wilayah', 'per wilayah'),
    }),
    (c) => handleAverage(c, 'wilayah'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/propinsi',
      ...average('indeks-rata-rata-inovasi-provinsi', 'provinsi'),
    }),
    (c) => handleAverage(c, 'propinsi'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/propinsi2',
      ...average(
        'indeks-rata-rata-inovasi-provinsi',
        'provinsi dengan kabupaten/kotanya (rata-rata)',
      ),
    }),
    (c) => handleAverage(c, 'propinsi2'),
  )
  .openapi(
    apiRoute({ path: '/indeks/average/kota', ...average('indeks-rata-rata-inovasi-kota', 'kota') }),
    (c) => handleAverage(c, 'kota'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/kabupaten',
      ...average('indeks-rata-rata-inovasi-kabupaten', 'kabupaten'),
    }),
    (c) => handleAverage(c, 'kabupaten'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/perbatasan',
      ...average('indeks-rata-rata-inovasi-daerah-perbatasan', 'daerah perbatasan'),
    }),
    (c) => handleAverage(c, 'perbatasan'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/tertinggal',
      ...average('indeks-rata-rata-inovasi-daerah-tertinggal', 'daerah tertinggal'),
    }),
    (c) => handleAverage(c, 'tertinggal'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/papua',
      ...average('indeks-rata-rata-inovasi-papua', 'Papua'),
    }),
    (c) => handleAverage(c, 'papua'),
  )
  .openapi(
    apiRoute({
      path: '/laporan/rekap/jenis',
      ...recapRoute('rekap-jenis-inovasi', 'jenis inovasi'),
    }),
    (c) => handleRecap(c, 'jenis'),
  )
  .openapi(
    apiRoute({
      path: '/laporan/rekap/bentuk',
      ...recapRoute('rekap-bentuk-inovasi', 'bentuk inovasi'),
    }),
    (c) => handleRecap(c, 'bentuk'),
  )
  .openapi(
    apiRoute({
      path: '/laporan/rekap/urusan',
      ...recapRoute('rekap-urusan-pemerintah', 'urusan pemerintahan'),
    }),
    (c) => handleRecap(c, 'urusan'),
  )
  .openapi(
    apiRoute({ path: '/laporan/rekap/inisiator', ...recapRoute('rekap-inisiator', 'inisiator') }),
    (c) => handleRecap(c, 'inisiator'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/nasional/download-excel',
      ...download(
        'indeks-rata-rata-inovasi-nasional',
        'indeks rata-rata nasional',
        'excel',
        AverageQuery,
      ),
    }),
    (c) => downloadAverage(c, 'nasional', 'excel'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/nasional/download-pdf',
      ...download(
        'indeks-rata-rata-inovasi-nasional',
        'indeks rata-rata nasional',
        'pdf',
        AverageQuery,
      ),
    }),
    (c) => downloadAverage(c, 'nasional', 'pdf'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/wilayah/download-excel',
      ...download(
        'indeks-rata-rata-inovasi-wilayah',
        'indeks rata-rata per wilayah',
        'excel',
        AverageQuery,
      ),
    }),
    (c) => downloadAverage(c, 'wilayah', 'excel'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/wilayah/download-pdf',
      ...download(
        'indeks-rata-rata-inovasi-wilayah',
        'indeks rata-rata per wilayah',
        'pdf',
        AverageQuery,
      ),
    }),
    (c) => downloadAverage(c, 'wilayah', 'pdf'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/propinsi/download-excel',
      ...download(
        'indeks-rata-rata-inovasi-provinsi',
        'indeks rata-rata provinsi',
        'excel',
        AverageQuery,
      ),
    }),
    (c) => downloadAverage(c, 'propinsi', 'excel'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/propinsi/download-pdf',
      ...download(
        'indeks-rata-rata-inovasi-provinsi',
        'indeks rata-rata provinsi',
        'pdf',
        AverageQuery,
      ),
    }),
    (c) => downloadAverage(c, 'propinsi', 'pdf'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/propinsi2/download-excel',
      ...download(
        'indeks-rata-rata-inovasi-provinsi',
        'indeks rata-rata provinsi dengan kabupaten/kotanya',
        'excel',
        AverageQuery,
      ),
    }),
    (c) => downloadAverage(c, 'propinsi2', 'excel'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/propinsi2/download-pdf',
      ...download(
        'indeks-rata-rata-inovasi-provinsi',
        'indeks rata-rata provinsi dengan kabupaten/kotanya',
        'pdf',
        AverageQuery,
      ),
    }),
    (c) => downloadAverage(c, 'propinsi2', 'pdf'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/kota/download-excel',
      ...download('indeks-rata-rata-inovasi-kota', 'indeks rata-rata kota', 'excel', AverageQuery),
    }),
    (c) => downloadAverage(c, 'kota', 'excel'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/kota/download-pdf',
      ...download('indeks-rata-rata-inovasi-kota', 'indeks rata-rata kota', 'pdf', AverageQuery),
    }),
    (c) => downloadAverage(c, 'kota', 'pdf'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/kabupaten/download-excel',
      ...download(
        'indeks-rata-rata-inovasi-kabupaten',
        'indeks rata-rata kabupaten',
        'excel',
        AverageQuery,
      ),
    }),
    (c) => downloadAverage(c, 'kabupaten', 'excel'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/kabupaten/download-pdf',
      ...download(
        'indeks-rata-rata-inovasi-kabupaten',
        'indeks rata-rata kabupaten',
        'pdf',
        AverageQuery,
      ),
    }),
    (c) => downloadAverage(c, 'kabupaten', 'pdf'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/perbatasan/download-excel',
      ...download(
        'indeks-rata-rata-inovasi-daerah-perbatasan',
        'indeks rata-rata daerah perbatasan',
        'excel',
        AverageQuery,
      ),
    }),
    (c) => downloadAverage(c, 'perbatasan', 'excel'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/perbatasan/download-pdf',
      ...download(
        'indeks-rata-rata-inovasi-daerah-perbatasan',
        'indeks rata-rata daerah perbatasan',
        'pdf',
        AverageQuery,
      ),
    }),
    (c) => downloadAverage(c, 'perbatasan', 'pdf'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/tertinggal/download-excel',
      ...download(
        'indeks-rata-rata-inovasi-daerah-tertinggal',
        'indeks rata-rata daerah tertinggal',
        'excel',
        AverageQuery,
      ),
    }),
    (c) => downloadAverage(c, 'tertinggal', 'excel'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/tertinggal/download-pdf',
      ...download(
        'indeks-rata-rata-inovasi-daerah-tertinggal',
        'indeks rata-rata daerah tertinggal',
        'pdf',
        AverageQuery,
      ),
    }),
    (c) => downloadAverage(c, 'tertinggal', 'pdf'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/papua/download-excel',
      ...download(
        'indeks-rata-rata-inovasi-papua',
        'indeks rata-rata Papua',
        'excel',
        AverageQuery,
      ),
    }),
    (c) => downloadAverage(c, 'papua', 'excel'),
  )
  .openapi(
    apiRoute({
      path: '/indeks/average/papua/download-pdf',
      ...download('indeks-rata-rata-inovasi-papua', 'indeks rata-rata Papua', 'pdf', AverageQuery),
    }),
    (c) => downloadAverage(c, 'papua', 'pdf'),
  )
  .openapi(
    apiRoute({
      path: '/laporan/rekap/jenis/download-excel',
      ...download('rekap-jenis-inovasi', 'rekap jenis inovasi', 'excel', RecapFileQuery),
    }),
    (c) => downloadRecap(c, 'jenis', 'excel'),
  )
  .openapi(
    apiRoute({
      path: '/laporan/rekap/jenis/download-pdf',
      ...download('rekap-jenis-inovasi', 'rekap jenis inovasi', 'pdf', RecapFileQuery),
    }),
    (c) => downloadRecap(c, 'jenis', 'pdf'),
  )
  .openapi(
    apiRoute({
      path: '/laporan/rekap/bentuk/download-excel',
      ...download('rekap-bentuk-inovasi', 'rekap bentuk inovasi', 'excel', RecapFileQuery),
    }),
    (c) => downloadRecap(c, 'bentuk', 'excel'),
  )
  .openapi(
    apiRoute({
      path: '/laporan/rekap/bentuk/download-pdf',
      ...download('rekap-bentuk-inovasi', 'rekap bentuk inovasi', 'pdf', RecapFileQuery),
    }),
    (c) => downloadRecap(c, 'bentuk', 'pdf'),
  )
  .openapi(
    apiRoute({
      path: '/laporan/rekap/urusan/download-excel',
      ...download('rekap-urusan-pemerintah', 'rekap urusan pemerintahan', 'excel', RecapFileQuery),
    }),
    (c) => downloadRecap(c, 'urusan', 'excel'),
  )
  .openapi(
    apiRoute({
      path: '/laporan/rekap/urusan/download-pdf',
      ...download('rekap-urusan-pemerintah', 'rekap urusan pemerintahan', 'pdf', RecapFileQuery),
    }),
    (c) => downloadRecap(c, 'urusan', 'pdf'),
  )
  .openapi(
    apiRoute({
      path: '/laporan/rekap/inisiator/download-excel',
      ...download('rekap-inisiator', 'rekap inisiator', 'excel', RecapFileQuery),
    }),
    (c) => downloadRecap(c, 'inisiator', 'excel'),
  )
  .openapi(
    apiRoute({
      path: '/laporan/rekap/inisiator/download-pdf',
      ...download('rekap-inisiator', 'rekap inisiator', 'pdf', RecapFileQuery),
    }),
    (c) => downloadRecap(c, 'inisiator', 'pdf'),
  );
