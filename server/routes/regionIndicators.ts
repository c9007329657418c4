import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { ACTIONS } from '../../domain/actions';
import { ANSWER_TEXT_MAX } from '../../domain/indicatorAnswer';
import { summarizeAnswers } from '../../domain/indicatorSummary';
import { hasAnyRole } from '../../domain/roles';
import { STAFF } from '../../domain/policy';
import type { AppEnv } from '../context';
import { fail, message, MESSAGES } from '../http';
import { copyIndicatorSet, regionIndicators } from '../services/indicatorSet';
import { loadRegionAnswers, saveRegionAnswers } from '../services/regionAnswers';
import { validJson, typeErrors } from '../validate';
import { pathId } from './documentForm';
import { loggedIn, readableProfile, writableProfile } from './profileAccess';
import { activeYear, checkAllowedYear, isYear, queryYear } from './yearParam';

type Ctx = Context<AppEnv>;

const year = (field: string) =>
  z
    .number(
      typeErrors({
        required: message('fieldRequired', { field }),
        invalid: message('badParam', { name: field }),
      }),
    )
    .refine(isYear, message('badParam', { name: field }));

const id = (field: string) =>
  z
    .number(
      typeErrors({
        required: message('fieldRequired', { field }),
        invalid: message('badParam', { name: field }),
      }),
    )
    .int(message('badParam', { name: field }))
    .positive(message('badParam', { name: field }));

// Numbers may come typed as text from a form ("12,5"): the engine reads and checks them, so
// its message (keyed by indikator_id) is the one the user sees.
const numberish = z.union([z.number(), z.string().max(40)]).nullish();

const Jawaban = z.object({
  indikator_id: id('indikator_id'),
  skala_id: id('skala_id').nullish(),
  nilai: numberish,
  nilai_sebelum: numberish,
  nilai_sesudah: numberish,
  informasi: z
    .string(typeErrors({ invalid: message('fieldText', { field: 'informasi' }) }))
    .max(ANSWER_TEXT_MAX * 2, message('maxChars', { n: ANSWER_TEXT_MAX }))
    .nullish(),
});

export const JawabanBody = z.object({
  tahun: year('tahun'),
  jawaban: z
    .array(Jawaban)
    .min(1, message('fieldRequired', { field: 'jawaban' }))
    .max(500),
});

const SalinBody = z.object({ dari: year('dari'), ke: year('ke') });

/** Region answers of a year: the year is allowed for the account (400 otherwise). */
async function answers(c: Ctx) {
  const profile = await readableProfile(c, pathId(c, 'profilId'));
  const tahun = await queryYear(c);
  await checkAllowedYear(c, tahun);
  const { periode, rows } = await loadRegionAnswers(c.var.db, profile.id, tahun, c.var.user!.roles);
  return c.json({ status: 1, tahun, periode, ringkasan: summarizeAnswers(rows), data: rows });
}

/**
 * Region indicators (spec 7, issue 7 items 1 and 3): the period's indicator set, copying it to
 * a new year, and a region's answers with server-computed points.
 */
export const regionIndicatorRoutes = new Hono<AppEnv>()
  .get('/indikator', async (c) => {
    loggedIn(c); // indicators are not secret, but the API is for signed-in accounts
    const tahun = await queryYear(c);
    const { periode, indikator } = await regionIndicators(c.var.db, tahun);
    return c.json({ status: 1, tahun, periode, data: indikator });
  })
  .post('/indikator/salin', ...validJson(SalinBody), async (c) => {
    const user = loggedIn(c);
    if (!hasAnyRole(user.roles, ACTIONS['indikator.salin'].roles))
      throw fail(403, MESSAGES.forbidden);
    const { dari, ke } = c.req.valid('json');
    const data = await copyIndicatorSet(c.var.db, user, dari, ke);
    return c.json({ status: 1, message: message('indicatorSetCopied', { dari, ke }), data }, 201);
  })
  .get('/daerah/:profilId/indikator', answers)
  .post('/daerah/:profilId/indikator', ...validJson(JawabanBody), async (c) => {
    // Roles (403), the profile in scope (404), the period and deadline for pemda (409).
    const profile = await writableProfile(c, pathId(c, 'profilId'), 'indikator.edit');
    const { tahun, jawaban } = c.req.valid('json');
    await checkAllowedYear(c, tahun);
    const user = c.var.user!;
    // A region answers the current period; past years are the record (staff may correct them).
    if (!hasAnyRole(user.roles, STAFF)) {
      const active = await activeYear(c);
      if (tahun !== active) throw fail(409, message('answersOtherYear', { tahun: active }));
    }
    const data = await saveRegionAnswers(c.var.db, user, profile.id, tahun, jawaban);
    return c.json({ status: 1, message: message('answersSaved'), data });
  });
