import { z } from '@hono/zod-openapi';
import { PRECONDITIONS } from '../../../../domain/awardPreconditions';
import { message } from '../../../platform/http/http';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Failure, json, jsonBody } from '../../../platform/openapi/schemas';
import { openRevision } from '../services/awardFreeze';
import { publicationPreconditions } from '../services/awardPreconditions';
import { publish } from '../services/awardScores';
import { forgetPortal } from '../../portal/services/portal';
import { Publication } from './award';
import { activeYear, isYear, YearQuery } from '../../../platform/http/yearParam';

/**
 * The publication of a year's award ranking (issues 25 and 35): its preconditions, publishing
 * (version 1, 2, ...), and opening the latest version for a revision. A published year is
 * frozen until superadmin opens it; "Terbitkan ulang" publishes the next version and freezes it
 * again.
 */

const TAGS = ['IGA'];
const Tahun = z.number().int().refine(isYear, 'Tahun harus 2000-2100');
const Alasan = z.string().max(1000);

const Line = z
  .object({
    kode: z.enum(PRECONDITIONS),
    syarat: z.string().openapi({ description: 'Yang harus terpenuhi' }),
    terpenuhi: z.boolean(),
    alasan: z
      .string()
      .nullable()
      .openapi({ description: 'Mengapa belum (menyebut yang kurang), null bila terpenuhi' }),
    rincian: z.array(z.string()).openapi({ description: 'Semua yang kurang, satu teks per hal' }),
  })
  .openapi('SyaratTerbitIga');

const Preconditions = z
  .object({
    tahun: z.number().int(),
    boleh_terbit: z.boolean(),
    terbit: z
      .object({
        versi: z.number().int(),
        dibuka_at: z.string().nullable().openapi({ format: 'date-time' }),
        dibuka_alasan: z.string().nullable(),
      })
      .nullable(),
    min_penilai: z.number().int(),
    syarat: z.array(Line),
  })
  .openapi('SyaratTerbitIgaTahun');

const NotReady = Failure.extend({
  data: z.object({ syarat: z.array(Line) }).optional(),
}).openapi('BelumDapatTerbit');

const preconditionsRoute = apiRoute({
  method: 'get',
  path: '/ranking-iga/syarat',
  tags: TAGS,
  summary: 'Syarat penerbitan peringkat IGA tahun itu: masing-masing terpenuhi atau yang kurang',
  description:
    'Fungsi yang sama diperiksa oleh POST /ranking-iga/terbitkan (409 selama ada yang belum ' +
    'terpenuhi): tahun belum terbit atau dibuka untuk revisi, indeks diumumkan, jumlah minimal ' +
    'penilai, lembar presentasi dan validasi setiap penilai yang bertugas, antrean quality ' +
    'control, dan setiap klaster berkuota memiliki nominasi.',
  access: { screen: 'ranking-iga' },
  request: { query: z.object({ tahun: YearQuery.shape.tahun }) },
  responses: {
    200: json(z.object({ status: z.literal(1), data: Preconditions }), 'Daftar syarat'),
  },
});

const publishRoute = apiRoute({
  method: 'post',
  path: '/ranking-iga/terbitkan',
  tags: TAGS,
  summary: 'Menerbitkan peringkat IGA dan menulis pemenang; terbit ulang perlu alasan',
  description:
    'Versi 1, atau versi berikutnya setelah Buka revisi (alasan wajib, 422). 409 selama ada ' +
    'syarat yang belum terpenuhi (GET /ranking-iga/syarat), dengan daftarnya di data.syarat.',
  access: { action: 'ranking_iga.terbitkan' },
  request: { body: jsonBody(z.object({ tahun: Tahun, alasan: Alasan.optional() })) },
  responses: {
    200: json(
      z.object({ status: z.literal(1), message: z.string(), data: Publication }),
      'Versi yang diterbitkan',
    ),
    409: json(NotReady, 'Belum dapat diterbitkan: alasan menyebut yang kurang'),
  },
});

const reviseRoute = apiRoute({
  method: 'post',
  path: '/ranking-iga/buka-revisi',
  tags: TAGS,
  summary: 'Membuka versi terakhir untuk revisi (alasan wajib, dicatat)',
  description:
    'Data IGA tahun itu dapat diubah lagi sampai versi berikutnya diterbitkan; halaman publik ' +
    'dan data terbuka tetap menampilkan versi terakhir. 404 bila belum pernah terbit, 409 bila ' +
    'sudah dibuka.',
  access: { action: 'ranking_iga.terbitkan' },
  request: { body: jsonBody(z.object({ tahun: Tahun, alasan: Alasan })) },
  responses: {
    200: json(
      z.object({
        status: z.literal(1),
        message: z.string(),
        data: z.object({
          versi: z.number().int(),
          dibuka_at: z.string().openapi({ format: 'date-time' }),
          dibuka_alasan: z.string(),
        }),
      }),
      'Versi yang dibuka',
    ),
    404: json(Failure, 'Tahun belum pernah diterbitkan'),
    409: json(Failure, 'Sudah dibuka untuk revisi'),
  },
});

export const awardPublicationRoutes = createRouter()
  .openapi(preconditionsRoute, async (c) => {
    const tahun = c.req.valid('query').tahun ?? (await activeYear(c));
    const data = await publicationPreconditions(c.var.db, tahun);
    return c.json({ status: 1 as const, data }, 200);
  })
  .openapi(publishRoute, async (c) => {
    const { tahun, alasan } = c.req.valid('json');
    const data = await publish(c.var.db, c.var.account, tahun, alasan);
    // The public /pemenang page reads the winners through the portal's answer cache.
    forgetPortal(c.var.db);
    return c.json(
      {
        status: 1 as const,
        message: message('awardPublishedDone', { tahun, versi: data.versi }),
        data,
      },
      200,
    );
  })
  .openapi(reviseRoute, async (c) => {
    const { tahun, alasan } = c.req.valid('json');
    const row = await openRevision(c.var.db, c.var.account, tahun, alasan);
    return c.json(
      {
        status: 1 as const,
        message: message('awardRevisionOpened', { tahun, versi: row.versi }),
        data: {
          versi: row.versi,
          dibuka_at: row.dibuka_at!.toISOString(),
          dibuka_alasan: row.dibuka_alasan!,
        },
      },
      200,
    );
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => awardPublicationRoutes);
