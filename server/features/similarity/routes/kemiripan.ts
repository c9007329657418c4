import { z } from '@hono/zod-openapi';
import { COMPARED_FIELDS } from '../../../../domain/similarity';
import { fail, MESSAGES } from '../../../platform/http/http';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, Id, json, ok } from '../../../platform/openapi/schemas';
import { digitsOnlyId } from '../../innovations/services/innovationAccess';
import { innovationInScope } from '../../innovations/services/innovationWorkflow';
import { compareWith, similarityOf } from '../services/kemiripan';

const Jenis = z.enum(['identik', 'mirip']);

/** Issue 38 item 4: the answer's shape as the issue spells it (a contract). */
const Kemiripan = z
  .object({
    berkas: z.array(
      z.object({
        dokumen_id: z.number().int(),
        nama_berkas: z.string(),
        sama_dengan: z.array(
          z.object({
            profil_id: z.number().int().nullable(),
            nama_daerah: z.string().nullable(),
            inovasi_id: z.number().int().nullable(),
            nama_inovasi: z.string(),
            tahun: z.number().int().nullable(),
            jenis: Jenis,
          }),
        ),
      }),
    ),
    inovasi: z.array(
      z.object({
        inovasi_id: z.number().int().nullable(),
        profil_id: z.number().int().nullable(),
        nama_daerah: z.string().nullable(),
        nama_inovasi: z.string(),
        tahun: z.number().int().nullable(),
        skor: z.number().openapi({ description: 'Kemiripan 0-1, dua desimal', example: 0.87 }),
      }),
    ),
  })
  .openapi('Kemiripan');

const Side = z.object({
  inovasi_id: z.number().int(),
  profil_id: z.number().int(),
  nama_daerah: z.string(),
  tahun: z.number().int(),
  teks: z.object(Object.fromEntries(COMPARED_FIELDS.map((f) => [f, z.string()]))),
});

const Perbandingan = z
  .object({
    skor: z
      .number()
      .nullable()
      .openapi({ description: 'Kemiripan teks seluruhnya; null: hanya berkas' }),
    inovasi: Side,
    lawan: Side,
    bidang: z.array(z.object({ bidang: z.enum(COMPARED_FIELDS), skor: z.number() })),
    berkas: z.array(
      z.object({
        jenis: Jenis,
        skor: z.number(),
        dokumen_id: z.number().int(),
        nama_berkas: z.string(),
        lawan_dokumen_id: z.number().int(),
        lawan_nama_berkas: z.string(),
      }),
    ),
  })
  .openapi('PerbandinganKemiripan');

const similarityRoute = apiRoute({
  method: 'get',
  path: '/inovasi/{id}/kemiripan',
  tags: ['Verifikasi'],
  summary: 'Berkas dan inovasi lain yang sama atau mirip (pengajuan disalin)',
  description:
    'Berkas dengan SHA-256 sama (`identik`) atau gambar dengan sidik persepsi dalam jarak Hamming pengaturan (`mirip`), dan inovasi dengan kemiripan trigram teks di atas ambang pengaturan, lintas daerah dan tahun, terkuat dahulu. Inovasi daerah lain yang belum dikirim tidak pernah disebut: satu baris "N pengajuan lain belum dikirim".',
  access: { screen: 'inovasi-review' },
  request: { params: z.object({ id: Id }) },
  responses: {
    200: json(ok(Kemiripan), 'Kecocokan inovasi'),
    404: json(Failure, 'Inovasi tidak ada atau di luar wilayah akun'),
  },
});

const compareRoute = apiRoute({
  method: 'get',
  path: '/inovasi/{id}/kemiripan/{lawanId}',
  tags: ['Verifikasi'],
  summary: 'Dua inovasi yang cocok berdampingan: teks per isian dan berkas yang sama',
  access: { screen: 'inovasi-review' },
  request: { params: z.object({ id: Id, lawanId: Id }) },
  responses: {
    200: json(ok(Perbandingan), 'Teks kedua inovasi dan kemiripan tiap isian'),
    404: json(
      Failure,
      'Inovasi di luar wilayah, tidak cocok dengan inovasi itu, atau pengajuan daerah lain yang belum dikirim',
    ),
  },
});

/**
 * Issue 38: an innovation's copied-work flags for whoever may review it (the `inovasi-review`
 * screen's roles, declared), inside the account's area (404 outside).
 */
export const similarityRoutes = digitsOnlyId(
  createRouter(),
  '/inovasi/:id/kemiripan',
  '/inovasi/:id/kemiripan/*',
)
  .openapi(similarityRoute, async (c) => {
    const inovasi = await innovationInScope(c.var.db, c.var.account, c.req.valid('param').id);
    if (!inovasi) throw fail(404, MESSAGES.notFound);
    return c.json({ status: 1 as const, data: await similarityOf(c.var.db, inovasi) }, 200);
  })
  .openapi(compareRoute, async (c) => {
    const { id, lawanId } = c.req.valid('param');
    const inovasi = await innovationInScope(c.var.db, c.var.account, id);
    if (!inovasi) throw fail(404, MESSAGES.notFound);
    const data = await compareWith(c.var.db, inovasi, lawanId);
    if (!data) throw fail(404, MESSAGES.notFound);
    return c.json({ status: 1 as const, data }, 200);
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => similarityRoutes);
