import { Hono } from 'hono';
import { z } from 'zod';
import { verifiesOwnRegion } from '../../domain/verificationScope';
import type { AppEnv } from '../context';
import { fail, message } from '../http';
import { saveEvaluation } from '../services/evaluation';
import { validJson } from '../validate';
import { pathId } from './documentForm';
import { writableProfile } from './profileAccess';
import { checkAllowedYear, isYear } from './yearParam';

const num = (field: string) =>
  z.number({
    required_error: message('fieldRequired', { field }),
    invalid_type_error: message('badParam', { name: field }),
  });

const EvaluasiBody = z.object({
  tahun: num('tahun').refine(isYear, message('badParam', { name: 'tahun' })),
  evaluasi: z
    .array(
      z.object({
        indikator_id: num('indikator_id')
          .int(message('badParam', { name: 'indikator_id' }))
          .positive(message('badParam', { name: 'indikator_id' })),
        skor_verifikasi: num('skor_verifikasi'),
        catatan: z
          .string({ invalid_type_error: message('fieldText', { field: 'catatan' }) })
          .max(2000, message('maxChars', { n: 2000 }))
          .nullish(),
      }),
    )
    .min(1, message('fieldRequired', { field: 'evaluasi' }))
    .max(500),
});

/**
 * Verification of region indicators (issue 7 item 6): admin, superadmin and verifikator (spec 6
 * "Score columns and verification"), a verifikator only inside its area and never for the region
 * its own account is bound to.
 */
export const evaluationRoutes = new Hono<AppEnv>().post(
  '/evaluasi/:profilId/profil',
  ...validJson(EvaluasiBody),
  async (c) => {
    const profile = await writableProfile(c, pathId(c, 'profilId'), 'skor.verify');
    const user = c.var.user!;
    if (verifiesOwnRegion(user, profile)) throw fail(403, message('evaluationOwnRegion'));
    const { tahun, evaluasi } = c.req.valid('json');
    await checkAllowedYear(c, tahun);
    const data = await saveEvaluation(c.var.db, user, profile.id, tahun, evaluasi);
    return c.json({ status: 1, message: message('evaluationSaved'), data });
  },
);
