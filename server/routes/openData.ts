import { z } from '@hono/zod-openapi';
import { writeToString } from '@fast-csv/format';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { rateLimiter } from 'hono-rate-limiter';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { API_KEY_HEADER, type OpenDataLimits, type OpenDataScope } from '../../domain/openData';
import { acceptedEncodings } from '../acceptEncoding';
import type { LimitStore } from '../auth/loginLimits';
import type { AppEnv } from '../context';
import { fail, message, MESSAGES } from '../http';
import { forbidden } from '../openapi/access';
import { optionalInt } from '../openapi/params';
import { apiRoute } from '../openapi/route';
import { createRouter } from '../openapi/router';
import { Failure, json } from '../openapi/schemas';
import { useKey, type KeyCaller } from '../services/apiKeys';
import {
  badgeFigures,
  badgeSvg,
  cachedOpen,
  indexAnswerStamp,
  indexRows,
  innovationRows,
  innovationStamp,
  publishedYear,
  regionByCode,
} from '../services/openData';
import { clientAddress } from './auth';
import { etagOf, matches, PUBLIC_CACHE_CONTROL } from './portalCache';
import { YearQuery } from './yearParam';

/**
 * The open data API (issue 26 item 4), under /api/open/v1, without a login: the published index
 * of every region (JSON or CSV), the verified innovations, one region, and an embeddable SVG
 * badge. Anonymous callers are limited per client address; a key (header `X-API-Key`, screen
 * api-access) raises the limit and must name the endpoint in its scope; an unknown or revoked
 * key is a 401, never a silent fall back to anonymous. The counts live in the limits store (Redis
 * with REDIS_URL), so every API node counts alike. Answers carry an ETag (304 to a matching
 * If-None-Match) and a public Cache-Control; they are cached until what they show changes
 * (services/openData.ts).
 */

type Ctx = Context<AppEnv>;
const TAGS = ['Data terbuka'];

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The key of a request, once checked (no key: anonymous). */
const callers = new WeakMap<Request, KeyCaller>();

/**
 * A key in `X-API-Key` must be known, not revoked, and cover the endpoint (401, 403); the call
 * is counted on it (last use, calls of the day).
 */
const keyCheck = (scope: OpenDataScope) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const secret = c.req.header(API_KEY_HEADER)?.trim();
    if (secret) {
      const caller = await useKey(c.var.db, secret, c.var.deps.clock.now());
      if (!caller) throw fail(401, MESSAGES.apiKeyInvalid);
      if (!caller.scope.includes(scope))
        throw forbidden(message('apiKeyOutOfScope', { layanan: scope }));
      callers.set(c.req.raw, caller);
    }
    await next();
  });

/** The calls per window: a key's own count, or the client address's (429 with Retry-After). */
const openRate = (limits: OpenDataLimits, store?: LimitStore) =>
  rateLimiter<AppEnv>({
    store: store?.rateStore('open'),
    windowMs: limits.windowMs,
    limit: (c) => (callers.has(c.req.raw) ? limits.key : limits.anonymous),
    standardHeaders: 'draft-6',
    keyGenerator: (c) => {
      const caller = callers.get(c.req.raw);
      return caller ? `key|${caller.id}` : `anon|${clientAddress(c)}`;
    },
    handler: (c) => {
      const key = callers.has(c.req.raw);
      const text = message('openDataTooMany', {
        n: key ? limits.key : limits.anonymous,
        menit: Math.max(1, Math.round(limits.windowMs / 60_000)),
      });
      return c.json({ status: 0, message: text }, 429);
    },
  });

