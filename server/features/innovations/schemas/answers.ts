import { z } from '@hono/zod-openapi';
import { ANSWER_TEXT_MAX } from '../../../../domain/indicatorAnswer';
import { message } from '../../../platform/http/http';
import { typeErrors } from '../../../platform/http/validate';
import { isYear } from '../../../platform/http/yearParam';

/*
 * The answer shapes of indicator answers: a region's here, and the same shapes for an
 * innovation's and a competition entry's answers (features innovations and competition declare
 * their routes with them), so they are this feature's published schemas.
 */

export const year = (field: string) =>
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
