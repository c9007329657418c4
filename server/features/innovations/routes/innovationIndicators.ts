import { z } from '@hono/zod-openapi';
import { InovasiKepala } from '../schemas/innovationHead';
import type { Context } from 'hono';
import { acceptsTrialResults } from '../../../../domain/innovationCompleteness';
import type { AppEnv } from '../../../platform/http/context';
import { fail, message } from '../../../platform/http/http';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, Id, json, jsonBody } from '../../../platform/openapi/schemas';
import { innovationIndicators } from '../../scoring/services/indicatorSet';
import {
  saveInnovationAnswers,
  type InnovationUnit as AnyUnit,
} from '../services/innovationAnswers';
import { declareChange } from '../../../platform/cache/declareChange';
import { innovationAnswerPage } from '../services/innovationAnswerPage';

/** The innovation's own two sets (a competition entry's are server/features/competition/routes/lomba.ts). */
type InnovationUnit = Exclude<AnyUnit, 'lomba'>;
import {
  digitsOnlyId,
  innovationFirst,
  readableInnovation,
  writableInnovation,
} from '../services/innovationAccess';
import {
  BarisJawaban,
  IndicatorSetAnswer,
  JawabanBody,
  RingkasanJawaban,
  SavedAnswers,
} from '../schemas/answers';
import { YearQuery, yearOrActive } from '../../../platform/http/yearParam';

type Ctx = Context<AppEnv>;

const InnovationParams = z.object({ id: Id });
const outOfScope = json(Failure, 'Inovasi tidak ada atau di luar lingkup akun');

const UNITS = {
  inovasi: { what: 'indikator inovasi' },
  ujicoba: { what: 'hasil uji coba (set indikator inovasi yang sama)' },
} as const;

/** The period's innovation indicator set (the trial results use the same set). */
const setRoute = <const P extends string>(path: P, unit: InnovationUnit) =>
  apiRoute({
    method: 'get',
    path,
    tags: ['Indikator inovasi'],
    summary: `Set ${UNITS[unit].what} yang berlaku untuk satu tahun`,
    access: 'login',
    request: { query: YearQuery },
    responses: { 200: json(IndicatorSetAnswer, 'Set indikator periode tahun itu') },
  });

const readRoute = <const P extends string>(path: P, unit: InnovationUnit) =>
  apiRoute({
    method: 'get',
    path,
    tags: ['Indikator inovasi'],
    summary: `Jawaban ${UNITS[unit].what} satu inovasi, dengan skor, dokumen dan kelengkapan`,
    access: { action: 'inovasi.read' },
    request: { params: InnovationParams },
    responses: {
      200: json(
        z.object({
          status: z.literal(1),
          tahun: z.number().int(),
          periode: z.number().int().nullable(),
          inovasi: InovasiKepala,
          ringkasan: RingkasanJawaban,
          data: z.array(BarisJawaban),
        }),
        'Setiap indikator periode tahun inovasi dengan jawabannya',
      ),
      404: outOfScope,
    },
  });

const saveRoute = <const P extends string>(path: P, unit: InnovationUnit) =>
  apiRoute({
    method: 'post',
    path,
    tags: ['Indikator inovasi'],
    summary: `Menyimpan jawaban ${UNITS[unit].what} (semua atau tidak sama sekali)`,
    access: { action: 'inovasi.update' },
    middleware: [innovationFirst('id')],
    request: { params: InnovationParams, body: jsonBody(JawabanBody) },
    responses: {
      200: json(SavedAnswers, 'Jawaban tersimpan dengan skor hitungan server'),
      404: outOfScope,
      409: json(Failure, 'Batas waktu lewat, sudah dikirim, atau belum tahap uji coba'),
    },
  });

async function indicatorSet(c: Ctx, asked: number | undefined) {
  const tahun = await yearOrActive(c, asked);
  const { periode, indikator } = await innovationIndicators(c.var.db, tahun);
  return { status: 1 as const, tahun, periode, data: indikator };
}

/** The innovation's answers of one unit, with its head and its summary. */
async function answers(c: Ctx, id: number, unit: InnovationUnit) {
  const row = await readableInnovation(c, id);
  return innovationAnswerPage(c.var.db, row, unit, c.var.account.roles);
}

type Body = z.infer<typeof JawabanBody>;

async function save(c: Ctx, id: number, unit: InnovationUnit, { tahun, jawaban }: Body) {
  // In scope (404), the edit rule of spec 4 (409: expired, sent, period closed).
  const row = await writableInnovation(c, id);
  if (unit === 'ujicoba' && !acceptsTrialResults(row.inovasi_status)) {
    throw fail(409, message('trialNotYet'));
  }
  declareChange(c, { family: 'answers', tahun: row.tahun, profil_id: row.profil_id });
  const data = await saveInnovationAnswers(c.var.db, c.var.account, row, unit, tahun, jawaban);
  return { status: 1 as const, message: message('answersSaved'), data };
}

/**
 * Innovation indicators and trial results (spec 7, issue 8 item 3): the same answer contract as
 * /api/daerah/{profilId}/indikator, for one innovation. Saving keeps the innovation's
 * completeness (status_dokumen, kelengkapan, kematangan, submitable) up to date.
 */
export const innovationIndicatorRoutes = digitsOnlyId(
  createRouter(),
  '/inovasi/:id/indikator',
  '/inovasi/:id/indikator/ujicoba',
)
  .openapi(setRoute('/indikator/inovasi', 'inovasi'), async (c) =>
    c.json(await indicatorSet(c, c.req.valid('query').tahun), 200),
  )
  .openapi(setRoute('/indikator/inovasi/ujicoba', 'ujicoba'), async (c) =>
    c.json(await indicatorSet(c, c.req.valid('query').tahun), 200),
  )
  .openapi(readRoute('/inovasi/{id}/indikator', 'inovasi'), async (c) =>
    c.json(await answers(c, c.req.valid('param').id, 'inovasi'), 200),
  )
  .openapi(readRoute('/inovasi/{id}/indikator/ujicoba', 'ujicoba'), async (c) =>
    c.json(await answers(c, c.req.valid('param').id, 'ujicoba'), 200),
  )
  .openapi(saveRoute('/inovasi/{id}/indikator', 'inovasi'), async (c) =>
    c.json(await save(c, c.req.valid('param').id, 'inovasi', c.req.valid('json')), 200),
  )
  .openapi(saveRoute('/inovasi/{id}/indikator/ujicoba', 'ujicoba'), async (c) =>
    c.json(await save(c, c.req.valid('param').id, 'ujicoba', c.req.valid('json')), 200),
  );

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => innovationIndicatorRoutes);
