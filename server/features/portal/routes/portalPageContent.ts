import type { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { contentPage } from '../services/portal';
import { fileLink, pager, searchForm, tanggal } from '../services/portalHtml';
import {
  PER_PAGE,
  listQuery,
  empty,
  found,
  CONTENT_PAGES,
  type PortalPageKit,
} from './portalPageShared';

/**
 * Public portal, HTML without login: the content lists /panduan, /laporan and /dokumen (one
 * declaration each in CONTENT_PAGES).
 */
export function contentPages(app: Hono, { db, page }: PortalPageKit): void {
  for (const [path, def] of Object.entries(CONTENT_PAGES)) {
    app.get(path, (c) =>
      page(c, async () => {
        const q = listQuery(c);
        const { data, total } = await contentPage(db, def.list, { ...q, perPage: PER_PAGE });
        return {
          title: def.title,
          description: def.description,
          body: html`<h1>${def.title}</h1>
            ${searchForm(path, q.search, `Cari ${def.title.toLowerCase()}`)}
            ${found(total, q.search)}
            ${
              data.length
                ? html`<ul class="list">
                    ${data.map(
                      (r) =>
                        html`<li class="card">
                          <h2>${r.title}</h2>
                          ${r.description ? html`<p>${r.description}</p>` : ''}
                          <p class="meta">
                            Diterbitkan
                            ${tanggal(r.created_at)}${r.file ? raw(' · ') : ''}${fileLink(r.file)}
                          </p>
                        </li>`,
                    )}
                  </ul>`
                : empty(q.search)
            }
            ${pager(path, q.page, PER_PAGE, total, q.search)}`,
        };
      }),
    );
  }
}
