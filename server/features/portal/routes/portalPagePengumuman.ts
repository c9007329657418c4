import type { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { announcementBySlug, announcementPage } from '../services/portal';
import { fileLink, pager, searchForm, tanggal } from '../services/portalHtml';
import { PER_PAGE, listQuery, empty, found, summary, type PortalPageKit } from './portalPageShared';

/**
 * Public portal, HTML without login: /pengumuman (the list) and /pengumuman/{slug} (one
 * announcement).
 */
export function pengumumanPages(app: Hono, { db, page, notFoundPage }: PortalPageKit): void {
  app.get('/pengumuman', (c) =>
    page(c, async () => {
      const q = listQuery(c);
      const { data, total } = await announcementPage(db, { ...q, perPage: PER_PAGE });
      return {
        title: 'Pengumuman',
        description: 'Pengumuman resmi seputar penilaian Indeks Inovasi Daerah.',
        body: html`<h1>Pengumuman</h1>
          ${searchForm('/pengumuman', q.search, 'Cari pengumuman')} ${found(total, q.search)}
          ${
            data.length
              ? html`<ul class="list">
                  ${data.map(
                    (a) =>
                      html`<li class="card">
                        <h2><a href="/pengumuman/${encodeURIComponent(a.slug)}">${a.judul}</a></h2>
                        <p class="meta">${tanggal(a.created_at)}</p>
                      </li>`,
                  )}
                </ul>`
              : empty(q.search)
          }
          ${pager('/pengumuman', q.page, PER_PAGE, total, q.search)}`,
      };
    }),
  );

  app.get('/pengumuman/:slug', (c) =>
    page(c, async () => {
      const a = await announcementBySlug(db, c.req.param('slug'));
      if (!a) return notFoundPage('Pengumuman');
      return {
        title: a.judul,
        description: summary(a.content) || `Pengumuman: ${a.judul}`,
        body: html`<p><a href="/pengumuman">‹ Semua pengumuman</a></p>
          <article class="card">
            <h1>${a.judul}</h1>
            <p class="meta">${tanggal(a.created_at)}</p>
            <div class="rich">${raw(a.content)}</div>
            ${a.file ? html`<p>${fileLink(a.file, 'Unduh lampiran')}</p>` : ''}
          </article>`,
      };
    }),
  );
}
