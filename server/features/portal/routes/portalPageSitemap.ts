import type { Hono } from 'hono';
import { announcementSlugs, regionList } from '../services/portal';
import { PORTAL_HOME, PORTAL_MENU, xmlText } from '../services/portalHtml';
import { sendRendered } from '../services/portalCache';
import { origin, type PortalPageKit } from './portalPageShared';

/** Public portal, HTML without login: /robots.txt and /sitemap.xml for search engines. */
export function sitemapPages(app: Hono, { db, deps }: PortalPageKit): void {
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
}
