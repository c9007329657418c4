import { z } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import { Readable, PassThrough } from 'node:stream';
import { PROGRESS_STATUSES } from '../../../../domain/awardProgress';
import { WORKFLOW_STATES } from '../../../../domain/innovationWorkflow';
import { message } from '../../../platform/http/http';
import { optionalInt } from '../../../platform/openapi/params';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { fileAnswer, json, jsonBody } from '../../../platform/openapi/schemas';
import { progressInputJson, sendReminders } from '../services/awardProgress';
import { measurement, measurementTable } from '../services/awardProgressMeasurement';
import { attachmentHeader } from '../../../platform/http/attachment';
import { writeReportExcel } from '../../reports/services/laporanExport';
import { activeYear, isYear, YearQuery } from '../../../platform/http/yearParam';

const TAGS = ['IGA'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const idQuery = (what: string) =>
  optionalInt(1, 2_000_000_000).openapi({ type: 'integer', description: what });

const ProgressQuery = YearQuery.extend({
  propinsi_id: idQuery('Hanya provinsi ini dan kabupaten/kotanya (m_daerah id provinsi)'),
  iga_klaster_id: idQuery('Hanya anggota klaster IGA ini'),
  status: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(PROGRESS_STATUSES).optional())
    .openapi({ description: 'lengkap, sebagian atau belum_mulai' }),
});

const ProgressRow = z
  .object({
    profil_id: z.number().int(),
    nama: z.string(),
    propinsi_id: z.number().int(),
    propinsi: z.string(),
    profil_terisi: z
      .number()
      .int()
      .openapi({ description: 'Isian profil terisi dari profil_kolom' }),
    profil_lengkap: z.boolean(),
    wajib: z
      .number()
      .int()
      .openapi({ description: 'Indikator daerah wajib periode (tanpa jenis A)' }),
    wajib_terjawab: z.number().int(),
    bukti_kurang: z.number().int().openapi({
      description: 'Indikator wajib terjawab yang perlu dokumen dan belum memilikinya',
    }),
    inovasi_terkirim: z.number().int().openapi({ description: 'Dikirim atau terverifikasi' }),
    inovasi_jumlah: z.number().int(),
    akun_pemda: z
      .number()
      .int()
      .openapi({ description: 'Akun pemda aktif daerah (penerima pengingat)' }),
    status: z.enum(PROGRESS_STATUSES),
    terlambat: z.boolean().openapi({ description: 'Batas input lewat dan belum lengkap' }),
  })
  .openapi('ProgressInputRow');

const Variable = z.object({ group_id: z.number().int(), nama: z.string() });
const MeasurementRow = z
  .object({
    inovasi_id: z.number().int(),
    nama: z.string(),
    profil_id: z.number().int(),
    pemda: z.string(),
    status: z.enum(WORKFLOW_STATES),
    qc: z.enum(['belum', 'diterima', 'ditolak']),
    skor_mandiri: z.number(),
    skor_verifikasi: z.number(),
    per_variabel: z.array(
      z.object({ group_id: z.number().int(), mandiri: z.number(), verifikasi: z.number() }),
    ),
  })
  .openapi('PengukuranInovasiRow');

const MeasurementQuery = YearQuery.extend({
  profil_id: idQuery('Hanya inovasi daerah nominasi ini'),
});

const ProgressAnswer = z.object({
  status: z.literal(1),
  tahun: z.number().int(),
  batas_input: z.string().nullable(),
  sisa_hari: z.number().int().nullable(),
  profil_kolom: z.number().int(),
  data: z.array(ProgressRow),
  total: z.number().int(),
});

const progressRoute = apiRoute({
  method: 'get',
  path: '/iga/progress-input',
  tags: TAGS,
  summary: 'Progress input: isian setiap daerah terhadap batas input',
  description:
    'Per daerah: isian profil, indikator daerah wajib terjawab dari yang diwajibkan, indikator ' +
    'terjawab yang dokumen pendukungnya belum ada, inovasi terkirim; `batas_input` dan ' +
    '`sisa_hari` (negatif: lewat). Status: lengkap (profil penuh, semua wajib terjawab, tidak ' +
    'ada dokumen kurang, minimal satu inovasi terkirim), belum_mulai (tidak ada isian), sebagian.',
  access: { screen: 'progress-input' },
  request: { query: ProgressQuery },
  responses: {
    200: json(ProgressAnswer, 'Daerah dan isiannya'),
  },
});

