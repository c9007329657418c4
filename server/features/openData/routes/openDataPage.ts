import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import {
  API_KEY_HEADER,
  DEFAULT_OPEN_DATA_LIMITS,
  OPEN_DATA_SCOPES,
} from '../../../../domain/openData';
import type { AppDeps } from '../../../platform/http/context';
import { CONTENT_SECURITY_POLICY } from '../../../platform/http/csp';
import { indexRows, predicateCounts } from '../services/openData';
import { publishedYears } from '../../portal/services/portal';
import { layout } from '../../portal/services/portalHtml';
import { sendRendered } from '../../portal/services/portalCache';
import { indexTable, searchRows, TABLE_PER_PAGE } from './openDataTable';

/**
 * `/data` (issue 26 item 4, issue 37 item 8), server-rendered like the other public pages (no
 * script, the console's CSP, through the portal's cache with ETag and 304): first, for everyone,
 * the announced index as a table with a search (`?q=`, `?tahun=`, `?halaman=`), the predicate
 * counts and the CSV and JSON downloads (openDataTable.ts); then, for developers, the four
 * endpoints, curl examples with this site's address and a real region code, the limits, how to
 * get a key, and the badge with its embed code.
 */

const HTML_TYPE = 'text/html; charset=UTF-8';

const SCOPE_TEXT: Record<(typeof OPEN_DATA_SCOPES)[number], string> = {
  indeks: 'Indeks setiap daerah pada periode yang sudah diumumkan (JSON atau CSV)',
  inovasi: 'Inovasi daerah yang sudah diverifikasi (JSON berhalaman atau CSV utuh)',
  pemda: 'Satu daerah: profil publik, indeks per periode, inovasi dan penghargaan',
  lencana: 'Lencana SVG indeks dan predikat daerah untuk dipasang di situs Anda',
};

/** A command to copy: wraps inside its box on a phone instead of widening the page. */
const code = (text: string) =>
  html`<pre
    class="card"
    style="white-space:pre-wrap;overflow-wrap:anywhere"
  ><code>${text}</code></pre>`;

/** `?tahun=` when it is an announced period, else the latest; `?halaman=` 1-based. */
function tableQuery(c: Context, years: number[]) {
  const asked = Number(c.req.query('tahun'));
  const tahun = years.includes(asked) ? asked : (years[years.length - 1] ?? 0);
  const search = c.req.query('q')?.trim().slice(0, 100) || undefined;
  const n = Number(c.req.query('halaman'));
  const page = Number.isInteger(n) && n >= 1 && n <= 100_000 ? n - 1 : 0;
  return { tahun, search, page };
}

