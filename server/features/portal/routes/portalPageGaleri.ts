import type { Hono } from 'hono';
import { html } from 'hono/html';
import { albumList } from '../services/portal';
import { type PortalPageKit } from './portalPageShared';

/** Public portal, HTML without login: /galeri: the published albums with their photos. */
export function galeriPage(app: Hono, { db, page }: PortalPageKit): void {
  app.get('/galeri', (c) =>
    page(c, async () => {
      const list = await albumList(db);
      return {
        title: 'Galeri',
        description: 'Foto kegiatan inovasi daerah.',
        body: html`<h1>Galeri</h1>
          ${
            list.length
              ? list.map(
                  (a) =>
                    html`<section class="card" aria-labelledby="album-${a.id}">
                      <h2 id="album-${a.id}">${a.name}</h2>
                      ${
                        a.foto.length
                          ? html`<div class="grid">
                              ${a.foto.map(
                                (f) =>
                                  html`<figure>
                                    ${
                                      f.photo_url
                                        ? html`<a href="${f.photo_url}"
                                            ><img
                                              src="${f.thumb_url ?? f.photo_url}"
                                              alt="${f.judul}"
                                              width="450"
                                              height="450"
                                              loading="lazy"
                                          /></a>`
                                        : ''
                                    }
                                    <figcaption>${f.judul}</figcaption>
                                  </figure>`,
                              )}
                            </div>`
                          : html`<p>Belum ada foto.</p>`
                      }
                    </section>`,
                )
              : html`<p>Belum ada album.</p>`
          }`,
      };
    }),
  );
}
