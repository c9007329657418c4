import type { Hono } from 'hono';
import { html } from 'hono/html';
import { winnerList } from '../services/portal';
import { type PortalPageKit } from './portalPageShared';

/** Public portal, HTML without login: /pemenang: the award winners per year and category. */
export function pemenangPage(app: Hono, { db, page }: PortalPageKit): void {
  app.get('/pemenang', (c) =>
    page(c, async () => {
      const rows = await winnerList(db);
      const years = [...new Set(rows.map((r) => r.tahun))];
      return {
        title: 'Pemenang',
        description: 'Daerah pemenang penghargaan inovasi daerah per tahun dan kategori.',
        body: html`<h1>Pemenang</h1>
          ${
            years.length
              ? years.map((y) => {
                  const ofYear = rows.filter((r) => r.tahun === y);
                  const cats = [...new Set(ofYear.map((r) => r.kategori))];
                  return html`<section aria-labelledby="tahun-${y}">
                    <h2 id="tahun-${y}">Tahun ${y}</h2>
                    ${cats.map(
                      (k) =>
                        html`<div class="card">
                          <h3>${k}</h3>
                          <ol class="list">
                            ${ofYear
                              .filter((r) => r.kategori === k)
                              .map(
                                (r) =>
                                  html`<li>
                                    ${r.urutan > 0 ? html`<span class="badge">Peringkat ${r.urutan}</span> ` : ''}<a
                                      href="/landing/pemda/${r.profil_id}"
                                      >${r.nama_daerah}</a
                                    >
                                  </li>`,
                              )}
                          </ol>
                        </div>`,
                    )}
                  </section>`;
                })
              : html`<p>Belum ada pemenang yang dicatat.</p>`
          }`,
      };
    }),
  );
}
