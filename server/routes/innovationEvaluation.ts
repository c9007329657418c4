import { Hono } from 'hono';
import { z } from 'zod';
import { rolesFor } from '../../domain/innovationWorkflow';
import { hasAnyRole } from '../../domain/roles';
import { verifiesOwnRegion } from '../../domain/verificationScope';
import type { AppEnv } from '../context';
import { fail, message, MESSAGES } from '../http';
import { saveInnovationEvaluation } from '../services/innovationEvaluation';
import { innovationInScope } from '../services/innovationWorkflow';
import { validJson } from '../validate';
import { pathId } from './documentForm';
import { loggedIn } from './profileAccess';

const num = (field: string) =>
  z.number({
    required_error: message('fieldRequired', { field }),
    invalid_type_error: message('badParam', { name: field }),
  });

const EvaluasiBody = z.object({
  evaluasi: z
    .array(
      z.object({
        indikator_id: num('indikator_id')
          .int(message('badParam', { name: 'indikator_id' }))
          .positive(message('badParam', { name: 'indikator_id' })),
        status_verifikasi: z.union([z.literal(1), z.literal(2)], {
          errorMap: () => ({ message: message('badParam', { name: 'status_verifikasi' }) }),
        }),
        skor_verifikasi: num('skor_verifikasi').nullish(),
        catatan: z
          .string({ invalid_type_error: message('fieldText', { field: 'catatan' }) })
          .max(2000, message('maxChars', { n: 2000 }))
          .nullish(),
      }),
    )
    .min(1, message('fieldRequired', { field: 'evaluasi' }))
    .max(100),
});

/**
 * Per-indicator verification of a sent innovation (issue 9 item 5): the roles that approve
 * (spec 6), inside their area, never for the region their own account is bound to.
 */
export const innovationEvaluationRoutes = new Hono<AppEnv>().post(
  '/inovasi/:id{[0-9]+}/evaluasi',
  ...validJson(EvaluasiBody),
  async (c) => {
    const user = loggedIn(c);
    if (!hasAnyRole(user.roles, rolesFor('setujui'))) throw fail(403, MESSAGES.forbidden);
    const inovasi = await innovationInScope(c.var.db, user, pathId(c, 'id'));
    if (!inovasi) throw fail(404, MESSAGES.notFound);
    if (verifiesOwnRegion(user, inovasi)) throw fail(403, message('workflowOwnRegion'));
    const data = await saveInnovationEvaluation(
      c.var.db,
      user,
      inovasi,
      c.req.valid('json').evaluasi,
    );
    return c.json({ status: 1, message: message('evaluationSaved'), data });
  },
);
