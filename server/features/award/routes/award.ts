import { z } from '@hono/zod-openapi';
import { ranks } from '../../../../domain/indexMethod';
import { message } from '../../../platform/http/http';
import { optionalInt } from '../../../platform/openapi/params';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, json, jsonBody } from '../../../platform/openapi/schemas';
import {
  clusters,
  decideNominee,
  nomineeStates,
  periodSettings,
  reviewRanking,
  updatePeriodSettings,
} from '../services/award';
import { awardRanking } from '../services/awardScoresRanking';
import { activeYear, isYear, YearQuery } from '../../../platform/http/yearParam';

export const TAGS = ['IGA'];

export const tahunQuery = YearQuery.shape.tahun;
const klasterQuery = optionalInt(1, 2_000_000_000).openapi({
  type: 'integer',
  description: 'Hanya klaster IGA ini (iga_klaster_id)',
});
export const AwardQuery = z.object({ tahun: tahunQuery, iga_klaster_id: klasterQuery });
export const Tahun = z.number().int().refine(isYear, 'Tahun harus 2000-2100');

export const Weights = z
  .object({ iid: z.number(), presentasi: z.number(), validasi: z.number() })
  .openapi('BobotIga');

const Kuota = z.object({
  iga_klaster_id: z.number().int(),
  klaster: z.string(),
  jumlah: z.number().int(),
  terpilih: z.number().int(),
});

const NomineeRow = z
  .object({
    profil_id: z.number().int(),
    nama: z.string(),
    iga_klaster_id: z.number().int().nullable(),
    klaster: z.string(),
    skor_total: z.number().openapi({ description: 'IID terverifikasi' }),
    peringkat: z.number().int().nullable(),
    usulan: z.boolean().openapi({ description: 'Masuk N teratas klasternya menurut IID' }),
    nominasi: z.boolean(),
    alasan: z.string().nullable(),
  })
  .openapi('NominasiIga');

const ReviewRow = z
  .object({
    profil_id: z.number().int(),
    pemda: z.string(),
    jumlah_inovasi: z
      .number()
      .int()
      .openapi({ description: 'Inovasi yang lolos verifikasi (terverifikasi atau diterima)' }),
    skor_pemda_verify: z
      .number()
      .openapi({ description: 'ISP terverifikasi: poin indikator daerah (maks. 63)' }),
    avg_inovasi: z.number().openapi({
      description:
        'ISI terverifikasi: SID dalam poin (poin inovasi terverifikasi / MAX(10, n) + skor jumlah inovasi), bukan indeks',
    }),
    skor_total: z.number().openapi({
      description:
        'IID terverifikasi: indeks 0-100 (nama dari spesifikasi; sama dengan indeks_verifikasi), bukan poin',
    }),
    indeks_verifikasi: z
      .number()
      .openapi({ description: 'Indeks terverifikasi 0-100, nilai yang sama dengan skor_total' }),
    predikat: z.string().nullable(),
    iga: z.boolean(),
  })
  .openapi('ReviewRankingRow');

const RankingRow = z
  .object({
    profil_id: z.number().int(),
    nama: z.string(),
    iga_klaster_id: z.number().int().nullable(),
    klaster: z.string(),
    total_score: z.number(),
    skor_penilaian: z.number().nullable(),
    skor_validasi_lapangan: z.number().nullable(),
    peringkat: z.number().int().nullable(),
    isIga: z.boolean(),
    overall_score: z.number().nullable(),
  })
  .openapi('RankingIgaRow');

export const Publication = z
  .object({
    versi: z.number().int(),
    diterbitkan: z.string().openapi({ format: 'date-time' }),
    bobot: Weights,
    method_version: z.string(),
    alasan: z.string().nullable(),
    pemenang: z.array(
      z.object({
        id: z.number().int(),
        category_id: z.number().int(),
        kategori: z.string(),
        profil_id: z.number().int(),
        nama: z.string(),
        urutan: z.number().int(),
      }),
    ),
    versi_sebelumnya: z.array(z.number().int()),
    dibuka_at: z
      .string()
      .nullable()
      .openapi({ format: 'date-time', description: 'Dibuka untuk revisi (null: beku)' }),
    dibuka_alasan: z.string().nullable(),
  })
  .openapi('TerbitIga');

