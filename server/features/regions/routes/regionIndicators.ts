import { z } from '@hono/zod-openapi';
import { scopeOf } from '../../../../domain/scoping';
import { ANSWER_TEXT_MAX } from '../../../../domain/indicatorAnswer';
import { summarizeAnswers } from '../../../../domain/indicatorSummary';
import { fail, message } from '../../../platform/http/http';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter } from '../../../platform/openapi/router';
import { Failure, Id, json, jsonBody } from '../../../platform/openapi/schemas';
import { copyIndicatorSet, regionIndicators } from '../../scoring/services/indicatorSet';
import { loadRegionAnswers, saveRegionAnswers } from '../services/regionAnswers';
import { typeErrors } from '../../../platform/http/validate';
import { profileFirst, profileInScope, writableProfile } from './profileAccess';
import { activeYear, checkAllowedYear, isYear, YearQuery, yearOrActive } from '../../../platform/http/yearParam';

const year = (field: string) =>
  z
    .number(
      typeErrors({
        required: message('fieldRequired', { field }),
        invalid: message('badParam', { name: field }),
      }),
    )
    .refine(isYear, message('badParam', { name: field }))
    .openapi({ type: 'integer', example: 2026 });

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

const Jawaban = z
  .object({
    indikator_id: id('indikator_id'),
    skala_id: id('skala_id').nullish(),
    nilai: numberish,
    nilai_sebelum: numberish,
    nilai_sesudah: numberish,
    informasi: z
      .string(typeErrors({ invalid: message('fieldText', { field: 'informasi' }) }))
      .max(ANSWER_TEXT_MAX * 2, message('maxChars', { n: ANSWER_TEXT_MAX }))
      .nullish(),
  })
  .openapi('JawabanMasuk');

/** A region's (or an innovation's) answers of a year: the body of every answer save. */
export const JawabanBody = z.object({
  tahun: year('tahun'),
  jawaban: z
    .array(Jawaban)
    .min(1, message('fieldRequired', { field: 'jawaban' }))
    .max(500),
});

const SalinBody = z.object({ dari: year('dari'), ke: year('ke') });

const nullableNumber = z.number().nullable();
const nullableText = z.string().nullable();

/** One point of an indicator's scale (iga_skala), numbers as numbers. */
const Skala = z
  .object({
    id: z.number().int(),
    nilai: z.number(),
    mulai_dari: nullableNumber,
    sampai_dengan: nullableNumber,
    keterangan: z.string(),
  })
  .openapi('Skala');

const indicatorFields = {
  id: z.number().int(),
  no_urut: z.number().int(),
  subs: nullableText,
  indikator: z.string(),
  keterangan: nullableText,
  data_pendukung: nullableText,
  jenis_file: nullableText,
  jenis: z.string(),
  satuan: nullableText,
  required: z.number().int(),
  bobot: z.number(),
  group_id: z.number().int().nullable(),
  parent_id: z.number().int().nullable(),
  document_type: nullableText,
  filetypes: nullableText,
  skala: z.array(Skala),
};

/** An indicator of a period's set with its scales (GET /indikator, /indikator/inovasi). */
export const Indikator = z
  .object({ ...indicatorFields, tahun: z.number().int() })
  .openapi('Indikator');

/** A supporting document as the indicator rows list it. */
const DokumenJawaban = z
  .object({
    id: z.number().int(),
    nama: nullableText,
    nomor_surat: nullableText,
    tanggal_surat: nullableText,
    file_url: nullableText,
    youtube: nullableText,
    mime: nullableText,
    size: z.number().int().nullable(),
  })
  .openapi('DokumenJawaban');

/**
 * One indicator with the owner's answer, points, documents and completeness. The verification
 * (`skor_verifikasi`, `catatan`, `status_verifikasi`) is present only for the roles that see it
 * (domain/verificationVisibility.ts).
 */
export const BarisJawaban = z
  .object({
    ...indicatorFields,
    skala_id: z.number().int().nullable(),
    skala_text: nullableText,
    nilai: nullableNumber,
    nilai_sebelum: nullableNumber,
    nilai_sesudah: nullableNumber,
    informasi: nullableText,
    skor: z.number(),
    skor_verifikasi: nullableNumber.optional(),
    catatan: nullableText.optional(),
    status_verifikasi: z.number().int().nullable().optional(),
    dokumen: z.array(DokumenJawaban),
    lengkap: z.boolean(),
  })
  .openapi('BarisJawaban');

/** The totals of an answer list (domain/indicatorSummary.ts). */
export const RingkasanJawaban = z
  .object({
    skor: z.number(),
    jumlah: z.number().int(),
    lengkap: z.number().int(),
    wajib: z.number().int(),
    wajib_lengkap: z.number().int(),
  })
  .openapi('RingkasanJawaban');

/** One saved answer with the points the server computed. */
const JawabanTersimpan = z
  .object({
    indikator_id: z.number().int(),
    skor: z.number(),
    skala_id: z.number().int().nullable(),
    nilai: nullableNumber,
    nilai_sebelum: nullableNumber,
    nilai_sesudah: nullableNumber,
    informasi: nullableText,
    lengkap: z.boolean(),
  })
  .openapi('JawabanTersimpan');

/** `{status: 1, tahun, periode, data}`: a year's set; `periode` null before any set. */
export const IndicatorSetAnswer = z.object({
  status: z.literal(1),
  tahun: z.number().int(),
  periode: z.number().int().nullable(),
  data: z.array(Indikator),
});

/** `{status: 1, message, data}` of an answer save. */
export const SavedAnswers = z.object({
  status: z.literal(1),
  message: z.string(),
  data: z.array(JawabanTersimpan),
});

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
    const data = await saveRegionAnswers(c.var.db, user, profile.id, tahun, jawaban);
    return c.json({ status: 1 as const, message: message('answersSaved'), data }, 200);
  });
