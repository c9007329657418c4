import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { verifiesOwnRegion } from '../../../../domain/verificationScope';
import type { ApiMessage } from '../../../../i18n/id/api';
import type { AppEnv } from '../../../platform/http/context';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { forbidden } from '../../../platform/openapi/access';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, Id, json, jsonBody } from '../../../platform/openapi/schemas';
import {
  innovationEvaluation,
  regionEvaluation,
  saveEvaluation,
  type EvaluasiIn,
  type EvaluationUnit,
} from '../services/evaluation';
import { innovationToEvaluate, type InnovationToEvaluate } from '../services/reviewScope';
import { declareChange } from '../../../platform/cache/declareChange';
import { innovationInScope } from '../../innovations/services/innovationWorkflow';
import type { AuthUser } from '../../../platform/auth/users';
import { typeErrors } from '../../../platform/http/validate';
import { digitsOnlyId } from '../../innovations/services/innovationAccess';
import { profileFirst, writableProfile } from '../../regions/services/profileAccess';
import { checkAllowedYear, isYear } from '../../../platform/http/yearParam';

type Ctx = Context<AppEnv>;

const num = (field: string) =>
  z.number(
    typeErrors({
      required: message('fieldRequired', { field }),
      invalid: message('badParam', { name: field }),
    }),
  );

const indikatorId = num('indikator_id')
  .int(message('badParam', { name: 'indikator_id' }))
  .positive(message('badParam', { name: 'indikator_id' }));

const catatan = z
  .string(typeErrors({ invalid: message('fieldText', { field: 'catatan' }) }))
  .max(2000, message('maxChars', { n: 2000 }))
  .nullish();

const decisions = <T extends z.ZodRawShape>(item: T, max: number) =>
  z
    .array(z.object(item))
    .min(1, message('fieldRequired', { field: 'evaluasi' }))
    .max(max);

/** A region: the verified score of each indicator, for a year. */
const RegionBody = z.object({
  tahun: num('tahun')
    .refine(isYear, message('badParam', { name: 'tahun' }))
    .openapi({ type: 'integer', example: 2026 }),
  evaluasi: decisions(
    { indikator_id: indikatorId, skor_verifikasi: num('skor_verifikasi'), catatan },
    500,
  ),
});

/** An innovation: the evidence accepted (with its points) or rejected (with a reason). */
const InnovationBody = z.object({
  evaluasi: decisions(
    {
      indikator_id: indikatorId,
      status_verifikasi: z.union([z.literal(1), z.literal(2)], {
        error: () => message('badParam', { name: 'status_verifikasi' }),
      }),
      skor_verifikasi: num('skor_verifikasi').nullish(),
      catatan,
    },
    100,
  ),
});

/** A region decision as stored, with the region's own score beside it. */
const EvaluasiDaerah = z
  .object({
    indikator_id: z.number().int(),
    skor: z.number(),
    skor_verifikasi: z.number(),
    catatan: z.string().nullable(),
  })
  .openapi('EvaluasiDaerah');

/** An innovation decision as stored (a rejection's points are 0). */
const EvaluasiInovasi = z
  .object({
    indikator_id: z.number().int(),
    status_verifikasi: z.union([z.literal(1), z.literal(2)]).optional(),
    skor_verifikasi: z.number(),
    catatan: z.string().nullable(),
  })
  .openapi('EvaluasiInovasi');

const saved = <T extends z.ZodType>(row: T) =>
  json(
    z.object({ status: z.literal(1), message: z.string(), data: z.array(row) }),
    'Keputusan tersimpan, semuanya',
  );

const refusals = (notFound: string) => ({
  403: json(Failure, 'Peran akun tidak diizinkan, atau wilayah yang terhubung dengan akun'),
  404: json(Failure, notFound),
  422: json(Failure, 'Isian tidak valid; keputusan yang ditolak di `errors` per indikator_id'),
});