const nomineesRoute = apiRoute({
  method: 'get',
  path: '/iga/nominasi',
  tags: TAGS,
  summary: 'Nominasi IGA periode: usulan N teratas per klaster dari IID terverifikasi',
  description:
    'Dengan iga_klaster_id: setiap anggota klaster menurut peringkat IID terverifikasi; tanpa: ' +
    'hanya daerah yang diusulkan, dinominasikan atau pernah diputuskan.',
  access: { screen: 'nominasi-iga' },
  request: { query: AwardQuery },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        tahun: z.number().int(),
        data: z.array(NomineeRow),
        total: z.number().int(),
        kuota: z.array(Kuota),
        jumlah_pemenang: z.number().int(),
      }),
      'Daerah dan kuota nominasi per klaster',
    ),
  },
});

const decideRoute = apiRoute({
  method: 'post',
  path: '/iga/nominasi',
  tags: TAGS,
  summary: 'Menetapkan, menambah atau mengeluarkan nominasi (dengan alasan, dicatat)',
  access: { action: 'iga.nominasi' },
  request: {
    body: jsonBody(
      z.object({
        tahun: Tahun,
        profil_id: z.number().int().positive(),
        nominasi: z.boolean(),
        alasan: z.string().max(1000),
      }),
    ),
  },
  responses: {
    200: json(
      z.object({ status: z.literal(1), message: z.string(), data: NomineeRow }),
      'Keputusan tersimpan',
    ),
    404: json(Failure, 'Profil tidak ada'),
    409: json(Failure, 'Tahun sudah diterbitkan (beku): buka revisi dahulu'),
    422: json(
      Failure,
      'Alasan kosong, atau daerah dengan IID terverifikasi 0 (Tidak Dapat Dinilai) ditambahkan; dikunci profil_id',
    ),
  },
});

const quotaRoute = apiRoute({
  method: 'put',
  path: '/iga/nominasi/kuota',
  tags: TAGS,
  summary: 'Jumlah nominasi per klaster dan jumlah pemenang per klaster pada periode (dicatat)',
  access: { action: 'iga.nominasi' },
  request: {
    body: jsonBody(
      z.object({
        tahun: Tahun,
        kuota: z
          .array(
            z.object({
              iga_klaster_id: z.number().int(),
              jumlah: z.number().int().min(0).max(600),
            }),
          )
          .default([]),
        jumlah_pemenang: z.number().int().min(0).max(20).optional(),
      }),
    ),
  },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        message: z.string(),
        data: z.object({ kuota: z.array(Kuota), jumlah_pemenang: z.number().int() }),
      }),
      'Pengaturan tersimpan',
    ),
    409: json(Failure, 'Tahun sudah diterbitkan (beku): buka revisi dahulu'),
  },
});

const reviewRoute = apiRoute({
  method: 'get',
  path: '/review/ranking/lookup',
  tags: TAGS,
  summary: 'Hasil review ranking: ISP, ISI dan IID terverifikasi per daerah, predikat, IGA',
  access: { screen: 'hasil-review-ranking' },
  request: { query: AwardQuery },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        tahun: z.number().int(),
        data: z.array(ReviewRow),
        total: z.number().int(),
      }),
      'Daerah menurut IID terverifikasi',
    ),
  },
});

const rankingRoute = apiRoute({
  method: 'get',
  path: '/ranking-iga',
  tags: TAGS,
  summary: 'Peringkat IGA per klaster: overall = bobot x IID, presentasi, validasi lapangan',
  description:
    'Setelah terbit: peringkat yang dibekukan (versi terakhir, atau `versi`); `draf=1` ' +
    'menghitung keadaan sekarang.',
  access: { screen: 'ranking-iga' },
  request: {
    query: AwardQuery.extend({
      versi: optionalInt(1, 10_000),
      draf: z.enum(['0', '1']).optional(),
    }),
  },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        tahun: z.number().int(),
        data: z.array(RankingRow),
        total: z.number().int(),
        bobot: Weights,
        terbit: Publication.nullable(),
      }),
      'Peringkat dan versi terbit',
    ),
    404: json(Failure, 'Versi tidak ada'),
  },
});

const weightsRoute = apiRoute({
  method: 'put',
  path: '/ranking-iga/bobot',
  tags: TAGS,
  summary: 'Bobot IID, presentasi dan validasi lapangan periode (jumlah 100; dicatat)',
  access: { action: 'ranking_iga.bobot' },
  request: { body: jsonBody(Weights.extend({ tahun: Tahun })) },
  responses: {
    200: json(z.object({ status: z.literal(1), message: z.string(), data: Weights }), 'Bobot'),
    409: json(Failure, 'Tahun sudah diterbitkan (beku): buka revisi dahulu'),
  },
});

