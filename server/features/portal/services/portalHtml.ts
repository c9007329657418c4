import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/**
 * The public portal's HTML (issue 26): one layout with the title, description, canonical address
 * and Open Graph tags of each page, a small inline style sheet (mobile first, readable at 390 px),
 * no script at all, and the pieces the pages share (pager, search form, trend chart as inline
 * SVG). Every value goes through hono/html's escaping; only sanitised rich text is `raw`.
 */

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export const SITE_NAME = 'Portal Indeks Inovasi Daerah';

/**
 * The public home (server/features/portal/routes/portalPages.ts): the site name in the header links to it; `/`
 * stays the console's login (spec 2), whose public frame links here (docs/decisions.md).
 */
export const PORTAL_HOME = '/beranda';

/** The public pages in the menu, in order (the sitemap lists them too). */
export const PORTAL_MENU = [
  { path: '/panduan', label: 'Panduan' },
  { path: '/pengumuman', label: 'Pengumuman' },
  { path: '/laporan', label: 'Laporan' },
  { path: '/dokumen', label: 'Dokumen' },
  { path: '/berita', label: 'Berita' },
  { path: '/galeri', label: 'Galeri' },
  { path: '/pemenang', label: 'Pemenang' },
  { path: '/urusan', label: 'Urusan' },
  { path: '/tentang', label: 'Tentang' },
  { path: '/data', label: 'Data Terbuka' },
] as const;

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f6f7f9}
a{color:#0b4ea2}a:focus-visible,input:focus-visible,button:focus-visible{outline:3px solid #f9a825;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:8px;z-index:9}
header{background:#0d47a1;color:#fff}header .wrap{display:flex;flex-wrap:wrap;gap:4px 16px;align-items:center;padding:10px 16px}
header a{color:#fff;text-decoration:none;padding:6px 2px;display:inline-block}header a[aria-current]{border-bottom:2px solid #fff}
.brand{font-weight:700;margin-right:auto}nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:0 14px}
.wrap{max-width:1040px;margin:0 auto;padding:16px}
main h1{font-size:1.6rem;line-height:1.25;margin:.5rem 0 1rem}h2{font-size:1.25rem;margin:1.5rem 0 .5rem}
.card{background:#fff;border:1px solid #dde1e6;border-radius:8px;padding:14px 16px;margin:0 0 12px}
.card h2,.card h3{margin:0 0 6px;font-size:1.1rem}.meta{color:#50565e;font-size:.9rem}
.list{list-style:none;margin:0;padding:0}
form.cari{display:flex;gap:8px;margin:0 0 16px}form.cari input{flex:1;min-width:0;padding:8px;font:inherit;border:1px solid #8a9099;border-radius:6px}
button,a.tombol{font:inherit;padding:8px 14px;border:0;border-radius:6px;background:#0d47a1;color:#fff;cursor:pointer}a.tombol{display:inline-block;text-decoration:none;margin:0 8px 8px 0}
.pager{display:flex;gap:12px;align-items:center;justify-content:center;margin:16px 0}
table{border-collapse:collapse;width:100%;background:#fff}th,td{text-align:left;padding:8px;border-bottom:1px solid #dde1e6;vertical-align:top}
.scroll{overflow-x:auto}ul.hitung{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 16px;padding:0;list-style:none}ul.hitung li{background:#fff;border:1px solid #dde1e6;border-radius:8px;padding:6px 12px}ul.hitung strong{font-size:1.2rem;margin-right:4px}.kode{display:block}@media (max-width:480px){table.padat th,table.padat td{padding:6px 4px}}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:10px}
.grid figure{margin:0}.grid img{width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:6px;display:block}
img.photo{max-width:100%;height:auto;border-radius:8px}figcaption{font-size:.9rem;margin-top:4px}.rich img{max-width:100%;height:auto}
.head{display:flex;gap:16px;align-items:center;flex-wrap:wrap}.head img{width:96px;height:96px;object-fit:contain;background:#fff;border-radius:8px}
iframe{width:100%;height:320px;border:0;border-radius:8px}svg{max-width:100%;height:auto}
.badge{display:inline-block;padding:1px 8px;border-radius:10px;background:#e3ecfa;color:#0b3b7a;font-size:.85rem}
footer{color:#50565e;font-size:.9rem;text-align:center;padding:24px 16px}
.banners{display:flex;flex-wrap:wrap;gap:12px;margin:0 0 20px;padding:0;list-style:none}.banners li{flex:1 1 240px;min-width:0}.banners li:first-child{flex-basis:100%}
.banners a,.banners .box{display:block;height:100%;border-radius:8px;overflow:hidden;background:#fff;border:1px solid #dde1e6;color:#0b3b7a;text-decoration:none}
.banners img{display:block;width:100%;height:auto;aspect-ratio:3;object-fit:cover}.banners .cap{display:block;padding:8px 12px;font-weight:600}.banners a:hover .cap{text-decoration:underline}
.cols{display:grid;grid-template-columns:repeat(auto-fit,minmax(280px,1fr));gap:0 20px}
details{background:#fff;border:1px solid #dde1e6;border-radius:8px;margin:0 0 8px;padding:10px 14px}summary{cursor:pointer;font-weight:600}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}.years{display:flex;flex-wrap:wrap;gap:6px 14px;margin:0 0 14px;padding:0;list-style:none}
`
  .replace(/\n/g, '')
  .trim();

/** The site's icon (routes/portalPageFavicon.ts serves both files), for every page's head. */
export const ICON_LINKS = raw(
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" /><link rel="icon" href="/favicon.ico" sizes="16x16 32x32" />',
);

export interface PageMeta {
  /** The page's own title (the site name follows it in <title>). */
  title: string;
  description: string;
  /** The page's path with its query (the canonical address and og:url). */
  path: string;
  /** The site's public origin (`app_url`, else the request's). */
  origin: string;
  image?: string | null;
}

/** A whole page: head with title, description and Open Graph tags, the menu, the content. */
export function layout(meta: PageMeta, body: Html): Html {
  const url = meta.origin + meta.path;
  const image = meta.image && /^\//.test(meta.image) ? meta.origin + meta.image : null;
  const current = (p: string) =>
    meta.path === p || meta.path.startsWith(`${p}/`) || meta.path.startsWith(`${p}?`);
  return html`<!doctype html>
    <html lang="id">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${meta.title} · ${SITE_NAME}</title>
        <meta name="description" content="${meta.description}" />
        <link rel="canonical" href="${url}" />
        <meta property="og:site_name" content="${SITE_NAME}" />
        <meta property="og:locale" content="id_ID" />
        <meta property="og:type" content="website" />
        <meta property="og:title" content="${meta.title}" />
        <meta property="og:description" content="${meta.description}" />
        <meta property="og:url" content="${url}" />
        ${image ? html`<meta property="og:image" content="${image}" />` : ''}
        <meta name="twitter:card" content="summary" />
        ${ICON_LINKS}
        <style>
          ${raw(CSS)}
        </style>
      </head>
      <body>
        <a class="skip" href="#isi">Lewati ke isi</a>
        <header>
          <div class="wrap">
            <a class="brand" href="${PORTAL_HOME}">${SITE_NAME}</a>
            <nav aria-label="Menu utama">
              <ul>
                ${PORTAL_MENU.map(
                  (m) =>
                    html`<li>
                      <a href="${m.path}" ${current(m.path) ? raw(' aria-current="page"') : ''}
                        >${m.label}</a
                      >
                    </li>`,
                )}
                <li><a href="/login">Masuk</a></li>
              </ul>
            </nav>
          </div>
        </header>
        <main id="isi" class="wrap">${body}</main>
        <footer>${SITE_NAME} · <a href="/sitemap.xml">Peta situs</a></footer>
      </body>
    </html>`;
}

/** The search box of a list (GET, so the address keeps it). */
export const searchForm = (action: string, search: string | undefined, label: string) =>
  html`<form class="cari" method="get" action="${action}" role="search">
    <label class="skip" for="q">${label}</label>
    <input id="q" name="q" type="search" value="${search ?? ''}" placeholder="${label}" />
    <button type="submit">Cari</button>
  </form>`;

/** "Halaman x dari y" with previous/next links keeping the search (and `keep`, e.g. the year). */
export function pager(
  path: string,
  page: number,
  perPage: number,
  total: number,
  search?: string,
  keep: Record<string, string> = {},
) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return '';
  const href = (p: number) => {
    const q = new URLSearchParams(keep);
    if (search) q.set('q', search);
    if (p > 0) q.set('halaman', String(p + 1));
    const s = q.toString();
    return s ? `${path}?${s}` : path;
  };
  return html`<nav class="pager" aria-label="Halaman">
    ${page > 0 ? html`<a href="${href(page - 1)}" rel="prev">‹ Sebelumnya</a>` : ''}
    <span>Halaman ${page + 1} dari ${pages}</span>
    ${page + 1 < pages ? html`<a href="${href(page + 1)}" rel="next">Berikutnya ›</a>` : ''}
  </nav>`;
}

const DATE = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});
/** 26 November 2026 (WIB). */
export const tanggal = (iso: string) => DATE.format(new Date(iso));

const NUMBER = new Intl.NumberFormat('id-ID', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** 65,01 */
export const angka = (n: number) => NUMBER.format(n);

/** A file link that says what it is. */
export const fileLink = (url: string | null, label = 'Unduh berkas') =>
  url ? html`<a href="${url}" rel="noopener">${label}</a>` : '';

/**
 * The index per period as a line chart drawn in SVG on the server (no script): published
 * periods are points on the line with their value; the others a gap marked "belum diumumkan".
 * Scale 0..100. Described for screen readers by its title; the table beside it holds the figures.
 */
export function trendChart(points: { tahun: number; indeks: number | null }[], name: string) {
  const W = 640;
  const H = 240;
  const left = 44;
  const right = 24;
  const top = 20;
  const bottom = 40;
  const n = points.length;
  if (n === 0) return '';
  const x = (i: number) =>
    left + (n === 1 ? (W - left - right) / 2 : (i * (W - left - right)) / (n - 1));
  const y = (v: number) => top + (1 - Math.min(100, Math.max(0, v)) / 100) * (H - top - bottom);
  const r1 = (v: number) => Math.round(v * 10) / 10;
  // Labels at the ends stay inside the picture.
  const anchor = (i: number) =>
    n > 1 && i === 0 ? 'start' : n > 1 && i === n - 1 ? 'end' : 'middle';
  const grid = [0, 25, 50, 75, 100].map(
    (v) =>
      html`<line
          x1="${left}"
          x2="${W - right}"
          y1="${r1(y(v))}"
          y2="${r1(y(v))}"
          stroke="#dde1e6"
        /><text x="${left - 6}" y="${r1(y(v)) + 4}" text-anchor="end" font-size="13" fill="#50565e"
          >${v}</text
        >`,
  );
  // The line runs through consecutive published periods only.
  const segments: string[] = [];
  let current: string[] = [];
  points.forEach((p, i) => {
    if (p.indeks === null) {
      if (current.length) segments.push(current.join(' '));
      current = [];
    } else current.push(`${r1(x(i))},${r1(y(p.indeks))}`);
  });
  if (current.length) segments.push(current.join(' '));
  const titleText = `Tren indeks inovasi ${name}: ${points
    .map((p) => `${p.tahun} ${p.indeks === null ? 'belum diumumkan' : angka(p.indeks)}`)
    .join('; ')}`;
  return html`<svg
    viewBox="0 0 ${W} ${H}"
    width="${W}"
    height="${H}"
    role="img"
    aria-labelledby="tren-judul"
  >
    <title id="tren-judul">${titleText}</title>
    ${grid}
    ${segments.map((s) => html`<polyline points="${s}" fill="none" stroke="#0d47a1" stroke-width="2.5" />`)}
    ${points.map((p, i) =>
      p.indeks === null
        ? html`<text
            x="${r1(x(i))}"
            y="${r1(y(0)) - 8}"
            text-anchor="${anchor(i)}"
            font-size="14"
            fill="#50565e"
            >belum diumumkan</text
          >`
        : html`<circle cx="${r1(x(i))}" cy="${r1(y(p.indeks))}" r="4.5" fill="#0d47a1" /><text
              x="${r1(x(i))}"
              y="${r1(y(p.indeks)) - 10}"
              text-anchor="middle"
              font-size="15"
              fill="#1a1a1a"
              >${angka(p.indeks)}</text
            >`,
    )}
    ${points.map((p, i) => html`<text x="${r1(x(i))}" y="${H - 14}" text-anchor="middle" font-size="15" fill="#1a1a1a">${p.tahun}</text>`)}
  </svg>`;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Text safe inside XML (the sitemap). */
export const xmlText = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
