import { z } from '@hono/zod-openapi';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter } from '../../../platform/openapi/router';
import { Id, json } from '../../../platform/openapi/schemas';
import {
  nationalRecap,
  nationalRecapTable,
  opdRecap,
  opdRecapTable,
  provinceRecap,
  provinceRecapTable,
} from '../services/laporanRekap';
import {
  paramDownload,
  download,
  PerTab,
  RatedMean,
  sendTable,
  Sumber,
  TAGS,
  yearOf,
  readBy,
} from './laporanShared';
import { YearQuery } from '../../../platform/http/yearParam';

/**
 * The recaps beside the average-index reports (spec 2, issue 24): the national table per
 * province, one province's regions by kind, and one region's OPDs, each with its Excel and PDF
 * downloads.
 */

const RecapQuery = YearQuery.extend({ sumber: Sumber });
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

export const laporanRekapRoutes = createRouter()
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
    const data = await nationalRecap(c.var.db, tahun, q.sumber, readBy(c));
    return c.json({ status: 1 as const, tahun, data }, 200);
  })
  .openapi(provinceRecapRoute, async (c) => {
    const q = c.req.valid('query');
    const tahun = await yearOf(c, q.tahun);
    const data = await provinceRecap(c.var.db, c.req.valid('param').id, tahun, q.sumber, readBy(c));
    return c.json({ status: 1 as const, tahun, data }, 200);
  })
  .openapi(opdRecapRoute, async (c) => {
    const tahun = await yearOf(c, c.req.valid('query').tahun);
    const data = await opdRecap(c.var.db, c.req.valid('param').profilId, tahun, readBy(c));
    return c.json({ status: 1 as const, tahun, data }, 200);
  });
