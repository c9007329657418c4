import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { acceptedEncodings } from '../../../platform/http/acceptEncoding';
import type { AppDeps } from '../../../platform/http/context';
import { cachedPortal } from './portal';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Browsers and proxies keep a public answer a minute, then ask again with its ETag. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

/** One rendered public answer, its ETag, and its compressed forms made once on demand. */
export interface Rendered {
  status: 200 | 404;
  type: string;
  body: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** A strong ETag of the bytes. */
export const etagOf = (body: string) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether `If-None-Match` names this ETag (a list, `*`, or weak forms). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers a public page from the portal's cache (server/features/portal/services/portal.ts: 30 s, dropped on a
 * content write), rendering it on a miss: 304 to a matching `If-None-Match`, otherwise the bytes
 * (brotli or gzip when taken and worth it), with the ETag and the public Cache-Control.
 */
export async function sendRendered(
  c: Context,
  db: AppDeps['db'],
  render: () => Promise<Omit<Rendered, 'etag'>>,
  extra: Record<string, string> = {},
) {
  const key = `page ${c.req.path}?${new URL(c.req.url).searchParams.toString()}`;
  const entry = await cachedPortal<Rendered>(db, key, async () => {
    const r = await render();
    return { ...r, etag: etagOf(r.body) };
  });
  const headers: Record<string, string> = {
    'cache-control': entry.status === 200 ? PUBLIC_CACHE_CONTROL : 'no-cache',
    etag: entry.etag,
    vary: 'Accept-Encoding',
    ...extra,
  };
  if (entry.status === 200 && matches(c.req.header('if-none-match'), entry.etag))
    return c.body(null, 304, headers);
  headers['content-type'] = entry.type;
  const accepted = acceptedEncodings(c.req.header('accept-encoding'));
  if (entry.body.length >= 1024 && (accepted.has('br') || accepted.has('gzip'))) {
    const useBr = accepted.has('br');
    if (useBr)
      entry.br ??= await brotli(entry.body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
      });
    else entry.gzip ??= await gz(entry.body);
    const bytes = (useBr ? entry.br : entry.gzip)!;
    headers['content-encoding'] = useBr ? 'br' : 'gzip';
    return c.body(new Uint8Array(bytes), entry.status, headers);
  }
  return c.body(entry.body, entry.status, headers);
}
