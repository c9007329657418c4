import { z } from '@hono/zod-openapi';
import { AWARD_SHEET_KINDS } from '../../../../domain/award';
import { message } from '../../../platform/http/http';
import { digitsOnly } from '../../../platform/openapi/params';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, Id, json, jsonBody, ok } from '../../../platform/openapi/schemas';
import { conflicts } from '../services/awardScores';
import { scoreBoard, sheetDetail, submitSheet } from '../services/awardScoresSheets';
import { profileFirst } from '../../regions/services/profileAccess';
import { activeYear } from '../../../platform/http/yearParam';
import { AwardQuery, TAGS, Tahun, tahunQuery, Weights } from './award';

/**
 * The award's scoring (issue 25 item 4): the board of nominees with their presentation and
 * field-validation means, the assessors' conflicts of interest, one nominee's sheets and an
 * assessor's submission.
 */

const BoardRow = z
  .object({
    profil_id: z.number().int(),
    klaster: z.string(),
    iga_klaster_id: z.number().int().nullable(),
    nama: z.string(),
    total_score: z.number(),
    skor_penilaian: z.number().nullable(),
    skor_validasi_lapangan: z.number().nullable(),
    overall_score: z.number().nullable(),
    penilai_selesai: z.number().int(),
    penilai_total: z.number().int(),
    milik_saya: z.object({ presentasi: z.boolean(), validasi: z.boolean() }),
    konflik: z.boolean(),
  })
  .openapi('PresentasiValidasiRow');

const Criterion = z.object({
  id: z.number().int(),
  no_urut: z.number().int(),
  indikator: z.string(),
  keterangan: z.string().nullable(),
  bobot: z.number(),
});
const Sheet = z
  .object({
    nilai: z.array(z.object({ indikator_id: z.number().int(), skor: z.number() })),
    skor: z.number(),
  })
  .nullable();
const OwnSheets = z.object({ presentasi: Sheet, validasi: Sheet }).openapi('LembarPenilaian');
const Jenis = z.enum(AWARD_SHEET_KINDS as ['presentasi', 'validasi']);

const Detail = z
  .object({
    profil_id: z.number().int(),
    nama: z.string(),
    tahun: z.number().int(),
    nominasi: z.boolean(),
    penilai: z.boolean(),
    konflik: z.boolean(),
    terbit: z.boolean(),
    kriteria: z.object({ presentasi: z.array(Criterion), validasi: z.array(Criterion) }),
    milik_saya: OwnSheets,
    penilai_lain: z.array(
      z.object({
        penilai: z.string(),
        jenis: Jenis,
        nilai: z.array(z.object({ indikator_id: z.number().int(), skor: z.number() })),
        skor: z.number(),
      }),
    ),
  })
  .openapi('PenilaianDaerah');

const ProfilParam = z.object({ profilId: Id });

const boardRoute = apiRoute({
  method: 'get',
  path: '/presentasi-dan-validasi',
  tags: TAGS,
  summary: 'Nominasi dengan rata-rata nilai presentasi dan validasi lapangan',
  description:
    'Seorang penilai melihat rata-rata suatu penilaian daerah hanya setelah mengirim nilainya sendiri.',
  access: { screen: 'presentasi-dan-validasi-lapangan' },
  request: { query: AwardQuery },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        tahun: z.number().int(),
        data: z.array(BoardRow),
        total: z.number().int(),
        bobot: Weights,
      }),
      'Nominasi dan nilainya',
    ),
  },
});

const conflictRoute = apiRoute({
  method: 'get',
  path: '/presentasi-dan-validasi/konflik',
  tags: TAGS,
  summary: 'Konflik kepentingan: penilai yang terikat dengan daerah nominasi',
  access: { screen: 'presentasi-dan-validasi-lapangan' },
  request: { query: z.object({ tahun: tahunQuery }) },
  responses: {
    200: json(
      ok(
        z.array(
          z.object({
            iga_penilai_id: z.number().int(),
            penilai: z.string(),
            instansi: z.string().nullable(),
            profil_id: z.number().int(),
            nama: z.string(),
          }),
        ),
      ),
      'Pasangan penilai dan daerah',
    ),
  },
});

const detailRoute = apiRoute({
  method: 'get',
  path: '/presentasi-dan-validasi/{profilId}',
  tags: TAGS,
  summary: 'Lembar penilaian satu nominasi: kriteria, nilai sendiri, nilai penilai lain',
  access: { screen: 'presentasi-dan-validasi-lapangan' },
  request: { params: ProfilParam, query: z.object({ tahun: tahunQuery }) },
  responses: {
    200: json(ok(Detail), 'Lembar penilaian'),
    404: json(Failure, 'Profil tidak ada'),
  },
});

const submitRoute = apiRoute({
  method: 'post',
  path: '/presentasi-dan-validasi/{profilId}',
  tags: TAGS,
  summary: 'Mengirim nilai presentasi atau validasi lapangan (setiap kriteria 0-100)',
  description:
    'Hanya penilai (iga_penilai) yang tidak terikat dengan daerah itu (403). 422 dikunci ' +
    'indikator_id; 409 setelah peringkat diterbitkan atau untuk daerah bukan nominasi.',
  access: { action: 'iga.nilai' },
  middleware: [profileFirst('profilId')],
  request: {
    params: ProfilParam,
    body: jsonBody(
      z.object({
        tahun: Tahun,
        jenis: Jenis,
        nilai: z.array(z.object({ indikator_id: z.number().int(), skor: z.number() })).max(100),
      }),
    ),
  },
  responses: {
    200: json(
      z.object({ status: z.literal(1), message: z.string(), data: OwnSheets }),
      'Nilai milik penilai yang tersimpan',
    ),
    404: json(Failure, 'Profil tidak ada'),
    409: json(Failure, 'Sudah diterbitkan, atau bukan nominasi'),
  },
});

export const awardSheetRoutes = digitsOnly(
  createRouter(),
  'POST /presentasi-dan-validasi/:profilId',
)
  .openapi(boardRoute, async (c) => {
    const q = c.req.valid('query');
    const tahun = q.tahun ?? (await activeYear(c));
    const { rows, bobot } = await scoreBoard(c.var.db, c.var.account, tahun, q.iga_klaster_id);
    return c.json({ status: 1 as const, tahun, data: rows, total: rows.length, bobot }, 200);
  })
  .openapi(conflictRoute, async (c) => {
    const tahun = c.req.valid('query').tahun ?? (await activeYear(c));
    return c.json({ status: 1 as const, data: await conflicts(c.var.db, tahun) }, 200);
  })
  .openapi(detailRoute, async (c) => {
    const tahun = c.req.valid('query').tahun ?? (await activeYear(c));
    const data = await sheetDetail(c.var.db, c.var.account, c.req.valid('param').profilId, tahun);
    return c.json({ status: 1 as const, data }, 200);
  })
  .openapi(submitRoute, async (c) => {
    const data = await submitSheet(
      c.var.db,
      c.var.account,
      c.req.valid('param').profilId,
      c.req.valid('json'),
    );
    return c.json({ status: 1 as const, message: message('awardSheetSaved'), data }, 200);
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => awardSheetRoutes);
