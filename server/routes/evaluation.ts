import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { rolesFor } from '../../domain/innovationWorkflow';
import { hasAnyRole } from '../../domain/roles';
import { verifiesOwnRegion } from '../../domain/verificationScope';
import type { ApiMessage } from '../../i18n/id/api';
import type { AppEnv } from '../context';
import { fail, message, MESSAGES } from '../http';
import {
  innovationEvaluation,
  regionEvaluation,
  saveEvaluation,
  type EvaluasiIn,
  type Evaluated,
  type EvaluationUnit,
  type RegionEvaluated,
} from '../services/evaluation';
import { innovationInScope } from '../services/innovationWorkflow';
import type { AuthUser } from '../services/users';
import { idParam, parseParams, validJson, typeErrors } from '../validate';
import { loggedIn, writableProfile } from './profileAccess';
import { checkAllowedYear, isYear } from './yearParam';

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
  tahun: num('tahun').refine(isYear, message('badParam', { name: 'tahun' })),
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

/** One unit's verification call: its path, its body, and who may verify what. */
interface EvaluationRoute<B extends { evaluasi: EvaluasiIn[] }, Out> {
  path: string;
  body: z.ZodType<B, unknown>;
  /** The access checks in the unit's order (401, 403, 404), then what is verified. */
  open(c: Ctx, body: B): Promise<EvaluationUnit<Out>>;
}

/** A verifier never verifies the region its own account is bound to (issue 7 item 6). */
function refuseOwnRegion(user: AuthUser, target: { m_daerah_id: number }, why: ApiMessage) {
  if (verifiesOwnRegion(user, target)) throw fail(403, message(why));
}

/**
 * Region indicators (issue 7 item 6): admin, superadmin and verifikator (spec 6 "Score columns
 * and verification"), a verifikator only inside its area, in the years it may read.
 */
const REGION: EvaluationRoute<z.infer<typeof RegionBody>, RegionEvaluated> = {
  path: '/evaluasi/:profilId/profil',
  body: RegionBody,
  async open(c, { tahun }) {
    const { profilId } = parseParams(z.object({ profilId: idParam }), {
      profilId: c.req.param('profilId'),
    });
    const profile = await writableProfile(c, profilId, 'skor.verify');
    refuseOwnRegion(c.var.user!, profile, 'evaluationOwnRegion');
    await checkAllowedYear(c, tahun);
    return regionEvaluation(profile.id, tahun);
  },
};

/**
 * A sent innovation's indicators (issue 9 item 5): the roles that approve (spec 6), inside their
 * area.
 */
const INNOVATION: EvaluationRoute<z.infer<typeof InnovationBody>, Evaluated> = {
  path: '/inovasi/:id{[0-9]+}/evaluasi',
  body: InnovationBody,
  async open(c) {
    const user = loggedIn(c);
    if (!hasAnyRole(user.roles, rolesFor('setujui'))) throw fail(403, MESSAGES.forbidden);
    const { id } = parseParams(z.object({ id: idParam }), { id: c.req.param('id') });
    const inovasi = await innovationInScope(c.var.db, user, id);
    if (!inovasi) throw fail(404, MESSAGES.notFound);
    refuseOwnRegion(user, inovasi, 'workflowOwnRegion');
    return innovationEvaluation(inovasi);
  },
};

const evaluationRoute = <B extends { evaluasi: EvaluasiIn[] }, Out>(
  unit: EvaluationRoute<B, Out>,
) =>
  new Hono<AppEnv>().post(unit.path, ...validJson(unit.body), async (c) => {
    const body = c.req.valid('json') as B;
    const target = await unit.open(c, body);
    const data = await saveEvaluation(c.var.db, c.var.user!, target, body.evaluasi);
    return c.json({ status: 1, message: message('evaluationSaved'), data });
  });

/**
 * The verifier's decisions per indicator, for a region (`POST /evaluasi/{profilId}/profil`) and
 * for an innovation (`POST /inovasi/{id}/evaluasi`): one service, all or nothing.
 */
export const evaluationRoutes = new Hono<AppEnv>()
  .route('/', evaluationRoute(REGION))
  .route('/', evaluationRoute(INNOVATION));
