import { z } from '@hono/zod-openapi';
import { WORKFLOW_STATES } from '../../../../domain/innovationWorkflow';
import { apiRoute } from '../../../platform/openapi/route';
import { Failure, Id, json } from '../../../platform/openapi/schemas';
import { YearQuery } from '../../../platform/http/yearParam';

/**
 * The declaration of GET /api/indeks/{profilId}, "why this score" (issue 10; its handler is
 * indexRanking.ts's, its figures server/features/scoring/services/indexBreakdown.ts). Every figure says what it
 * is: points (skor, out of 250) or an index (0-100), self or verified (issue 35).
 */

const points = (what: string) => z.number().openapi({ description: `${what} (poin)` });
const index = (what: string) => z.number().openapi({ description: `${what} (indeks 0-100)` });

const Counted = z
  .object({
    jumlah_berdata: z.number().int().openapi({ description: 'Daerah dengan indeks di atas 0' }),
    jumlah_daerah: z.number().int(),
  })
  .openapi({ description: 'Atas berapa daerah rata-rata itu diambil' });

const Breakdown = z
  .object({
    tahun: z.number().int(),
    profil_id: z.number().int(),
    spd: points('Skor SPD mandiri, indikator 1-15'),
    sid: points('Skor SID mandiri: poin inovasi ÷ MAX(10, n) + skor jumlah inovasi'),
    jumlah_inovasi: z.number().int().openapi({
      description: 'Inovasi yang dihitung indeks mandiri: dikirim dan tidak ditolak',
    }),
    skor_jumlah_inovasi: points('Skor jumlah inovasi mandiri, indikator 36'),
    skor_total: points('Skor total mandiri = SPD + SID, maks. 250'),
    indeks: index('Indeks mandiri = skor total ÷ 250 × 100'),
    predikat: z.string().nullable().openapi({ description: 'Predikat indeks mandiri' }),
    verifikasi: z
      .object({
        spd: points('Skor SPD terverifikasi'),
        sid: points('Skor SID terverifikasi'),
        jumlah_inovasi: z.number().int().openapi({
          description: 'Inovasi yang lolos verifikasi (terverifikasi atau diterima)',
        }),
        skor_jumlah_inovasi: points('Skor jumlah inovasi terverifikasi, indikator 36'),
        skor_total: points('Skor total terverifikasi, maks. 250'),
        indeks: index('Indeks terverifikasi'),
      })
      .openapi({
        description:
          'Hasil verifikasi: hanya inovasi yang lolos verifikasi; yang menunggu tidak menambah skor jumlah maupun pembagi',
      }),
    metode: z.object({
      versi: z.string(),
      pembagi_minimum: z.number(),
      koefisien_jumlah: z.number(),
      batas_jumlah: z.number(),
      maks_skor_jumlah: z.number(),
      skor_maksimum: z.number(),
    }),
    klaster: z.object({ id: z.number().int(), nama: z.string() }).nullable(),
    pembanding: z.object({ nasional: Counted, klaster: Counted.nullable() }).openapi({
      description: 'Daerah berdata di balik rata_nasional dan rata_klaster',
    }),
    kelompok: z.array(
      z.object({
        group_id: z.number().int(),
        skor: points('Skor mandiri variabel ini'),
        rata_nasional: points('Rata-rata variabel atas daerah berdata (indeks mandiri > 0)'),
        rata_klaster: points('Rata-rata variabel atas daerah berdata klaster').nullable(),
      }),
    ),
    indikator: z.array(
      z.object({
        indikator_id: z.number().int(),
        no_urut: z.number().int(),
        subs: z.string().nullable(),
        nama: z.string(),
        group_id: z.number().int().nullable(),
        skor: z.number(),
        skor_verifikasi: z.number().nullable(),
        catatan: z.string().nullable(),
      }),
    ),
    inovasi: z.array(
      z.object({
        id: z.number().int(),
        nama: z.string(),
        status: z.enum(WORKFLOW_STATES),
        skor: z.number(),
        skor_verifikasi: z.number().nullable(),
        dihitung: z.boolean().openapi({ description: 'Dihitung indeks mandiri' }),
        dihitung_verifikasi: z.boolean().openapi({ description: 'Dihitung indeks terverifikasi' }),
        alasan: z
          .enum(['belum_dikirim', 'ditolak', 'salinan_indeks'])
          .nullable()
          .openapi({ description: 'Mengapa tidak dihitung indeks mandiri' }),
      }),
    ),
  })
  .openapi('IndeksRincian');

export const breakdownRoute = apiRoute({
  method: 'get',
  path: '/indeks/{profilId}',
  tags: ['Indeks'],
  summary: '"Mengapa skor ini": rincian indeks daerah, mandiri dan terverifikasi',
  description: 'Pemda membaca miliknya; peran staf daerah dalam lingkupnya (404 di luar).',
  access: { action: 'profil.read' },
  request: {
    params: z.object({ profilId: Id }),
    query: z.object({
      tahun: YearQuery.shape.tahun.openapi({
        type: 'integer',
        description: 'Tahun (2000-2100); kosong: periode aktif',
      }),
    }),
  },
  responses: {
    200: json(z.object({ status: z.literal(1), data: Breakdown }), 'Rincian indeks'),
    403: json(Failure, 'Peran tanpa akses profil'),
    404: json(Failure, 'Di luar lingkup akun'),
  },
});
