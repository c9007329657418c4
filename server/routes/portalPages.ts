import { Hono, type Context } from 'hono';
import { html, raw } from 'hono/html';
import type { AppDeps } from '../context';
import { CONTENT_SECURITY_POLICY } from '../csp';
import type { Db } from '../db/client';
import {
  albumList,
  announcementBySlug,
  announcementPage,
  announcementSlugs,
  bannerList,
  contentPage,
  newsItem,
  newsPage,
  regionLanding,
  regionList,
  sectionList,
  urusanList,
  urusanYears,
  winnerList,
  type ContentList,
} from '../services/portal';
import {
  angka,
  fileLink,
  layout,
  pager,
  PORTAL_HOME,
  PORTAL_MENU,
  SITE_NAME,
  searchForm,
  tanggal,
  trendChart,
  xmlText,
  type Html,
} from '../services/portalHtml';
import { sendRendered } from './portalCache';

/**
 * The public portal's pages (issue 26), HTML made on the server, readable without JavaScript and
 * without a login: /beranda (the public home: banners, about us, the latest announcements and
 * news), /panduan, /pengumuman[/{slug}], /laporan, /dokumen, /berita[/{id}], /galeri, /pemenang,
 * /urusan, /tentang (site sections about-us, profil, faq), /landing/pemda/{profil_id},
 * /sitemap.xml and /robots.txt. Mounted by createApp
 * before the single-page app, whose fallback would otherwise send these paths to /login.
 * Lists take `?q=` (search) and `?halaman=` (1-based page).
 */

const PER_PAGE = 10;
const HTML_TYPE = 'text/html; charset=UTF-8';

interface ListQuery {
  page: number;
  search: string | undefined;
}

function listQuery(c: Context): ListQuery {
  const search = c.req.query('q')?.trim().slice(0, 100) || undefined;
  const n = Number(c.req.query('halaman'));
  const page = Number.isInteger(n) && n >= 1 && n <= 100_000 ? n - 1 : 0;
  return { page, search };
}

