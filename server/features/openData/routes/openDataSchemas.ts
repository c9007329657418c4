import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { OpenDataLimits, OpenDataScope } from '../../../../domain/openData';
import { optionalInt } from '../../../platform/openapi/params';
import { apiRoute } from '../../../platform/openapi/route';
import { Failure, json } from '../../../platform/openapi/schemas';
import { OPTIONAL_API_KEY } from '../../../platform/openapi/security';
import { YearQuery } from '../../../platform/http/yearParam';

/**
 * The declarations of the open data API (openData.ts serves them): parameters, answers, the
 * columns of the CSV files, and each route's access (public, the key optional).
 */

const TAGS = ['Data terbuka'];

const Format = z
  .enum(['json', 'csv'])
  .default('json')
  .optional()
  .openapi({ description: 'json (bawaan) atau csv' });

const tahunParam = YearQuery.shape.tahun.openapi({
  example: 2025,
  description: 'Periode yang sudah diumumkan; tanpa nilai: periode terakhir yang diumumkan',
});

const rateFailures = {
  401: json(Failure, 'Kunci API tidak dikenal atau sudah dicabut'),
  403: json(Failure, 'Kunci API tidak mencakup layanan ini'),
  429: {
    description: 'Batas panggilan tercapai (header `Retry-After` dalam detik)',
    headers: z.object({ 'Retry-After': z.string().openapi({ example: '1800' }) }),
    content: { 'application/json': { schema: Failure } },
  },
  304: { description: 'Tidak berubah sejak ETag yang dikirim (If-None-Match)' },
};

export const INDEX_COLUMNS = [
  'kode',
  'profil_id',
  'nama_daerah',
  'jenis',
  'klaster',
  'indeks',
  'predikat',
  'peringkat',
] as const;

const IndexRow = z
  .object({
    kode: z.string().openapi({ example: '32.73', description: 'Kode daerah (m_daerah.kode)' }),
    profil_id: z.number().int(),
    nama_daerah: z.string(),
    jenis: z.string().openapi({ description: 'provinsi, kabupaten atau kota' }),
    klaster: z.string().nullable().openapi({ description: 'Klaster IGA pertama daerah' }),
    indeks: z.number().openapi({ description: 'Indeks mandiri (0-100), seperti /ranking-index' }),
    predikat: z.string().nullable(),
    peringkat: z.number().int().nullable().openapi({ description: 'null untuk indeks 0' }),
  })
  .openapi('IndeksTerbuka');

export const INNOVATION_COLUMNS = [
  'id',
  'nama',
  'tahun',
  'tahap',
  'profil_id',
  'kode',
  'nama_daerah',
  'jenis_inovasi',
  'klasifikasi_inovasi',
  'inisiator',
  'bentuk',
  'tema',
  'urusan',
] as const;

const InnovationRow = z
  .object({
    id: z.number().int(),
    nama: z.string(),
    tahun: z.number().int(),
    tahap: z.string().openapi({ example: 'Penerapan' }),
    profil_id: z.number().int(),
    kode: z.string(),
    nama_daerah: z.string(),
    jenis_inovasi: z.string().nullable(),
    klasifikasi_inovasi: z.string().nullable(),
    inisiator: z.string().nullable(),
    bentuk: z.string().nullable(),
    tema: z.string().nullable(),
    urusan: z.array(z.string()),
  })
  .openapi('InovasiTerbuka');

const RegionAnswer = z
  .object({
    status: z.literal(1),
    data: z.object({
      profil: z.object({
        id: z.number().int(),
        nama: z.string(),
        kode: z.string(),
        nama_daerah: z.string(),
        jenis: z.string(),
        alamat: z.string().nullable(),
        email: z.string().nullable(),
        no_telp: z.string().nullable(),
        logo_url: z.string().nullable(),
        map_src: z.string().nullable(),
      }),
      indeks: z.array(
        z.object({
          tahun: z.number().int(),
          diumumkan: z.boolean(),
          indeks: z.number().nullable().openapi({ description: 'Indeks mandiri (0-100)' }),
          predikat: z.string().nullable(),
          peringkat: z.number().int().nullable(),
          jumlah_daerah: z.number().int().nullable().optional(),
        }),
      ),
      inovasi: z.array(
        z.object({
          id: z.number().int(),
          nama: z.string(),
          tahun: z.number().int(),
          tahap: z.string(),
          jenis_inovasi: z.string().nullable(),
          tema: z.string().nullable(),
        }),
      ),
      penghargaan: z.array(
        z.object({ tahun: z.number().int(), kategori: z.string(), urutan: z.number().int() }),
      ),
      halaman: z.string().openapi({ example: '/landing/pemda/12' }),
    }),
  })
  .openapi('PemdaTerbuka');

const Kode = z
  .string()
  .regex(/^\d{2}(\.\d{2}){0,3}$/)
  .openapi({ example: '32.73', description: 'Kode daerah (m_daerah.kode)' });

