import { html, raw } from 'hono/html';
import type { DocGroup } from '../services/apiDocsSubset';

/**
 * The first screen of /api/docs (issue 37 item 8): the groups of the API, server-rendered without
 * any script, so it paints at once; each group opens Swagger UI on that group alone
 * (`/api/docs?tag=...`). The generic resource groups (`crud: ...`) come last, together. Its own
 * small page rather than the public portal's frame: ops sits below every feature
 * (tests/build/featureOrder.ts), so it names the portal's pages and icon by address only.
 */

/** The site's icon (server/features/portal/routes/portalPageFavicon.ts serves both files). */
export const ICON_LINKS =
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" /><link rel="icon" href="/favicon.ico" sizes="16x16 32x32" />';

const CSS =
  `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f6f7f9}
a{color:#0b4ea2}a:focus-visible,summary:focus-visible{outline:3px solid #f9a825;outline-offset:2px}
header{background:#0d47a1;color:#fff}header a{color:#fff;text-decoration:none;padding:6px 2px;display:inline-block}
.wrap{max-width:1040px;margin:0 auto;padding:10px 16px}header .wrap{display:flex;flex-wrap:wrap;gap:4px 16px}.brand{font-weight:700;margin-right:auto}
h1{font-size:1.6rem;margin:.5rem 0 1rem}h2{font-size:1.25rem;margin:1.5rem 0 .5rem}.meta{color:#50565e;font-size:.9rem}
details{background:#fff;border:1px solid #dde1e6;border-radius:8px;margin:0 0 8px;padding:10px 14px}summary{cursor:pointer;font-weight:600}
a.tombol{display:inline-block;padding:8px 14px;border-radius:6px;background:#0d47a1;color:#fff;text-decoration:none}
li{overflow-wrap:anywhere}`.replace(/\n/g, '');

const groupHref = (tag: string) => `/api/docs?tag=${encodeURIComponent(tag)}`;

const group = (g: DocGroup) =>
  html`<details>
    <summary>${g.tag} <span class="meta">(${g.operations.length} operasi)</span></summary>
    ${g.description ? html`<p>${g.description}</p>` : ''}
    <p><a class="tombol" href="${groupHref(g.tag)}">Buka referensi ${g.tag}</a></p>
    <ul>
      ${g.operations.map(
        (o) =>
          html`<li>
            <code>${o.method} /api${o.path}</code>${o.summary ? html` · ${o.summary}` : ''}
          </li>`,
      )}
    </ul>
  </details>`;

export function apiDocsIndex(groups: DocGroup[], unknownTag?: string) {
  const crud = groups.filter((g) => g.tag.startsWith('crud: '));
  const own = groups.filter((g) => !g.tag.startsWith('crud: '));
  const count = groups.reduce((n, g) => n + g.operations.length, 0);
  return html`<!doctype html>
    <html lang="id">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Referensi API · Portal Indeks Inovasi Daerah</title>
        <meta
          name="description"
          content="Referensi API Portal Indeks Inovasi Daerah: ${groups.length} kelompok, dokumen OpenAPI 3.1."
        />
        ${raw(ICON_LINKS)}
        <style>
          ${raw(CSS)}
        </style>
      </head>
      <body>
        <header>
          <div class="wrap">
            <a class="brand" href="/beranda">Portal Indeks Inovasi Daerah</a>
            <a href="/data">Data Terbuka</a>
            <a href="/login">Masuk</a>
          </div>
        </header>
        <main class="wrap">
          <h1>Referensi API</h1>
          ${unknownTag ? html`<p role="alert">Kelompok "${unknownTag}" tidak ada.</p>` : ''}
          <p>
            ${count} operasi dalam ${groups.length} kelompok. Buka satu kelompok untuk melihat
            rincian dan skema jawabannya. Dokumen utuh:
            <a href="/api/openapi.json" download="openapi.json">openapi.json</a> (OpenAPI 3.1). Data
            terbuka tanpa masuk: lihat <a href="/data">Data Terbuka</a>.
          </p>
          <h2>Layanan portal</h2>
          ${own.map(group)}
          <h2>Sumber daya generik (crud)</h2>
          <p>Setiap sumber daya dengan daftar, baca, tambah, ubah dan hapus yang sama bentuknya.</p>
          ${crud.map(group)}
        </main>
      </body>
    </html>`;
}
