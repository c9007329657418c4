import type { Hono } from 'hono';
import { html } from 'hono/html';
import { regionLanding } from '../services/portal';
import { angka, trendChart } from '../services/portalHtml';
import { type PortalPageKit } from './portalPageShared';

/**
 * Public portal, HTML without login: /landing/pemda/{profil_id}: one region's public profile, index
 * trend, innovations and awards.
 */
export function landingPage(app: Hono, { db, page, notFoundPage }: PortalPageKit): void {
  app.get('/landing/pemda/:id{[0-9]{1,9}}', (c) =>
    page(c, async () => {
      const data = await regionLanding(db, Number(c.req.param('id')));
      if (!data) return notFoundPage('Daerah');
      const p = data.profil;
      const latest = [...data.indeks].reverse().find((r) => r.diumumkan);
      const description = latest
        ? `${p.nama}: indeks inovasi daerah ${latest.tahun} ${angka(latest.indeks ?? 0)}${latest.predikat ? ` (${latest.predikat})` : ''}, ${data.inovasi.length} inovasi terverifikasi.`
        : `${p.nama}: profil inovasi daerah, ${data.inovasi.length} inovasi terverifikasi.`;
      return {
        title: p.nama,
        description,
        image: p.logo_url,
        body: html`<div class="head">
            ${p.logo_url ? html`<img src="${p.logo_url}" alt="Logo ${p.nama}" width="96" height="96" />` : ''}
            <div>
              <h1>${p.nama}</h1>
              <p class="meta">${p.nama_daerah} · kode ${p.kode}</p>
              ${p.alamat ? html`<p>${p.alamat}</p>` : ''}
            </div>
          </div>
          <h2>Indeks Inovasi Daerah</h2>
          ${trendChart(
            data.indeks.map((r) => ({
              tahun: r.tahun,
              indeks: r.diumumkan ? (r.indeks ?? 0) : null,
            })),
            p.nama,
          )}
          <div class="scroll">
            <table>
              <caption class="skip">
                Indeks, predikat dan peringkat per periode
              </caption>
              <thead>
                <tr>
                  <th scope="col">Periode</th>
                  <th scope="col">Indeks</th>
                  <th scope="col">Predikat</th>
                  <th scope="col">Peringkat</th>
                </tr>
              </thead>
              <tbody>
                ${[...data.indeks].reverse().map((r) =>
                  r.diumumkan
                    ? html`<tr>
                        <th scope="row">${r.tahun}</th>
                        <td>${angka(r.indeks ?? 0)}</td>
                        <td>${r.predikat ?? '-'}</td>
                        <td>${r.peringkat ? `${r.peringkat} dari ${r.jumlah_daerah}` : '-'}</td>
                      </tr>`
                    : html`<tr>
                        <th scope="row">${r.tahun}</th>
                        <td colspan="3">Belum diumumkan</td>
                      </tr>`,
                )}
              </tbody>
            </table>
          </div>
          <h2>Inovasi terverifikasi (${data.inovasi.length})</h2>
          ${
            data.inovasi.length
              ? html`<div class="scroll">
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">Inovasi</th>
                        <th scope="col">Tahun</th>
                        <th scope="col">Tahapan</th>
                        <th scope="col">Tema</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${data.inovasi.map(
                        (i) =>
                          html`<tr>
                            <td>${i.nama}</td>
                            <td>${i.tahun}</td>
                            <td>${i.tahap}</td>
                            <td>${i.tema ?? '-'}</td>
                          </tr>`,
                      )}
                    </tbody>
                  </table>
                </div>`
              : html`<p>Belum ada inovasi terverifikasi.</p>`
          }
          <h2>Penghargaan</h2>
          ${
            data.penghargaan.length
              ? html`<ul>
                  ${data.penghargaan.map(
                    (a) =>
                      html`<li>
                        ${a.tahun}: ${a.kategori}${a.urutan > 0 ? `, peringkat ${a.urutan}` : ''}
                      </li>`,
                  )}
                </ul>`
              : html`<p>Belum ada penghargaan yang dicatat.</p>`
          }
          ${
            p.map_src
              ? html`<h2>Lokasi</h2>
                  <iframe
                    src="${p.map_src}"
                    title="Peta lokasi ${p.nama}"
                    loading="lazy"
                    referrerpolicy="no-referrer-when-downgrade"
                  ></iframe>`
              : ''
          }`,
      };
    }),
  );
}
