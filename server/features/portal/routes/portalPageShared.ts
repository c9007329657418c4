import { type Context } from 'hono';
import { html } from 'hono/html';
import type { AppDeps } from '../../../platform/http/context';
import { CONTENT_SECURITY_POLICY } from '../../../platform/http/csp';
import type { ContentList } from '../services/portal';
import { layout, PORTAL_HOME, type Html } from '../services/portalHtml';
import { sendRendered } from '../services/portalCache';

/**
 * What the public portal's pages (portalPage*.ts, mounted by portalPages.ts) share: the list
 * query, the site's origin, the empty and found lines of a list, a rich text's summary, and the
 * kit a page file registers its pages with: the database, a whole page through the cache with
 * the console's CSP, and the not-found page.
 */

export const PER_PAGE = 10;
const HTML_TYPE = 'text/html; charset=UTF-8';

interface ListQuery {
  page: number;
  search: string | undefined;
}

export function listQuery(c: Context): ListQuery {
  const search = c.req.query('q')?.trim().slice(0, 100) || undefined;
  const n = Number(c.req.query('halaman'));
  const page = Number.isInteger(n) && n >= 1 && n <= 100_000 ? n - 1 : 0;
  return { page, search };
}

export const origin = (c: Context, deps: AppDeps) =>
  (deps.appUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');

const pathWithQuery = (c: Context) => {
  const q = new URL(c.req.url).searchParams.toString();
  return q ? `${c.req.path}?${q}` : c.req.path;
};

export const CONTENT_PAGES: Record<
  string,
  /** `item`: what one entry is called, in its not-found page. */
  { list: ContentList; title: string; item: string; description: string }
> = {
  '/panduan': {
    list: 'panduan',
    title: 'Panduan',
    item: 'Panduan',
    description: 'Panduan dan petunjuk teknis pengisian Indeks Inovasi Daerah.',
  },
  '/laporan': {
    list: 'laporan-tahunan',
    title: 'Laporan Tahunan',
    item: 'Laporan',
    description: 'Laporan tahunan Indeks Inovasi Daerah untuk diunduh.',
  },
  '/dokumen': {
    list: 'dokumen',
    title: 'Dokumen',
    item: 'Dokumen',
    description: 'Dokumen unduhan: peraturan, formulir dan bahan pendukung inovasi daerah.',
  },
};

export const empty = (search: string | undefined) =>
  html`<p>${search ? `Tidak ada hasil untuk "${search}".` : 'Belum ada yang diterbitkan.'}</p>`;

export const found = (total: number, search: string | undefined) =>
  search ? html`<p class="meta">${total} hasil untuk "${search}".</p>` : '';

/** A page's content: the layout puts it in the site's frame. */
export interface PageContent {
  status?: 200 | 404;
  title: string;
  description: string;
  body: Html;
  image?: string | null;
}

export type PortalPageKit = ReturnType<typeof portalPageKit>;

/** The database, the page renderer and the not-found page of the portal's pages. */
export function portalPageKit(deps: AppDeps) {
  const db: AppDeps['db'] = deps.db;

  /** A whole HTML page through the cache, with the console's CSP. */
  const page = (c: Context, build: () => Promise<PageContent>) =>
    sendRendered(
      c,
      db,
      async () => {
        const p = await build();
        const doc = await layout(
          {
            title: p.title,
            description: p.description,
            path: pathWithQuery(c),
            origin: origin(c, deps),
            image: p.image,
          },
          p.body,
        );
        return { status: p.status ?? 200, type: HTML_TYPE, body: doc.toString() };
      },
      { 'content-security-policy': CONTENT_SECURITY_POLICY },
    );

  const notFoundPage = (what: string) => ({
    status: 404 as const,
    title: 'Tidak ditemukan',
    description: `${what} tidak ditemukan atau belum diterbitkan.`,
    body: html`<h1>Tidak ditemukan</h1>
      <p>${what} tidak ditemukan atau belum diterbitkan.</p>
      <p><a href="${PORTAL_HOME}">Kembali ke beranda</a></p>`,
  });

  return { deps, db, page, notFoundPage };
}

/** The first words of sanitised rich text, as a page description. */
export function summary(richHtml: string): string {
  const text = richHtml
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
}
