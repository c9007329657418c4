import { writeToString } from '@fast-csv/format';
import { DEFAULT_OPEN_DATA_LIMITS } from '../../../../domain/openData';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { rateLimiter } from 'hono-rate-limiter';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  API_KEY_HEADER,
  type OpenDataLimits,
  type OpenDataScope,
} from '../../../../domain/openData';
import { acceptedEncodings } from '../../../platform/http/acceptEncoding';
import type { LimitStore } from '../../../platform/auth/loginLimits';
import type { AppEnv } from '../../../platform/http/context';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { forbidden } from '../../../platform/openapi/access';
import { createRouter, type RouteMount, mountAt } from '../../../platform/openapi/router';
import { useKey, type KeyCaller } from '../../accounts/services/apiKeys';
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
import { clientAddress } from '../../../platform/http/limitAnswers';
import { etagOf, matches, PUBLIC_CACHE_CONTROL } from '../../portal/services/portalCache';
import { INDEX_COLUMNS, INNOVATION_COLUMNS, openDataDeclarations } from './openDataSchemas';

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

/** The open data routes, one rate count shared by the four of them. */
export function openDataRoutes(limits: OpenDataLimits, store?: LimitStore) {
  const rate = openRate(limits, store);
  const r = openDataDeclarations(limits, (scope) => [keyCheck(scope), rate]);
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

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', (m: RouteMount) =>
  openDataRoutes({ ...DEFAULT_OPEN_DATA_LIMITS, ...m.deps.openDataLimits }, m.limits),
);