const evaluateRegion = apiRoute({
  method: 'post',
  path: '/evaluasi/{profilId}/profil',
  tags: ['Verifikasi'],
  summary: 'Skor verifikasi dan catatan per indikator daerah, untuk satu tahun',
  description: 'Verifikator hanya untuk daerah di wilayahnya, tidak untuk daerah akunnya sendiri.',
  access: { action: 'skor.verify' },
  middleware: [profileFirst('profilId')],
  request: { params: z.object({ profilId: Id }), body: jsonBody(RegionBody) },
  responses: {
    200: saved(EvaluasiDaerah),
    ...refusals('Profil tidak ada, di luar wilayah, atau tahun tanpa set indikator'),
  },
});

/** The innovation as the handler reads it, kept per request by the middleware below. */
const scoped = new WeakMap<Request, InnovationToEvaluate>();

/**
 * The innovation's scope before its body is read (issue 27 B9, as `innovationFirst`), in the one
 * statement the handler needs anyway (issue 40 item 3): the innovation resource's scope, with
 * the region the own-region rule reads.
 */
const innovationScopeFirst = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.param('id');
  if (raw && /^\d{1,9}$/.test(raw)) {
    const row = await innovationToEvaluate(c.var.db, c.var.account, Number(raw));
    if (!row) throw fail(404, MESSAGES.notFound);
    scoped.set(c.req.raw, row);
  }
  await next();
});

const evaluateInnovation = apiRoute({
  method: 'post',
  path: '/inovasi/{id}/evaluasi',
  tags: ['Verifikasi'],
  summary: 'Keputusan verifikator per indikator inovasi yang menunggu verifikasi',
  description: 'Bukti diterima (1, dengan poin) atau ditolak (2, dengan alasan di `catatan`).',
  access: { action: 'review.approve' },
  middleware: [innovationScopeFirst],
  request: { params: z.object({ id: Id }), body: jsonBody(InnovationBody) },
  responses: {
    200: saved(EvaluasiInovasi),
    ...refusals('Inovasi tidak ada atau di luar wilayah'),
    409: json(Failure, 'Inovasi tidak sedang menunggu verifikasi'),
  },
});

/** A verifier never verifies the region its own account is bound to (issue 7 item 6). */
function refuseOwnRegion(user: AuthUser, target: { m_daerah_id: number }, why: ApiMessage) {
  if (verifiesOwnRegion(user, target)) throw forbidden(message(why));
}

/** One evaluation for every unit: its decisions saved all or nothing, in one service. */
async function decide<Out>(c: Ctx, unit: EvaluationUnit<Out>, evaluasi: EvaluasiIn[]) {
  declareChange(c, { family: 'workflow', tahun: unit.tahun, profil_id: unit.owner.profilId });
  const data = await saveEvaluation(c.var.db, c.var.account, unit, evaluasi);
  return { status: 1 as const, message: message('evaluationSaved'), data };
}

/**
 * The verifier's decisions per indicator, for a region (`POST /evaluasi/{profilId}/profil`) and
 * for an innovation (`POST /inovasi/{id}/evaluasi`): one service, all or nothing. Each unit's
 * access: its action's roles (declared), its scope (404), never the account's own region (403).
 */
export const evaluationRoutes = digitsOnlyId(createRouter(), '/inovasi/:id/evaluasi')
  // Region indicators (issue 7 item 6): admin, superadmin and verifikator (spec 6 "Score columns
  // and verification"), a verifikator only inside its area, in the years it may read.
  .openapi(evaluateRegion, async (c) => {
    const { tahun, evaluasi } = c.req.valid('json');
    const profile = await writableProfile(c, c.req.valid('param').profilId, 'skor.verify');
    refuseOwnRegion(c.var.account, profile, 'evaluationOwnRegion');
    await checkAllowedYear(c, tahun);
    return c.json(await decide(c, regionEvaluation(profile.id, tahun), evaluasi), 200);
  })
  // A sent innovation's indicators (issue 9 item 5): the roles that approve (spec 6), inside
  // their area.
  .openapi(evaluateInnovation, async (c) => {
    const user = c.var.account;
    const inovasi =
      scoped.get(c.req.raw) ?? (await innovationInScope(c.var.db, user, c.req.valid('param').id));
    if (!inovasi) throw fail(404, MESSAGES.notFound);
    refuseOwnRegion(user, inovasi, 'workflowOwnRegion');
    const { evaluasi } = c.req.valid('json');
    return c.json(await decide(c, innovationEvaluation(inovasi), evaluasi), 200);
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => evaluationRoutes);