const describeLimits = (l: OpenDataLimits) =>
  `Tanpa kunci: ${l.anonymous} panggilan per ${Math.round(l.windowMs / 60_000)} menit per alamat; dengan kunci (header \`X-API-Key\`): ${l.key}. Panduan: /data.`;

export const openDataDeclarations = (
  limits: OpenDataLimits,
  middleware: (s: OpenDataScope) => MiddlewareHandler[],
) => ({
  indeks: apiRoute({
    method: 'get',
    path: '/open/v1/indeks',
    tags: TAGS,
    summary: 'Indeks inovasi setiap daerah pada periode yang sudah diumumkan (JSON atau CSV)',
    description: `Sama dengan peringkat di konsol (ranking-index) untuk periode itu. ${describeLimits(limits)}`,
    access: 'public',
    // The key is not required: anonymous, or with a key that raises the limit.
    security: OPTIONAL_API_KEY,
    middleware: middleware('indeks'),
    request: { query: z.object({ tahun: tahunParam, format: Format }) },
    responses: {
      200: {
        description: 'Semua daerah, urutan peringkat',
        content: {
          'application/json': {
            schema: z.object({
              status: z.literal(1),
              tahun: z.number().int(),
              data: z.array(IndexRow),
              total: z.number().int(),
            }),
          },
          'text/csv': { schema: z.string().openapi({ example: `${INDEX_COLUMNS.join(',')}\r\n` }) },
        },
      },
      404: json(Failure, 'Periode belum diumumkan'),
      ...rateFailures,
    },
  }),
  inovasi: apiRoute({
    method: 'get',
    path: '/open/v1/inovasi',
    tags: TAGS,
    summary: 'Inovasi daerah yang sudah diverifikasi (JSON berhalaman atau CSV utuh)',
    description: `Hanya kolom publik: tanpa narasi, berkas, nama orang dan lokasi. CSV memuat semua baris yang cocok (tanpa halaman). ${describeLimits(limits)}`,
    access: 'public',
    // The key is not required: anonymous, or with a key that raises the limit.
    security: OPTIONAL_API_KEY,
    middleware: middleware('inovasi'),
    request: {
      query: z.object({
        tahun: tahunParam.openapi({ description: 'Tahun inovasi; tanpa nilai: semua tahun' }),
        profil_id: optionalInt(1, 2_147_483_647),
        page: optionalInt(0, 100_000),
        per_page: optionalInt(1, 1000),
        format: Format,
      }),
    },
    responses: {
      200: {
        description: 'Satu halaman inovasi dan jumlah seluruhnya (CSV: semua)',
        content: {
          'application/json': {
            schema: z.object({
              status: z.literal(1),
              data: z.array(InnovationRow),
              total: z.number().int(),
            }),
          },
          'text/csv': { schema: z.string() },
        },
      },
      ...rateFailures,
    },
  }),
  pemda: apiRoute({
    method: 'get',
    path: '/open/v1/pemda/{kode}',
    tags: TAGS,
    summary: 'Satu daerah: profil publik, indeks per periode, inovasi terverifikasi, penghargaan',
    description: `Isi yang sama dengan halaman publik /landing/pemda/{profil_id}. ${describeLimits(limits)}`,
    access: 'public',
    // The key is not required: anonymous, or with a key that raises the limit.
    security: OPTIONAL_API_KEY,
    middleware: middleware('pemda'),
    request: { params: z.object({ kode: Kode }) },
    responses: {
      200: json(RegionAnswer, 'Daerah'),
      404: json(Failure, 'Kode tidak dikenal'),
      ...rateFailures,
    },
  }),
  lencana: apiRoute({
    method: 'get',
    path: '/open/v1/lencana/{berkas}',
    tags: TAGS,
    summary: 'Lencana SVG indeks dan predikat daerah, untuk dipasang di situs daerah',
    description: `\`berkas\` = kode daerah + \`.svg\`, mis. \`/api/open/v1/lencana/32.73.svg\`. Tanpa \`tahun\`: periode terakhir yang diumumkan. ${describeLimits(limits)}`,
    access: 'public',
    // The key is not required: anonymous, or with a key that raises the limit.
    security: OPTIONAL_API_KEY,
    middleware: middleware('lencana'),
    request: {
      params: z.object({
        berkas: z
          .string()
          .regex(/^\d{2}(\.\d{2}){0,3}\.svg$/)
          .openapi({ example: '32.73.svg' }),
      }),
      query: z.object({ tahun: tahunParam }),
    },
    responses: {
      200: {
        description: 'Gambar SVG',
        content: { 'image/svg+xml': { schema: z.string() } },
      },
      404: { description: 'Kode tidak dikenal (tetap sebuah lencana SVG)' },
      ...rateFailures,
    },
  }),
});