const reminderRoute = apiRoute({
  method: 'post',
  path: '/iga/progress-input/pengingat',
  tags: TAGS,
  summary: 'Kirim pengingat ke akun pemda daerah terpilih (melalui outbox surel)',
  description:
    'Satu surel per akun pemda aktif setiap daerah terpilih, berisi kekurangannya dan batas ' +
    'input; hanya daerah itu. Tanpa SMTP surel disimpan di outbox; dengan SMTP dikirim dan ' +
    'dicatat di outbox sebagai terkirim.',
  access: { action: 'iga.pengingat' },
  request: {
    body: jsonBody(
      z.object({
        tahun: z.number().int().refine(isYear, 'Tahun harus 2000-2100').optional(),
        profil_ids: z.array(z.number().int().positive()).min(1).max(1000),
      }),
    ),
  },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        message: z.string(),
        data: z.object({
          terkirim: z.array(
            z.object({
              profil_id: z.number().int(),
              nama: z.string(),
              penerima: z.array(z.string()),
            }),
          ),
          tanpa_akun: z.array(z.object({ profil_id: z.number().int(), nama: z.string() })),
          tidak_ditemukan: z.array(z.number().int()),
          surel: z.number().int(),
        }),
      }),
      'Daerah yang dikirimi dan alamatnya',
    ),
  },
});

const measurementRoute = apiRoute({
  method: 'get',
  path: '/iga/pengukuran-indeks',
  tags: TAGS,
  summary: 'Pengukuran inovasi: setiap inovasi daerah nominasi dengan poinnya',
  description:
    'Poin mandiri (jumlah poin jawaban), poin verifikasi, keputusan QC dan keduanya per ' +
    'variabel (kelompok indikator set inovasi periode); verifikasi tertinggi dulu.',
  access: { screen: 'pengukuran-inovasi' },
  request: { query: MeasurementQuery },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        tahun: z.number().int(),
        variabel: z.array(Variable),
        data: z.array(MeasurementRow),
        total: z.number().int(),
      }),
      'Inovasi nominasi dan poinnya',
    ),
  },
});

const measurementExcelRoute = apiRoute({
  method: 'get',
  path: '/iga/pengukuran-indeks/download-excel',
  tags: TAGS,
  summary: 'Unduh Excel: pengukuran inovasi',
  description:
    'Baris dan urutan yang sama dengan GET /iga/pengukuran-indeks, dialirkan; angka sebagai angka.',
  access: { screen: 'pengukuran-inovasi' },
  request: { query: MeasurementQuery },
  responses: { 200: fileAnswer('Berkas Excel', XLSX) },
});

/** The award's progress report with its reminders, and the nominees' innovation measurement. */
export const awardProgressRoutes = createRouter()
  .openapi(progressRoute, async (c) => {
    const q = c.req.valid('query');
    const tahun = q.tahun ?? (await activeYear(c));
    // The answer's JSON bytes, kept between requests (~157 KB for every region): the same
    // bytes as c.json of ProgressAnswer.
    const bytes = await progressInputJson(
      c.var.db,
      { tahun, propinsi_id: q.propinsi_id, iga_klaster_id: q.iga_klaster_id, status: q.status },
      c.var.deps.clock.now(),
    );
    return c.body(bytes, 200, { 'content-type': 'application/json' }) as unknown as TypedResponse<
      z.infer<typeof ProgressAnswer>,
      200,
      'json'
    >;
  })
  .openapi(reminderRoute, async (c) => {
    const body = c.req.valid('json');
    const tahun = body.tahun ?? (await activeYear(c));
    const data = await sendReminders(
      c.var.db,
      c.var.account,
      tahun,
      body.profil_ids,
      c.var.deps.clock.now(),
    );
    return c.json(
      {
        status: 1 as const,
        message: message('awardRemindersSent', { n: data.terkirim.length, surel: data.surel }),
        data,
      },
      200,
    );
  })
  .openapi(measurementRoute, async (c) => {
    const q = c.req.valid('query');
    const tahun = q.tahun ?? (await activeYear(c));
    const { variabel, rows } = await measurement(c.var.db, tahun, q.profil_id);
    return c.json({ status: 1 as const, tahun, variabel, data: rows, total: rows.length }, 200);
  })
  .openapi(measurementExcelRoute, async (c) => {
    const q = c.req.valid('query');
    const tahun = q.tahun ?? (await activeYear(c));
    const table = await measurementTable(c.var.db, tahun, q.profil_id);
    const out = new PassThrough();
    writeReportExcel(table, out).catch((err: unknown) => out.destroy(err as Error));
    return c.body(Readable.toWeb(out) as ReadableStream<Uint8Array>, 200, {
      'content-type': XLSX,
      'content-disposition': attachmentHeader(`${table.file}.xlsx`),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => awardProgressRoutes);