const origin = (c: Context, deps: AppDeps) =>
  (deps.appUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');

const pathWithQuery = (c: Context) => {
  const q = new URL(c.req.url).searchParams.toString();
  return q ? `${c.req.path}?${q}` : c.req.path;
};

const CONTENT_PAGES: Record<string, { list: ContentList; title: string; description: string }> = {
  '/panduan': {
    list: 'panduan',
    title: 'Panduan',
    description: 'Panduan dan petunjuk teknis pengisian Indeks Inovasi Daerah.',
  },
  '/laporan': {
    list: 'laporan-tahunan',
    title: 'Laporan Tahunan',
    description: 'Laporan tahunan Indeks Inovasi Daerah untuk diunduh.',
  },
  '/dokumen': {
    list: 'dokumen',
    title: 'Dokumen',
    description: 'Dokumen unduhan: peraturan, formulir dan bahan pendukung inovasi daerah.',
  },
};

const empty = (search: string | undefined) =>
  html`<p>${search ? `Tidak ada hasil untuk "${search}".` : 'Belum ada yang diterbitkan.'}</p>`;

const found = (total: number, search: string | undefined) =>
  search ? html`<p class="meta">${total} hasil untuk "${search}".</p>` : '';

export function portalPages(deps: AppDeps): Hono {
  const app = new Hono();
  const db: Db = deps.db;

  /** A whole HTML page through the cache, with the console's CSP. */
  const page = (
    c: Context,
    build: () => Promise<{
      status?: 200 | 404;
      title: string;
      description: string;
      body: Html;
      image?: string | null;
    }>,
  ) =>
    sendRendered(
      c,
      db,
      async () => {
        const p = await build();
        const doc = await layout(
          {
            title: p.title,
            description: p.description,
            path: pathWithQuery(c),
            origin: origin(c, deps),
            image: p.image,
          },
          p.body,
        );
        return { status: p.status ?? 200, type: HTML_TYPE, body: doc.toString() };
      },
      { 'content-security-policy': CONTENT_SECURITY_POLICY },
    );

  const notFoundPage = (what: string) => ({
    status: 404 as const,
    title: 'Tidak ditemukan',
    description: `${what} tidak ditemukan atau belum diterbitkan.`,
    body: html`<h1>Tidak ditemukan</h1>
      <p>${what} tidak ditemukan atau belum diterbitkan.</p>
      <p><a href="/">Kembali ke beranda</a></p>`,
  });

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

  app.get(PORTAL_HOME, (c) =>
    page(c, async () => {
      const [banners, about, ann, berita] = await Promise.all([
        bannerList(db),
        sectionList(db, 'about-us'),
        announcementPage(db, { page: 0, perPage: 3 }),
        newsPage(db, { page: 0, perPage: 3 }),
      ]);
      const intro = about[0];
      return {
        title: 'Beranda',
        description:
          (intro && summary(intro.content)) ||
          'Indeks Inovasi Daerah: panduan, pengumuman, laporan, dokumen dan profil inovasi setiap daerah.',
        image: banners.find((b) => b.image_url)?.image_url,
        body: html`<h1>${SITE_NAME}</h1>
          ${
            banners.length
              ? html`<ul class="banners" aria-label="Sorotan">
                  ${banners.map((b) => {
                    const inner = html`${b.image_url ? html`<img src="${b.image_url}" alt="" width="1200" height="400" />` : ''}<span
                        class="cap"
                        >${b.judul}</span
                      >`;
                    return html`<li>
                      ${b.url ? html`<a href="${b.url}">${inner}</a>` : html`<span class="box">${inner}</span>`}
                    </li>`;
                  })}
                </ul>`
              : ''
          }
          ${
            intro
              ? html`<section class="card" aria-labelledby="tentang-singkat">
                  <h2 id="tentang-singkat">${intro.judul}</h2>
                  <div class="rich">${raw(intro.content)}</div>
                  <p><a href="/tentang">Selengkapnya tentang kami</a></p>
                </section>`
              : ''
          }
          <div class="cols">
            <section aria-labelledby="pengumuman-terbaru">
              <h2 id="pengumuman-terbaru">Pengumuman terbaru</h2>
              ${
                ann.data.length
                  ? html`<ul class="list">
                      ${ann.data.map(
                        (a) =>
                          html`<li class="card">
                            <a href="/pengumuman/${encodeURIComponent(a.slug)}">${a.judul}</a>
                            <p class="meta">${tanggal(a.created_at)}</p>
                          </li>`,
                      )}
                    </ul>`
                  : html`<p>Belum ada yang diterbitkan.</p>`
              }
              <p><a href="/pengumuman">Semua pengumuman</a></p>
            </section>
            <section aria-labelledby="berita-terbaru">
              <h2 id="berita-terbaru">Berita terbaru</h2>
              ${
                berita.data.length
                  ? html`<ul class="list">
                      ${berita.data.map(
                        (n) =>
                          html`<li class="card">
                            <a href="/berita/${n.id}">${n.title}</a>
                            <p class="meta">${tanggal(n.published_at)}</p>
                          </li>`,
                      )}
                    </ul>`
                  : html`<p>Belum ada yang diterbitkan.</p>`
              }
              <p><a href="/berita">Semua berita</a></p>
            </section>
          </div>
          <p>Pemerintah daerah dan tim penilai: <a href="/login">masuk ke portal</a>.</p>`,
      };
    }),
  );

  app.get('/tentang', (c) =>
    page(c, async () => {
      const all = await sectionList(db);
      const of = (s: string) => all.filter((r) => r.section === s);
      const block = (rows: typeof all) =>
        rows.map(
          (r) =>
            html`<article class="card" id="${r.slug}">
              <h3>${r.judul}</h3>
              <div class="rich">${raw(r.content)}</div>
            </article>`,
        );
      const faq = of('faq');
      const about = of('about-us');
      return {
        title: 'Tentang Kami',
        description:
          (about[0] && summary(about[0].content)) ||
          'Tentang Portal Indeks Inovasi Daerah, penyelenggaranya, dan tanya jawab.',
        body: html`<h1>Tentang Kami</h1>
          <nav aria-label="Bagian halaman">
            <ul class="years">
              <li><a href="#tentang-kami">Tentang kami</a></li>
              <li><a href="#profil">Profil</a></li>
              <li><a href="#tanya-jawab">Tanya jawab</a></li>
            </ul>
          </nav>
          <section aria-labelledby="tentang-kami">
            <h2 id="tentang-kami">Tentang kami</h2>
            ${about.length ? block(about) : html`<p>Belum ada yang diterbitkan.</p>`}
          </section>
          <section aria-labelledby="profil">
            <h2 id="profil">Profil</h2>
            ${of('profil').length ? block(of('profil')) : html`<p>Belum ada yang diterbitkan.</p>`}
          </section>
          <section aria-labelledby="tanya-jawab">
            <h2 id="tanya-jawab">Tanya jawab</h2>
            ${
              faq.length
                ? faq.map(
                    (r) =>
                      html`<details id="${r.slug}">
                        <summary>${r.judul}</summary>
                        <div class="rich">${raw(r.content)}</div>
                      </details>`,
                  )
                : html`<p>Belum ada yang diterbitkan.</p>`
            }
          </section>`,
      };
    }),
  );

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

  app.get('/robots.txt', (c) =>
    sendRendered(c, db, async () => ({
      status: 200,
      type: 'text/plain; charset=UTF-8',
      body: `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard/\nSitemap: ${origin(c, deps)}/sitemap.xml\n`,
    })),
  );

  app.get('/sitemap.xml', (c) =>
    sendRendered(c, db, async () => {
      const base = origin(c, deps);
      const [regions, slugs] = await Promise.all([regionList(db), announcementSlugs(db)]);
      const urls = [
        { loc: PORTAL_HOME, lastmod: null as Date | null },
        ...PORTAL_MENU.map((m) => ({ loc: m.path, lastmod: null as Date | null })),
        ...slugs.map((s) => ({
          loc: `/pengumuman/${encodeURIComponent(s.slug)}`,
          lastmod: s.updated_at,
        })),
        ...regions.map((r) => ({ loc: `/landing/pemda/${r.id}`, lastmod: r.updated_at })),
      ];
      const body =
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        urls
          .map(
            (u) =>
              `<url><loc>${xmlText(base + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
          )
          .join('\n') +
        '\n</urlset>\n';
      return { status: 200, type: 'application/xml; charset=UTF-8', body };
    }),
  );

  return app;
}

/** The first words of sanitised rich text, as a page description. */
function summary(richHtml: string): string {
  const text = richHtml
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, '')}…` : text;
}
