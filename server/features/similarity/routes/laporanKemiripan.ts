import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { PassThrough, Readable } from 'node:stream';
import type { AppEnv } from '../../../platform/http/context';
import { checkAllowedYear, YearQuery, yearOrActive } from '../../../platform/http/yearParam';
import { optionalInt } from '../../../platform/openapi/params';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { fileAnswer, json, okPage } from '../../../platform/openapi/schemas';
import { attachmentHeader } from '../../../platform/http/attachment';
import { writeReportExcel, writeReportPdf } from '../../reports/services/laporanExport';
import { PAIR_KINDS, similarityReport, type ReportQuery } from '../services/kemiripanReport';
import { reportTable } from '../services/kemiripanTable';

type Ctx = Context<AppEnv>;
const blank = (v: unknown) => (v === '' ? undefined : v);

/** The report's filters: year, region, kind and strength; the list also pages. */
const Filters = YearQuery.extend({
  profil_id: optionalInt(1, 2_147_483_647),
  jenis: z
    .preprocess(blank, z.enum(PAIR_KINDS).optional())
    .openapi({ type: 'string', enum: [...PAIR_KINDS] }),
  min_skor: z
    .preprocess(blank, z.coerce.number().min(0).max(1).optional())
    .openapi({ type: 'number', minimum: 0, maximum: 1, description: 'Kekuatan paling sedikit' }),
});
const ListQuery = Filters.extend({
  page: optionalInt(0, 100_000),
  per_page: optionalInt(1, 100),
});

const Baris = z
  .object({
    inovasi_id: z.number().int(),
    nama_inovasi: z.string(),
    profil_id: z.number().int(),
    nama_daerah: z.string(),
    tahun: z.number().int(),
    status_nomor: z.number().int(),
    lawan_inovasi_id: z.number().int().nullable(),
    lawan_nama_inovasi: z.string(),
    lawan_profil_id: z.number().int().nullable(),
    lawan_nama_daerah: z.string().nullable(),
    lawan_tahun: z.number().int().nullable(),
    jenis: z.enum(PAIR_KINDS),
    skor: z.number(),
    nama_berkas: z.string().nullable(),
  })
  .openapi('BarisKemiripan');

const TAGS = ['Laporan'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const listRoute = apiRoute({
  method: 'get',
  path: '/laporan/kemiripan',
  tags: TAGS,
  summary: 'Laporan kemiripan: setiap pasangan bertanda pada tahun itu',
  description:
    'Inovasi terkirim tahun itu dalam jangkauan akun (superadmin semua; verifikator dan quality_control wilayahnya) dengan pasangan teks (`teks`), berkas sama (`identik`) atau gambar mirip (`mirip`), terkuat dahulu; satu pasangan sekali.',
  access: { screen: 'kemiripan' },
  request: { query: ListQuery },
  responses: { 200: json(okPage(Baris), 'Satu halaman pasangan dan jumlah seluruhnya') },
});

const download = <P extends string>(path: P, format: 'excel' | 'pdf') =>
  apiRoute({
    method: 'get',
    path,
    tags: TAGS,
    summary: `Unduh ${format === 'excel' ? 'Excel' : 'PDF'}: laporan kemiripan`,
    description: 'Semua baris yang cocok dengan filter (tanpa halaman), dialirkan.',
    access: { screen: 'kemiripan' },
    request: { query: Filters },
    responses: {
      200: fileAnswer('Berkas laporan', format === 'excel' ? XLSX : 'application/pdf'),
    },
  });

async function rowsFor(c: Ctx, q: z.infer<typeof Filters>) {
  const tahun = await yearOrActive(c, q.tahun);
  await checkAllowedYear(c, tahun);
  const query: ReportQuery = { tahun, profilId: q.profil_id, jenis: q.jenis, minSkor: q.min_skor };
  return { query, rows: await similarityReport(c.var.db, c.var.account, query) };
}

function send(c: Ctx, q: z.infer<typeof Filters>, format: 'excel' | 'pdf') {
  return rowsFor(c, q).then(({ query, rows }) => {
    const table = reportTable(query, rows);
    const out = new PassThrough();
    const done =
      format === 'excel'
        ? writeReportExcel(table, out)
        : writeReportPdf(table, out, c.var.deps.clock.now());
    done.catch((err: unknown) => out.destroy(err as Error));
    return c.body(Readable.toWeb(out) as ReadableStream<Uint8Array>, 200, {
      'content-type': format === 'excel' ? XLSX : 'application/pdf',
      'content-disposition': attachmentHeader(
        `laporan-kemiripan-${query.tahun}.${format === 'excel' ? 'xlsx' : 'pdf'}`,
      ),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });
}

/** Issue 38 item 5: the `kemiripan` report, its Excel and its PDF. */
export const similarityReportRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    const { rows } = await rowsFor(c, q);
    const perPage = q.per_page ?? 20;
    const start = (q.page ?? 0) * perPage;
    return c.json(
      { status: 1 as const, data: rows.slice(start, start + perPage), total: rows.length },
      200,
    );
  })
  .openapi(download('/laporan/kemiripan/download-excel', 'excel'), (c) =>
    send(c, c.req.valid('query'), 'excel'),
  )
  .openapi(download('/laporan/kemiripan/download-pdf', 'pdf'), (c) =>
    send(c, c.req.valid('query'), 'pdf'),
  );

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => similarityReportRoutes);
