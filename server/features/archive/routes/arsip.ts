import { Readable } from 'node:stream';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../platform/http/context';
import { digitsOnly, optionalInt } from '../../../platform/openapi/params';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Done, Failure, fileAnswer, Id, json, okPage } from '../../../platform/openapi/schemas';
import {
  ARSIP_YEARS,
  arsipPage,
  arsipRows,
  arsipWhere,
  deleteArsipInnovation,
  passThrough,
  writeArsipExcel,
  writeArsipPdf,
  type ArsipFilter,
} from '../services/arsip';
import { recordActivity } from '../../../platform/db/audit';
import { attachmentHeader } from '../../../platform/http/attachment';

type Ctx = Context<AppEnv>;

/** The filter of spec 2 arsip: a year of 2005-2022, a stage (-1 or absent: all), a search. */
const ArsipFilterQuery = z.object({
  tahun: optionalInt(ARSIP_YEARS.from, ARSIP_YEARS.to),
  inovasi_status: optionalInt(-1, 2).openapi({ description: '-1 atau kosong: semua tahap' }),
  search: z
    .string()
    .optional()
    .transform((v) => v?.slice(0, 100))
    .openapi({ type: 'string', description: 'Nama inovasi atau daerah (100 karakter pertama)' }),
});

const ArsipListQuery = ArsipFilterQuery.extend({
  page: optionalInt(0, 100000),
  per_page: optionalInt(1, 100),
  orderBy: z.enum(['nama', 'tahun']).optional(),
  orderDirection: z.enum(['asc', 'desc']).optional(),
});

const filterOf = (q: z.infer<typeof ArsipFilterQuery>): ArsipFilter => ({
  tahun: q.tahun,
  inovasi_status: q.inovasi_status === -1 ? undefined : q.inovasi_status,
  search: q.search,
});

const ArsipRow = z
  .object({
    id: z.number().int(),
    nama: z.string(),
    tahun: z.number().int(),
    inovasi_status: z.number().int(),
    nama_daerah: z.string(),
    nama_opd: z.string().nullable(),
  })
  .openapi('ArsipRow');

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TAGS = ['Arsip'];

const listRoute = apiRoute({
  method: 'get',
  path: '/arsip',
  tags: TAGS,
  summary: 'Inovasi 2005-2022 dalam lingkup wilayah akun',
  access: { screen: 'arsip' },
  request: { query: ArsipListQuery },
  responses: { 200: json(okPage(ArsipRow), 'Satu halaman arsip dan jumlah seluruhnya') },
});

const downloadRoute = (format: 'excel' | 'pdf') =>
  apiRoute({
    method: 'get',
    path: `/arsip/download-${format}` as const,
    tags: TAGS,
    summary: `Semua baris arsip yang cocok dengan saringan, sebagai ${format === 'excel' ? 'Excel' : 'PDF'} (dicatat)`,
    access: { screen: 'arsip' },
    request: { query: ArsipFilterQuery },
    responses: {
      200: fileAnswer(
        'Berkas yang dialirkan (tanpa batas jumlah baris)',
        format === 'excel' ? XLSX : 'application/pdf',
      ),
    },
  });

const deleteRoute = apiRoute({
  method: 'delete',
  path: '/arsip/{id}',
  tags: TAGS,
  summary: 'Menghapus inovasi arsip (2005-2022) dalam lingkup akun (dicatat)',
  access: { action: 'arsip.delete' },
  request: { params: z.object({ id: Id }) },
  responses: {
    200: json(Done, 'Terhapus'),
    404: json(Failure, 'Bukan baris arsip yang boleh dibaca akun'),
  },
});

async function download(c: Ctx, format: 'excel' | 'pdf', filter: ArsipFilter) {
  const user = c.var.account;
  const where = await arsipWhere(c.var.db, user, filter);
  await recordActivity(c.var.db, {
    actor: user,
    name: 'download',
    resource: 'arsip',
    data: [{ name: 'format', value: format }],
  });
  const out = passThrough();
  const rows = arsipRows(c.var.db, where);
  const done =
    format === 'excel'
      ? writeArsipExcel(rows, out)
      : writeArsipPdf(rows, out, c.var.deps.clock.now());
  done.catch((err: unknown) => out.destroy(err as Error));
  const name = `Arsip Inovasi Daerah.${format === 'excel' ? 'xlsx' : 'pdf'}`;
  return c.body(Readable.toWeb(out) as ReadableStream<Uint8Array>, 200, {
    'content-type': format === 'excel' ? XLSX : 'application/pdf',
    'content-disposition': attachmentHeader(name),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
}

/**
 * The archive (spec 2 arsip, issue 8 item 5): innovations of 2005-2022 in the account's
 * region scope, its list and its exports of every matching row, streamed (no cap), and
 * delete for admin and superadmin.
 */
export const arsipRoutes = digitsOnly(createRouter(), 'DELETE /arsip/:id')
  .openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    const where = await arsipWhere(c.var.db, c.var.account, filterOf(q));
    const page = await arsipPage(c.var.db, where, {
      page: q.page ?? 0,
      perPage: q.per_page ?? 20,
      orderBy: q.orderBy ?? 'nama',
      dir: q.orderDirection ?? 'asc',
    });
    return c.json({ status: 1 as const, ...page }, 200);
  })
  .openapi(downloadRoute('excel'), (c) => download(c, 'excel', filterOf(c.req.valid('query'))))
  .openapi(downloadRoute('pdf'), (c) => download(c, 'pdf', filterOf(c.req.valid('query'))))
  // Spec 6: edit and delete in the archive for admin and superadmin only.
  .openapi(deleteRoute, async (c) => {
    const user = c.var.account;
    const { id } = c.req.valid('param');
    await deleteArsipInnovation(c.var.db, user, id);
    return c.json({ status: 1 as const }, 200);
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => arsipRoutes);