async function quotaOut(db: Parameters<typeof periodSettings>[0], tahun: number) {
  const { states, settings, clusters: all } = await nomineeStates(db, tahun);
  return {
    kuota: all.map((k) => ({
      iga_klaster_id: k.id,
      klaster: k.klaster,
      jumlah: settings.kuota.get(k.id) ?? 0,
      terpilih: states.filter((s) => s.nominasi && s.iga_klaster_id === k.id).length,
    })),
    jumlah_pemenang: settings.jumlah_pemenang,
  };
}

/**
 * The award after the index (issue 25 items 2-5): nominees, the review ranking, the assessors'
 * presentation and field-validation sheets, the award ranking and its publication.
 */
export const awardRoutes = createRouter()
  .openapi(nomineesRoute, async (c) => {
    const q = c.req.valid('query');
    const tahun = q.tahun ?? (await activeYear(c));
    const [{ states, clusters: all }, quota] = await Promise.all([
      nomineeStates(c.var.db, tahun),
      quotaOut(c.var.db, tahun),
    ]);
    const names = new Map(all.map((k) => [k.id, k.klaster]));
    const chosen =
      q.iga_klaster_id === undefined
        ? states.filter((s) => s.usulan || s.nominasi || s.keputusan)
        : states.filter((s) => s.klaster.includes(q.iga_klaster_id!));
    const rank = ranks(chosen.map((s) => s.iid));
    const data = chosen.map((s, i) => {
      return {
        profil_id: s.profil_id,
        nama: s.nama,
        iga_klaster_id: s.iga_klaster_id,
        klaster: s.iga_klaster_id === null ? '' : (names.get(s.iga_klaster_id) ?? ''),
        skor_total: s.iid,
        peringkat: rank[i] ?? null,
        usulan: s.usulan,
        nominasi: s.nominasi,
        alasan: s.keputusan?.alasan ?? null,
      };
    });
    return c.json({ status: 1 as const, tahun, data, total: data.length, ...quota }, 200);
  })
  .openapi(decideRoute, async (c) => {
    const body = c.req.valid('json');
    const s = await decideNominee(c.var.db, c.var.account, body);
    const names = new Map((await clusters(c.var.db)).map((k) => [k.id, k.klaster]));
    return c.json(
      {
        status: 1 as const,
        message: message('awardNominationSaved', { nama: s.nama }),
        data: {
          profil_id: s.profil_id,
          nama: s.nama,
          iga_klaster_id: s.iga_klaster_id,
          klaster: s.iga_klaster_id === null ? '' : (names.get(s.iga_klaster_id) ?? ''),
          skor_total: s.iid,
          peringkat: null,
          usulan: s.usulan,
          nominasi: s.nominasi,
          alasan: s.keputusan?.alasan ?? null,
        },
      },
      200,
    );
  })
  .openapi(quotaRoute, async (c) => {
    const body = c.req.valid('json');
    await updatePeriodSettings(c.var.db, c.var.account, body.tahun, {
      kuota: body.kuota,
      jumlah_pemenang: body.jumlah_pemenang,
    });
    return c.json(
      {
        status: 1 as const,
        message: message('awardSettingsSaved', { tahun: body.tahun }),
        data: await quotaOut(c.var.db, body.tahun),
      },
      200,
    );
  })
  .openapi(reviewRoute, async (c) => {
    const q = c.req.valid('query');
    const tahun = q.tahun ?? (await activeYear(c));
    const data = await reviewRanking(c.var.db, tahun, q.iga_klaster_id);
    return c.json({ status: 1 as const, tahun, data, total: data.length }, 200);
  })
  .openapi(rankingRoute, async (c) => {
    const q = c.req.valid('query');
    const tahun = q.tahun ?? (await activeYear(c));
    const { rows, bobot, terbit } = await awardRanking(c.var.db, c.var.account, {
      tahun,
      klasterId: q.iga_klaster_id,
      versi: q.versi,
      draf: q.draf === '1',
    });
    return c.json(
      { status: 1 as const, tahun, data: rows, total: rows.length, bobot, terbit },
      200,
    );
  })
  .openapi(weightsRoute, async (c) => {
    const { tahun, ...bobot } = c.req.valid('json');
    const settings = await updatePeriodSettings(c.var.db, c.var.account, tahun, { bobot });
    return c.json(
      {
        status: 1 as const,
        message: message('awardSettingsSaved', { tahun }),
        data: settings.bobot,
      },
      200,
    );
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => awardRoutes);