/** A cached answer's bytes, its ETag and its compressed forms, made once on demand. */
interface Sent {
  body: string;
  type: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

const made = (body: string, type: string): Sent => ({ body, type, etag: etagOf(body) });

/** 304 to a matching If-None-Match, else the bytes (brotli or gzip when taken and worth it). */
async function send(c: Ctx, sent: Sent, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = {
    etag: sent.etag,
    'cache-control': PUBLIC_CACHE_CONTROL,
    vary: `Accept-Encoding, ${API_KEY_HEADER}`,
    'access-control-allow-origin': '*',
    ...extra,
  };
  if (matches(c.req.header('if-none-match'), sent.etag)) return c.body(null, 304, headers);
  headers['content-type'] = sent.type;
  const accepted = acceptedEncodings(c.req.header('accept-encoding'));
  if (sent.body.length >= 1024 && (accepted.has('br') || accepted.has('gzip'))) {
    const useBr = accepted.has('br');
    if (useBr)
      sent.br ??= await brotli(sent.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    else sent.gzip ??= await gz(sent.body);
    headers['content-encoding'] = useBr ? 'br' : 'gzip';
    return c.body(new Uint8Array((useBr ? sent.br : sent.gzip)!), 200, headers);
  }
  return c.body(sent.body, 200, headers);
}

const JSON_TYPE = 'application/json; charset=UTF-8';
const CSV_TYPE = 'text/csv; charset=UTF-8';

/**
 * A text cell a spreadsheet would run as a formula (= + - @, tab, CR first) gets a leading `'`
 * (OWASP "CSV injection"): innovation names are typed by the regions.
 */
const safeCell = (v: unknown) =>
  typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : (v ?? '');

const csvOf = (header: readonly string[], rows: unknown[][]) =>
  writeToString([header, ...rows.map((r) => r.map(safeCell))], {
    rowDelimiter: '\r\n',
    includeEndRowDelimiter: true,
  });

const Format = z
  .enum(['json', 'csv'])
  .default('json')
  .optional()
  .openapi({ description: 'json (bawaan) atau csv' });

const tahunParam = YearQuery.shape.tahun.openapi({
  type: 'string',
  pattern: '^\\d{4}$',
  example: '2025',
  description: 'Periode yang sudah diumumkan; tanpa nilai: periode terakhir yang diumumkan',
});

const KeyHeader = z.object({
  'x-api-key': z
    .string()
    .optional()
    .openapi({ description: 'Kunci API (layar api-access); tanpa kunci: batas anonim' }),
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

const INDEX_COLUMNS = [
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

const INNOVATION_COLUMNS = [
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

const routes = (limits: OpenDataLimits, middleware: (s: OpenDataScope) => MiddlewareHandler[]) => ({
  indeks: apiRoute({
    method: 'get',
    path: '/open/v1/indeks',
    tags: TAGS,
    summary: 'Indeks inovasi setiap daerah pada periode yang sudah diumumkan (JSON atau CSV)',
    description: `Sama dengan peringkat di konsol (ranking-index) untuk periode itu. ${describeLimits(limits)}`,
    access: 'public',
    middleware: middleware('indeks'),
    request: { query: z.object({ tahun: tahunParam, format: Format }), headers: KeyHeader },
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
    middleware: middleware('inovasi'),
    request: {
      query: z.object({
        tahun: tahunParam.openapi({ description: 'Tahun inovasi; tanpa nilai: semua tahun' }),
        profil_id: optionalInt(1, 2_147_483_647),
        page: optionalInt(0, 100_000),
        per_page: optionalInt(1, 1000),
        format: Format,
      }),
      headers: KeyHeader,
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
    middleware: middleware('pemda'),
    request: { params: z.object({ kode: Kode }), headers: KeyHeader },
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
    middleware: middleware('lencana'),
    request: {
      params: z.object({
        berkas: z
          .string()
          .regex(/^\d{2}(\.\d{2}){0,3}\.svg$/)
          .openapi({ example: '32.73.svg' }),
      }),
      query: z.object({ tahun: tahunParam }),
      headers: KeyHeader,
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

/** The open data routes, one rate count shared by the four of them. */
export function openDataRoutes(limits: OpenDataLimits, store?: LimitStore) {
  const rate = openRate(limits, store);
  const r = routes(limits, (scope) => [keyCheck(scope), rate]);
  return createRouter()
    .openapi(r.indeks, async (c) => {
      const { tahun: asked, format = 'json' } = c.req.valid('query');
      const db = c.var.db;
      const tahun = await publishedYear(db, asked);
      const stamp = await indexAnswerStamp(db, tahun);
      const sent = await cachedOpen(db, `indeks ${tahun} ${format}`, stamp, async () => {
        const rows = await indexRows(db, tahun);
        if (format === 'csv')
          return made(
            await csvOf(
              INDEX_COLUMNS,
              rows.map((row) => INDEX_COLUMNS.map((k) => row[k])),
            ),
            CSV_TYPE,
          );
        const body = { status: 1 as const, tahun, data: rows, total: rows.length };
        return made(JSON.stringify(body), JSON_TYPE);
      });
      return send(
        c,
        sent,
        format === 'csv'
          ? { 'content-disposition': `attachment; filename="indeks-inovasi-${tahun}.csv"` }
          : {},
      );
    })
    .openapi(r.inovasi, async (c) => {
      const { tahun, profil_id, page = 0, per_page = 100, format = 'json' } = c.req.valid('query');
      const db = c.var.db;
      const csv = format === 'csv';
      const key = `inovasi ${tahun ?? ''} ${profil_id ?? ''} ${csv ? 'csv' : `${page} ${per_page}`}`;
      const sent = await cachedOpen(db, key, await innovationStamp(db), async () => {
        const q = { tahun, profilId: profil_id, page, perPage: csv ? null : per_page };
        const { data, total } = await innovationRows(db, q);
        if (csv)
          return made(
            await csvOf(
              INNOVATION_COLUMNS,
              data.map((row) =>
                INNOVATION_COLUMNS.map((k) => (k === 'urusan' ? row.urusan.join('; ') : row[k])),
              ),
            ),
            CSV_TYPE,
          );
        return made(JSON.stringify({ status: 1 as const, data, total }), JSON_TYPE);
      });
      return send(
        c,
        sent,
        csv ? { 'content-disposition': 'attachment; filename="inovasi-terverifikasi.csv"' } : {},
      );
    })
    .openapi(r.pemda, async (c) => {
      const { kode } = c.req.valid('param');
      const db = c.var.db;
      const stamp = `${await indexAnswerStamp(db, null)}#${await innovationStamp(db)}`;
      const sent = await cachedOpen(db, `pemda ${kode}`, stamp, async () => {
        const region = await regionByCode(db, kode);
        if (!region) return null;
        const data = { ...region, halaman: `/landing/pemda/${region.profil.id}` };
        return made(JSON.stringify({ status: 1 as const, data }), JSON_TYPE);
      });
      if (!sent) throw fail(404, MESSAGES.notFound);
      return send(c, sent);
    })
    .openapi(r.lencana, async (c) => {
      const kode = c.req.valid('param').berkas.replace(/\.svg$/, '');
      const { tahun } = c.req.valid('query');
      const db = c.var.db;
      const stamp = await indexAnswerStamp(db, null);
      const sent = await cachedOpen(db, `lencana ${kode} ${tahun ?? ''}`, stamp, async () => {
        const f = await badgeFigures(db, kode, tahun);
        if (!f) return null;
        return made(badgeSvg(f), 'image/svg+xml; charset=UTF-8');
      });
      const headers = {
        'x-content-type-options': 'nosniff',
        // Shown inside other sites' pages: an image, never a document with its own powers.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'cross-origin-resource-policy': 'cross-origin',
      };
      if (!sent) {
        const unknown = badgeSvg({
          nama: kode,
          tahun: null,
          indeks: null,
          predikat: null,
          tingkat: null,
        }).replace('belum diumumkan', 'daerah tidak dikenal');
        return c.body(unknown, 404, {
          ...headers,
          'content-type': 'image/svg+xml; charset=UTF-8',
          'cache-control': 'no-cache',
        });
      }
      return send(c, sent, headers);
    });
}
