import { z } from '@hono/zod-openapi';
import {
  BarisJawaban,
  IndicatorSetAnswer,
  JawabanBody,
  RingkasanJawaban,
  SavedAnswers,
  year,
} from '../../innovations/schemas/answers';
import { scopeOf } from '../../../../domain/scoping';
import { summarizeAnswers } from '../../../../domain/indicatorSummary';
import { fail, message } from '../../../platform/http/http';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, Id, json, jsonBody } from '../../../platform/openapi/schemas';
import { copyIndicatorSet, regionIndicators } from '../../scoring/services/indicatorSet';
import { loadRegionAnswers, saveRegionAnswers } from '../services/regionAnswers';
import { declareChange } from '../../../platform/cache/declareChange';
import { profileFirst, profileInScope, writableProfile } from '../services/profileAccess';
import {
  activeYear,
  checkAllowedYear,
  YearQuery,
  yearOrActive,
} from '../../../platform/http/yearParam';

const SalinBody = z.object({ dari: year('dari'), ke: year('ke') });

const ProfileParams = z.object({ profilId: Id });
const outOfScope = json(Failure, 'Profil tidak ada atau di luar lingkup akun');

const listSet = apiRoute({
  method: 'get',
  path: '/indikator',
  tags: ['Indikator daerah'],
  summary: 'Set indikator daerah yang berlaku untuk satu tahun, dengan skalanya',
  // Indicators are not secret, but the API is for signed-in accounts.
  access: 'login',
  request: { query: YearQuery },
  responses: { 200: json(IndicatorSetAnswer, 'Set indikator periode tahun itu') },
});

const copySet = apiRoute({
  method: 'post',
  path: '/indikator/salin',
  tags: ['Indikator daerah'],
  summary: 'Menyalin set indikator (dengan skalanya) dari satu tahun ke tahun baru',
  access: { action: 'indikator.salin' },
  request: { body: jsonBody(SalinBody) },
  responses: {
    201: json(
      z.object({
        status: z.literal(1),
        message: z.string(),
        data: z.object({ tahun: z.number().int(), jumlah: z.number().int() }),
      }),
      'Set tersalin: tahun tujuan dan jumlah indikatornya',
    ),
    404: json(Failure, 'Tahun asal belum memiliki set indikator'),
    409: json(Failure, 'Tahun tujuan sudah memiliki set indikator'),
  },
});

const readAnswers = apiRoute({
  method: 'get',
  path: '/daerah/{profilId}/indikator',
  tags: ['Indikator daerah'],
  summary: 'Jawaban indikator daerah satu tahun, dengan skor, dokumen dan kelengkapan',
  access: { action: 'profil.read' },
  request: { params: ProfileParams, query: YearQuery },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        tahun: z.number().int(),
        periode: z.number().int().nullable(),
        ringkasan: RingkasanJawaban,
        data: z.array(BarisJawaban),
      }),
      'Setiap indikator periode itu dengan jawaban daerah',
    ),
    400: json(Failure, 'Parameter tidak valid, atau tahun di luar data_tahun_all'),
    404: outOfScope,
  },
});

const saveAnswers = apiRoute({
  method: 'post',
  path: '/daerah/{profilId}/indikator',
  tags: ['Indikator daerah'],
  summary: 'Menyimpan jawaban indikator daerah (semua atau tidak sama sekali)',
  access: { action: 'indikator.edit' },
  middleware: [profileFirst('profilId')],
  request: { params: ProfileParams, body: jsonBody(JawabanBody) },
  responses: {
    200: json(SavedAnswers, 'Jawaban tersimpan dengan skor hitungan server'),
    404: outOfScope,
    409: json(Failure, 'Periode ditutup, batas waktu lewat, atau bukan periode aktif (pemda)'),
  },
});

/**
 * Region indicators (spec 7, issue 7 items 1 and 3): the period's indicator set, copying it to
 * a new year, and a region's answers with server-computed points.
 */
export const regionIndicatorRoutes = createRouter()
  .openapi(listSet, async (c) => {
    const tahun = await yearOrActive(c, c.req.valid('query').tahun);
    const { periode, indikator } = await regionIndicators(c.var.db, tahun);
    return c.json({ status: 1 as const, tahun, periode, data: indikator }, 200);
  })
  .openapi(copySet, async (c) => {
    const { dari, ke } = c.req.valid('json');
    const data = await copyIndicatorSet(c.var.db, c.var.account, dari, ke);
    const done = message('indicatorSetCopied', { dari, ke });
    return c.json({ status: 1 as const, message: done, data }, 201);
  })
  .openapi(readAnswers, async (c) => {
    // Region answers of a year: the year is allowed for the account (400 otherwise).
    const profile = await profileInScope(c, c.req.valid('param').profilId);
    const tahun = await yearOrActive(c, c.req.valid('query').tahun);
    await checkAllowedYear(c, tahun);
    const user = c.var.account;
    const { periode, rows } = await loadRegionAnswers(c.var.db, profile.id, tahun, user.roles);
    const ringkasan = summarizeAnswers(rows);
    return c.json({ status: 1 as const, tahun, periode, ringkasan, data: rows }, 200);
  })
  .openapi(saveAnswers, async (c) => {
    // The profile in scope (404), the period and deadline for pemda (409).
    const profile = await writableProfile(c, c.req.valid('param').profilId, 'indikator.edit');
    const { tahun, jawaban } = c.req.valid('json');
    await checkAllowedYear(c, tahun);
    const user = c.var.account;
    // A region answers the current period; past years are the record (staff may correct them).
    if (!scopeOf(user.roles).allYears) {
      const active = await activeYear(c);
      if (tahun !== active) throw fail(409, message('answersOtherYear', { tahun: active }));
    }
    declareChange(c, { family: 'answers', tahun, profil_id: profile.id });
    const data = await saveRegionAnswers(c.var.db, user, profile.id, tahun, jawaban);
    return c.json({ status: 1 as const, message: message('answersSaved'), data }, 200);
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => regionIndicatorRoutes);
