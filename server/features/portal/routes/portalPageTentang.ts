import type { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { sectionList } from '../services/portal';
import { summary, type PortalPageKit } from './portalPageShared';

/** Public portal, HTML without login: /tentang: the site sections about-us, profil and faq. */
export function tentangPage(app: Hono, { db, page }: PortalPageKit): void {
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
}
