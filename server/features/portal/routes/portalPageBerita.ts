import type { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { newsItem, newsPage } from '../services/portal';
import { pager, searchForm, tanggal } from '../services/portalHtml';
import { PER_PAGE, listQuery, empty, found, summary, type PortalPageKit } from './portalPageShared';

/** Public portal, HTML without login: /berita (the list) and /berita/{id} (one item). */
export function beritaPages(app: Hono, { db, page, notFoundPage }: PortalPageKit): void {
  app.get('/berita', (c) =>
    page(c, async () => {
      const q = listQuery(c);
      const { data, total } = await newsPage(db, { ...q, perPage: PER_PAGE });
      return {
        title: 'Berita',
        description: 'Berita terbaru seputar inovasi daerah.',
        body: html`<h1>Berita</h1>
          ${searchForm('/berita', q.search, 'Cari berita')} ${found(total, q.search)}
          ${
            data.length
              ? html`<ul class="list">
                  ${data.map(
                    (n) =>
                      html`<li class="card">
                        <h2><a href="/berita/${n.id}">${n.title}</a></h2>
                        <p class="meta">${tanggal(n.published_at)}</p>
                        ${n.excerpt ? html`<p>${n.excerpt}</p>` : ''}
                      </li>`,
                  )}
                </ul>`
              : empty(q.search)
          }
          ${pager('/berita', q.page, PER_PAGE, total, q.search)}`,
      };
    }),
  );

  app.get('/berita/:id{[0-9]{1,9}}', (c) =>
    page(c, async () => {
      const n = await newsItem(db, Number(c.req.param('id')));
      if (!n) return notFoundPage('Berita');
      return {
        title: n.title,
        description: n.excerpt || summary(n.description) || n.title,
        image: n.photo_url,
        body: html`<p><a href="/berita">‹ Semua berita</a></p>
          <article class="card">
            <h1>${n.title}</h1>
            <p class="meta">${tanggal(n.published_at)}</p>
            ${n.photo_url ? html`<img src="${n.photo_url}" alt="" class="photo" />` : ''}
            <div class="rich">${raw(n.description)}</div>
          </article>`,
      };
    }),
  );
}
