import { z } from '@hono/zod-openapi';
import type { ScreenId } from '../../../../domain/screens';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter } from '../../../platform/openapi/router';
import { json } from '../../../platform/openapi/schemas';
import { recap, recapTable, type RecapKind } from '../services/laporanRekapInovasi';
import {
  download,
  optionalId,
  PerTab,
  PredicateTab,
  sendTable,
  TAGS,
  yearOf,
  readBy,
  type Ctx,
  type Format,
} from './laporanShared';
import { YearQuery } from '../../../platform/http/yearParam';

/**
 * The recaps of a year's innovations by classification (spec 2, issue 24):
 * `/laporan/rekap/{jenis|bentuk|urusan|inisiator}` with their Excel and PDF downloads, each
 * behind its own screen (spec 6: superadmin; the type recap also tim.penilai).
 */

const RecapFileQuery = YearQuery.extend({ profil_id: optionalId, tab: PredicateTab });
type RecapQuery = { tahun?: number; profil_id?: number; tab?: number };

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
      '`total`: inovasi tahun itu dalam cakupan (tanpa salinan indeks); `approved`: yang berstatus terverifikasi atau diterima. Inovasi dengan beberapa urusan dihitung sekali di tiap urusan. `tab`: hanya inovasi daerah yang predikatnya (set laporan, indeks mandiri, seperti laporan nasional) berada di tab itu; `ringkasan` menghitung inovasi per tab sebelum filter `tab`.',
    access: { screen },
    request: { query: RecapFileQuery },
    responses: {
      200: json(
        z.object({
          status: z.literal(1),
          tahun: z.number().int(),
          tab: z.number().int().nullable(),
          ringkasan: z
            .object({ jumlah_inovasi: z.number().int(), per_tab: PerTab })
            .openapi('RekapInovasiRingkasan'),
          data: z.array(RecapRow),
        }),
        'Satu baris per nilai klasifikasi',
      ),
    },
  }) as const;

const queryOf = (c: Ctx) => (c.req as unknown as { valid(t: 'query'): RecapQuery }).valid('query');

async function handleRecap(c: Ctx, kind: RecapKind) {
  const q = queryOf(c);
  const tahun = await yearOf(c, q.tahun);
  const { rows, ringkasan } = await recap(
    c.var.db,
    kind,
    tahun,
    { profilId: q.profil_id, tab: q.tab },
    readBy(c),
  );
  return c.json({ status: 1 as const, tahun, tab: q.tab ?? null, ringkasan, data: rows }, 200);
}

async function downloadRecap(c: Ctx, kind: RecapKind, format: Format) {
  const q = queryOf(c);
  const tahun = await yearOf(c, q.tahun);
  const table = await recapTable(c.var.db, kind, tahun, { profilId: q.profil_id, tab: q.tab });
  return sendTable(c, table, format);
}

export const laporanRekapInovasiRoutes = createRouter()
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