export function openDataPage(deps: AppDeps): Hono {
  const app = new Hono();
  const limits = { ...DEFAULT_OPEN_DATA_LIMITS, ...deps.openDataLimits };
  const menit = Math.max(1, Math.round(limits.windowMs / 60_000));
  const jendela =
    menit % 60 === 0 ? (menit === 60 ? 'jam' : `${menit / 60} jam`) : `${menit} menit`;

  app.get('/data', (c: Context) =>
    sendRendered(
      c,
      deps.db,
      async () => {
        const origin = (deps.appUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');
        const api = `${origin}/api/open/v1`;
        const years = await publishedYears(deps.db);
        const q = tableQuery(c, years);
        const all = years.length ? await indexRows(deps.db, q.tahun) : [];
        const found = searchRows(all, q.search);
        const table = indexTable({
          years,
          tahun: q.tahun,
          rows: found.slice(q.page * TABLE_PER_PAGE, (q.page + 1) * TABLE_PER_PAGE),
          total: found.length,
          counts: years.length ? await predicateCounts(deps.db, q.tahun, all) : [],
          search: q.search,
          page: q.page,
        });
        const tahun = years.length ? q.tahun : new Date().getFullYear();
        // A real region for the examples: the best of the period shown.
        const top = all[0];
        const kode = top?.kode ?? '32.73';
        const badge = `${api}/lencana/${kode}.svg`;
        const body = html`<h1>Data Terbuka Indeks Inovasi Daerah</h1>
          <p>
            Indeks inovasi setiap daerah dan inovasi yang sudah diverifikasi dapat diambil sebagai
            data, tanpa masuk, untuk penelitian, jurnalisme, dasbor daerah atau aplikasi Anda.
            Isinya sama dengan halaman publik portal ini: hanya periode yang sudah diumumkan
            ${years.length ? html`(saat ini ${years.join(', ')})` : ''} dan inovasi yang sudah
            diverifikasi.
          </p>
          ${table}
          <h2 id="pengembang">Untuk pengembang</h2>
          <p>
            Ambil data yang sama lewat API: tanpa masuk, dalam JSON atau CSV, dengan batas panggilan
            per alamat IP atau per kunci API.
          </p>
          <h3>Layanan</h3>
          <div class="scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">Alamat</th>
                  <th scope="col">Isi</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td style="overflow-wrap:anywhere">
                    <code>GET /api/open/v1/indeks?tahun=&amp;format=json|csv</code>
                  </td>
                  <td>${SCOPE_TEXT.indeks}</td>
                </tr>
                <tr>
                  <td style="overflow-wrap:anywhere">
                    <code
                      >GET
                      /api/open/v1/inovasi?tahun=&amp;profil_id=&amp;page=&amp;per_page=&amp;format=</code
                    >
                  </td>
                  <td>${SCOPE_TEXT.inovasi}</td>
                </tr>
                <tr>
                  <td style="overflow-wrap:anywhere"><code>GET /api/open/v1/pemda/{kode}</code></td>
                  <td>${SCOPE_TEXT.pemda}</td>
                </tr>
                <tr>
                  <td style="overflow-wrap:anywhere">
                    <code>GET /api/open/v1/lencana/{kode}.svg</code>
                  </td>
                  <td>${SCOPE_TEXT.lencana}</td>
                </tr>
              </tbody>
            </table>
          </div>
          <p>
            <code>kode</code> adalah kode daerah Kemendagri (mis. <code>${kode}</code>). Uraian
            lengkap setiap kolom ada di <a href="/api/docs">dokumentasi API (OpenAPI)</a>.
          </p>

          <h3>Contoh dengan curl</h3>
          <p>Indeks periode ${tahun}, JSON:</p>
          ${code(`curl "${api}/indeks?tahun=${tahun}"`)}
          <p>Yang sama sebagai CSV (UTF-8, koma, satu baris per daerah, urutan peringkat):</p>
          ${code(`curl -o indeks-${tahun}.csv "${api}/indeks?tahun=${tahun}&format=csv"`)}
          <p>Inovasi terverifikasi tahun ${tahun}, 50 per halaman (halaman mulai dari 0):</p>
          ${code(`curl "${api}/inovasi?tahun=${tahun}&per_page=50&page=0"`)}
          <p>Satu daerah:</p>
          ${code(`curl "${api}/pemda/${kode}"`)}
          <p>Dengan kunci API:</p>
          ${code(`curl -H "${API_KEY_HEADER}: iid_kunci_anda" "${api}/indeks?format=csv"`)}
          <p>
            Setiap jawaban membawa <code>ETag</code>. Kirim kembali nilainya dalam
            <code>If-None-Match</code>: bila data belum berubah, jawabannya
            <code>304 Not Modified</code> tanpa isi, sehingga hemat waktu dan kuota data.
          </p>
          ${code(`curl -i "${api}/indeks?tahun=${tahun}"\ncurl -i -H 'If-None-Match: "etag-dari-jawaban-tadi"' "${api}/indeks?tahun=${tahun}"`)}

          <h3>Batas panggilan dan kunci API</h3>
          <ul>
            <li>
              Tanpa kunci: ${limits.anonymous} panggilan per ${jendela} untuk setiap alamat IP.
            </li>
            <li>Dengan kunci: ${limits.key} panggilan per ${jendela} untuk setiap kunci.</li>
            <li>
              Melewati batas dijawab <code>429 Too Many Requests</code> dengan header
              <code>Retry-After</code> (detik sampai boleh mencoba lagi). Header
              <code>RateLimit-Remaining</code> menunjukkan sisa panggilan.
            </li>
          </ul>
          <p>
            Kunci API dibuat oleh admin portal dan oleh pemerintah daerah untuk daerahnya: masuk ke
            konsol, menu <strong>Konfigurasi › Akses API</strong>, beri nama dan pilih layanan yang
            boleh dipanggilnya. Kunci hanya ditampilkan sekali saat dibuat: simpan di tempat aman.
            Kirim kunci dalam header <code>${API_KEY_HEADER}</code>, jangan di alamat. Kunci yang
            bocor dapat diganti (kunci lama langsung tidak berlaku) atau dicabut.
          </p>
          <ul>
            <li><code>401</code>: kunci tidak dikenal atau sudah dicabut.</li>
            <li><code>403</code>: kunci tidak mencakup layanan yang dipanggil.</li>
            <li><code>404</code>: periode belum diumumkan, atau kode daerah tidak dikenal.</li>
          </ul>

          <h3>Lencana untuk situs daerah</h3>
          <p>
            Pasang indeks dan predikat terbaru daerah Anda di situs pemerintah daerah. Lencana
            diperbarui sendiri setiap kali indeks periode baru diumumkan.
          </p>
          <p>
            <img
              src="/api/open/v1/lencana/${kode}.svg"
              alt="Lencana indeks inovasi daerah ${top?.nama_daerah ?? kode}"
              height="20"
            />
          </p>
          ${code(`<a href="${origin}/landing/pemda/${top?.profil_id ?? ''}">\n  <img src="${badge}" alt="Indeks Inovasi Daerah" height="20">\n</a>`)}`;
        const doc = await layout(
          {
            title: 'Data Terbuka',
            description:
              'Tabel indeks inovasi setiap daerah dengan pencarian dan jumlah per predikat, unduhan CSV dan JSON, serta API data terbuka: contoh curl, batas panggilan, kunci API dan lencana SVG.',
            path: c.req.path + (new URL(c.req.url).search || ''),
            origin,
          },
          body,
        );
        return { status: 200, type: HTML_TYPE, body: doc.toString() };
      },
      { 'content-security-policy': CONTENT_SECURITY_POLICY },
    ),
  );

  return app;
}
