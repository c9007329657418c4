import { html } from 'hono/html';
import { angka, pager } from '../../portal/services/portalHtml';
import type { IndexRow } from '../services/openData';

/**
 * The people's part of /data (issue 37 item 8): the announced index of a period as a table with
 * a search, how many regions hold each predicate, and the CSV and JSON files of the same period
 * to download, above the developer section. Server-rendered without script like every public
 * page: the search and the pages are plain links and a GET form that keep the period.
 */

export const TABLE_PER_PAGE = 25;

export interface IndexTableView {
  /** The announced periods, oldest first; empty: nothing announced yet. */
  years: number[];
  tahun: number;
  /** The rows of this page (the search applied), ranked as the whole period is. */
  rows: IndexRow[];
  /** Rows the search found (every region without one). */
  total: number;
  counts: { predikat: string; jumlah: number }[];
  search: string | undefined;
  page: number;
}

/** The rows of a period a search names (region name or code), by rank. */
export function searchRows(rows: IndexRow[], search: string | undefined): IndexRow[] {
  if (!search) return rows;
  const q = search.toLocaleLowerCase('id');
  return rows.filter(
    (r) => r.nama_daerah.toLocaleLowerCase('id').includes(q) || r.kode.startsWith(search),
  );
}

export function indexTable(v: IndexTableView) {
  if (!v.years.length)
    return html`<h2>Indeks Inovasi Daerah</h2>
      <p>Belum ada periode indeks yang diumumkan.</p>`;
  const file = (format: 'csv' | 'json') => `/api/open/v1/indeks?tahun=${v.tahun}&format=${format}`;
  const keep = { tahun: String(v.tahun) };
  return html`<h2 id="indeks">Indeks Inovasi Daerah ${v.tahun}</h2>
    ${
      v.years.length > 1
        ? html`<ul class="years" aria-label="Periode yang diumumkan">
            ${v.years.map((y) =>
              y === v.tahun
                ? html`<li><strong aria-current="page">${y}</strong></li>`
                : html`<li><a href="/data?tahun=${y}#indeks">${y}</a></li>`,
            )}
          </ul>`
        : ''
    }
    <p>
      <a class="tombol" href="${file('csv')}" download="indeks-inovasi-${v.tahun}.csv">Unduh CSV</a
      ><a class="tombol" href="${file('json')}" download="indeks-inovasi-${v.tahun}.json"
        >Unduh JSON</a
      >
    </p>
    <ul class="hitung" aria-label="Jumlah daerah per predikat, periode ${v.tahun}">
      ${v.counts.map((c) => html`<li><strong>${c.jumlah}</strong> <span>${c.predikat}</span></li>`)}
    </ul>
    <form class="cari" method="get" action="/data#indeks" role="search">
      <input type="hidden" name="tahun" value="${v.tahun}" />
      <label class="skip" for="q">Cari daerah atau kode daerah</label>
      <input
        id="q"
        name="q"
        type="search"
        value="${v.search ?? ''}"
        placeholder="Cari daerah atau kode daerah"
      />
      <button type="submit">Cari</button>
    </form>
    ${v.search ? html`<p class="meta">${v.total} daerah cocok dengan "${v.search}".</p>` : ''}
    ${
      v.rows.length
        ? html`<div class="scroll">
            <table id="tabel-indeks" class="padat">
              <thead>
                <tr>
                  <th scope="col" class="num">Peringkat</th>
                  <th scope="col">Daerah</th>
                  <th scope="col" class="num">Indeks</th>
                  <th scope="col">Predikat</th>
                </tr>
              </thead>
              <tbody>
                ${v.rows.map(
                  (r) =>
                    html`<tr>
                      <td class="num">${r.peringkat ?? '–'}</td>
                      <td>
                        <a href="/landing/pemda/${r.profil_id}">${r.nama_daerah}</a>
                        <span class="meta kode">Kode ${r.kode}</span>
                      </td>
                      <td class="num">${angka(r.indeks)}</td>
                      <td>${r.predikat ?? '–'}</td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
        : html`<p>Tidak ada daerah yang cocok dengan "${v.search}".</p>`
    }
    ${pager('/data', v.page, TABLE_PER_PAGE, v.total, v.search, keep)}`;
}
