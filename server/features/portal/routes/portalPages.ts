import { Hono } from 'hono';
import type { AppDeps } from '../../../platform/http/context';
import { berandaPage } from './portalPageBeranda';
import { beritaPages } from './portalPageBerita';
import { contentPages } from './portalPageContent';
import { faviconRoutes } from './portalPageFavicon';
import { galeriPage } from './portalPageGaleri';
import { landingPage } from './portalPageLanding';
import { pemenangPage } from './portalPagePemenang';
import { pengumumanPages } from './portalPagePengumuman';
import { portalPageKit } from './portalPageShared';
import { sitemapPages } from './portalPageSitemap';
import { tentangPage } from './portalPageTentang';
import { urusanPage } from './portalPageUrusan';

/**
 * The public portal's pages (issue 26), HTML made on the server, readable without JavaScript and
 * without a login: /beranda (the public home: banners, about us, the latest announcements and
 * news), /panduan, /pengumuman[/{slug}], /laporan, /dokumen, /berita[/{id}], /galeri, /pemenang,
 * /urusan, /tentang (site sections about-us, profil, faq), /landing/pemda/{profil_id},
 * /sitemap.xml, /robots.txt and the icon (/favicon.ico, /favicon.svg). Mounted by createApp
 * before the single-page app, whose fallback would otherwise send these paths to /login.
 * Lists take `?q=` (search) and `?halaman=` (1-based page).
 */
export function portalPages(deps: AppDeps): Hono {
  const app = new Hono();
  const kit = portalPageKit(deps);
  // One file a page (issue 36); the order is the order the paths were always registered in.
  for (const register of [
    contentPages,
    pengumumanPages,
    beritaPages,
    galeriPage,
    pemenangPage,
    landingPage,
    berandaPage,
    tentangPage,
    urusanPage,
    sitemapPages,
    faviconRoutes,
  ])
    register(app, kit);
  return app;
}
