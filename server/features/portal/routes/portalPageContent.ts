import type { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { contentPage } from '../services/portal';
import { contentItem, fileFacts, fileLabel, type FileFacts } from '../services/portalContent';
import { pager, searchForm, tanggal } from '../services/portalHtml';
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
 * declaration each in CONTENT_PAGES) and each item's detail page (/laporan/{id} and so on).
 * Every item's title leads to its detail page and, when it has a file, a download link saying
 * what the file is sits beside it (issue 37 item 8: the lists used to end in a small
 * "Unduh berkas" a reader missed, and an item without a file led nowhere).
 */

/** "Unduh PDF, 12 KB", or a plain "Unduh berkas" for a file whose facts are unknown. */
const download = (url: string, facts: FileFacts | undefined, button = false) =>
  html`<a href="${url}" ${button ? raw('class="tombol"') : ''} rel="noopener"
    >Unduh ${facts ? fileLabel(facts) : 'berkas'}</a
  >`;

export function contentPages(app: Hono, { db, page, notFoundPage }: PortalPageKit): void {
  for (const [path, def] of Object.entries(CONTENT_PAGES)) {
    app.get(path, (c) =>
      page(c, async () => {
        const q = listQuery(c);
        const { data, total } = await contentPage(db, def.list, { ...q, perPage: PER_PAGE });
        const facts = await fileFacts(
          db,
          data.map((r) => r.file),
        );
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
                          <h2><a href="${path}/${r.id}">${r.title}</a></h2>
                          ${r.description ? html`<p>${r.description}</p>` : ''}
                          <p class="meta">
                            Diterbitkan
                            ${tanggal(r.created_at)}${r.file ? raw(' · ') : ''}${
                              r.file ? download(r.file, facts.get(r.file)) : ''
                            }
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

    app.get(`${path}/:id{[0-9]{1,9}}`, (c) =>
      page(c, async () => {
        const item = await contentItem(db, def.list, Number(c.req.param('id')));
        if (!item) return notFoundPage(def.item);
        return {
          title: item.title,
          description: item.description || def.description,
          body: html`<p class="meta"><a href="${path}">‹ ${def.title}</a></p>
            <h1>${item.title}</h1>
            ${item.description ? html`<p>${item.description}</p>` : ''}
            <p class="meta">Diterbitkan ${tanggal(item.created_at)}</p>
            ${
              item.file
                ? html`<p>
                    ${download(item.file, item.fileFacts ?? undefined, true)}
                    ${item.fileFacts ? html`<span class="meta">${item.fileFacts.name}</span>` : ''}
                  </p>`
                : html`<p>Belum ada berkas untuk diunduh.</p>`
            }`,
        };
      }),
    );
  }
}
