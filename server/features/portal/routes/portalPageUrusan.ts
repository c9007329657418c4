import type { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { urusanList, urusanYears } from '../services/portal';
import { type PortalPageKit } from './portalPageShared';

/**
 * Public portal, HTML without login: /urusan: verified innovations per government affair,
 * optionally of one year.
 */
export function urusanPage(app: Hono, { db, page }: PortalPageKit): void {
  app.get('/urusan', (c) =>
    page(c, async () => {
      const years = await urusanYears(db);
      const asked = Number(c.req.query('tahun'));
      const tahun = years.includes(asked) ? asked : undefined;
      const rows = await urusanList(db, tahun);
      const total = rows.reduce((n, r) => n + r.jumlah, 0);
      const groups = [...new Set(rows.map((r) => r.kelompok ?? 'Lainnya'))];
      const period = tahun ? `tahun ${tahun}` : 'semua tahun';
      return {
        title: 'Urusan Pemerintahan',
        description: `Urusan pemerintahan daerah dan jumlah inovasi terverifikasi di setiap urusan, ${period}.`,
        body: html`<h1>Urusan Pemerintahan</h1>
          <p>
            Jumlah inovasi daerah yang sudah terverifikasi pada setiap urusan pemerintahan,
            ${period}. Satu inovasi dapat mendukung lebih dari satu urusan.
          </p>
          <nav aria-label="Tahun">
            <ul class="years">
              <li>
                <a href="/urusan" ${tahun ? '' : raw('aria-current="page"')}>Semua tahun</a>
              </li>
              ${years.map(
                (y) =>
                  html`<li>
                    <a href="/urusan?tahun=${y}" ${tahun === y ? raw('aria-current="page"') : ''}
                      >${y}</a
                    >
                  </li>`,
              )}
            </ul>
          </nav>
          ${
            rows.length
              ? groups.map(
                  (g, i) =>
                    html`<div class="scroll">
                      <table>
                        <caption>
                          <h2 id="kelompok-${i}">${g}</h2>
                        </caption>
                        <thead>
                          <tr>
                            <th scope="col">Urusan</th>
                            <th scope="col" class="num">Inovasi terverifikasi</th>
                          </tr>
                        </thead>
                        <tbody>
                          ${rows
                            .filter((r) => (r.kelompok ?? 'Lainnya') === g)
                            .map(
                              (r) =>
                                html`<tr>
                                  <th scope="row">${r.nama}</th>
                                  <td class="num">${r.jumlah}</td>
                                </tr>`,
                            )}
                        </tbody>
                      </table>
                    </div>`,
                )
              : html`<p>Belum ada urusan pemerintahan yang dicatat.</p>`
          }
          <p class="meta">
            Jumlah menurut urusan: ${total} (inovasi dengan beberapa urusan dihitung di setiap
            urusannya).
          </p>`,
      };
    }),
  );
}
