import { z } from '@hono/zod-openapi';
import { message } from '../../../platform/http/http';
import { activeYear, YearQuery } from '../../../platform/http/yearParam';
import { digitsOnly, optionalInt, searchText } from '../../../platform/openapi/params';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, Id, json } from '../../../platform/openapi/schemas';
import { toggleNominee } from '../services/award';
import { resolvedRankedPage } from '../services/ranking';

/** `?tahun=`: a year; absent or empty means the current period (`tahun_aktif`). */
const tahunQuery = YearQuery.shape.tahun.openapi({
  type: 'integer',
  description: 'Tahun (2000-2100); kosong: periode aktif',
});

const RankedQuery = z.object({
  tahun: tahunQuery,
  iga_klaster_id: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number)
        .optional(),
    )
    .openapi({ type: 'integer', description: 'Hanya daerah klaster IGA ini' }),
  page: optionalInt(0, 100000),
  per_page: optionalInt(0, 1000),
  search: searchText(),
});

const predikat = z.string().nullable();

const RankingRow = z
  .object({
    profil_id: z.number().int(),
    nama_daerah: z.string(),
    spd: z.number().openapi({ description: 'Skor SPD mandiri (poin, maks. 63)' }),
    sid: z.number().openapi({ description: 'Skor SID mandiri (poin)' }),
    jumlah_inovasi: z
      .number()
      .openapi({ description: 'Inovasi yang dihitung indeks mandiri: dikirim, tidak ditolak' }),
    skor_total: z.number().openapi({ description: 'Skor total mandiri (poin, maks. 250)' }),
    indeks: z.number().openapi({ description: 'Indeks mandiri (0-100)' }),
    predikat,
    rank: z.number().int().nullable().openapi({ description: 'null untuk indeks 0' }),
    iga: z.boolean(),
  })
  .openapi('RankingRow');

const RekapRow = z
  .object({
    profil_id: z.number().int(),
    nama_daerah: z.string(),
    jumlah_inovasi: z
      .number()
      .openapi({ description: 'Inovasi yang dihitung indeks mandiri: dikirim, tidak ditolak' }),
    indeks_mandiri: z.number().openapi({ description: 'Indeks mandiri (0-100)' }),
    indeks_verifikasi: z.number().nullable().openapi({
      description: 'Indeks terverifikasi (0-100): hanya inovasi yang lolos verifikasi',
    }),
    predikat,
    iga: z.boolean(),
  })
  .openapi('RekapRow');

const rankedAnswer = <T extends z.ZodType>(row: T) =>
  z.object({
    status: z.literal(1),
    tahun: z.number().int(),
    data: z.array(row),
    total: z.number().int(),
  });

const ProfilParam = z.object({ profilId: Id });

const TAGS = ['Indeks'];

const rankingRoute = apiRoute({
  method: 'get',
  path: '/ranking-index',
  tags: TAGS,
  summary: 'Peringkat daerah menurut indeks penilaian mandiri (peringkat sama untuk nilai sama)',
  access: { screen: 'ranking-index' },
  request: { query: RankedQuery },
  responses: { 200: json(rankedAnswer(RankingRow), 'Satu halaman peringkat dan jumlah daerah') },
});

const rekapRoute = apiRoute({
  method: 'get',
  path: '/rekap-akhir',
  tags: TAGS,
  summary: 'Rekap akhir: indeks mandiri dan terverifikasi per daerah, urutan peringkat',
  access: { screen: 'rekap-akhir' },
  request: { query: RankedQuery },
  responses: { 200: json(rankedAnswer(RekapRow), 'Satu halaman rekap dan jumlah daerah') },
});

const flagRoute = apiRoute({
  method: 'get',
  path: '/ranking-index/{profilId}/flag',
  tags: TAGS,
  summary: 'Membalik status IGA (nominasi periode) daerah (dicatat)',
  access: { action: 'ranking.iga_flag' },
  request: { params: ProfilParam, query: z.object({ tahun: tahunQuery }) },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        message: z.string(),
        data: z.object({ profil_id: z.number().int(), iga: z.boolean() }),
      }),
      'Status IGA yang baru',
    ),
    404: json(Failure, 'Profil tidak ada'),
  },
});

/**
 * The year's rankings with each region's IGA nomination (issue 10, issue 25): the ranking by the
 * self-assessment index, the final recap beside the verified index, and the flag that changes a
 * nomination. They live with the award because the flag is the award's decision; the index
 * itself is the scoring feature's, read through its services.
 */
export const rankingRoutes = digitsOnly(createRouter(), 'GET /ranking-index/:profilId/flag')
  .openapi(rankingRoute, async (c) => {
    const q = c.req.valid('query');
    const tahun = q.tahun ?? (await activeYear(c));
    const { rows, total } = await resolvedRankedPage(
      c.var.db,
      tahun,
      q,
      c.var.account,
      c.var.deps.clock.now().getTime(),
    );
    return c.json(
      {
        status: 1 as const,
        tahun,
        data: rows.map((r) => ({
          profil_id: r.profil_id,
          nama_daerah: r.nama_daerah,
          spd: r.spd,
          sid: r.sid,
          jumlah_inovasi: r.jumlah_inovasi,
          skor_total: r.skor_total,
          indeks: r.indeks,
          predikat: r.predikat,
          rank: r.rank,
          iga: r.iga,
        })),
        total,
      },
      200,
    );
  })
  .openapi(rekapRoute, async (c) => {
    const q = c.req.valid('query');
    const tahun = q.tahun ?? (await activeYear(c));
    const { rows, total } = await resolvedRankedPage(
      c.var.db,
      tahun,
      q,
      c.var.account,
      c.var.deps.clock.now().getTime(),
    );
    return c.json(
      {
        status: 1 as const,
        tahun,
        data: rows.map((r) => ({
          profil_id: r.profil_id,
          nama_daerah: r.nama_daerah,
          jumlah_inovasi: r.jumlah_inovasi,
          indeks_mandiri: r.indeks,
          indeks_verifikasi: r.indeks_verifikasi,
          predikat: r.predikat,
          iga: r.iga,
        })),
        total,
      },
      200,
    );
  })
  .openapi(flagRoute, async (c) => {
    // Issue 25: the IGA flag is the region's nomination of the period, changed as a logged
    // decision (server/features/award/services/award.ts).
    const id = c.req.valid('param').profilId;
    const tahun = c.req.valid('query').tahun ?? (await activeYear(c));
    const row = await toggleNominee(c.var.db, c.var.account, tahun, id, message('igaFlagReason'));
    return c.json(
      {
        status: 1 as const,
        message: message('igaFlagChanged', { nama: row.nama }),
        data: { profil_id: row.profil_id, iga: row.nominasi },
      },
      200,
    );
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => rankingRoutes);
