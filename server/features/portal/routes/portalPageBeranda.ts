import type { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { announcementPage, bannerList, newsPage, sectionList } from '../services/portal';
import { PORTAL_HOME, SITE_NAME, tanggal } from '../services/portalHtml';
import { summary, type PortalPageKit } from './portalPageShared';

/**
 * Public portal, HTML without login: the public home (PORTAL_HOME): banners, about us, the latest
 * announcements and news.
 */
export function berandaPage(app: Hono, { db, page }: PortalPageKit): void {
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
}
