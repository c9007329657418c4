import { Outlet } from 'react-router';
import { publicText as t } from '../../public/publicText';
import '../../public/public.css';

/**
 * The public portal's pages (issue 26), made by the server (server/features/portal/routes/portalPages.ts): plain
 * links, so the browser asks the server for them instead of the app's router. `/` stays this
 * login (spec 2); the public home with the banners is /beranda, first here (docs/decisions.md).
 */
const PORTAL_LINKS = [
  ['/beranda', 'portal.beranda'],
  ['/panduan', 'portal.panduan'],
  ['/pengumuman', 'portal.pengumuman'],
  ['/laporan', 'portal.laporan'],
  ['/dokumen', 'portal.dokumen'],
  ['/berita', 'portal.berita'],
  ['/galeri', 'portal.galeri'],
  ['/pemenang', 'portal.pemenang'],
  ['/urusan', 'portal.urusan'],
  ['/tentang', 'portal.tentang'],
] as const;

/**
 * Frame of the public screens: the portal's name and the ministry it belongs to, and below the
 * card the links to the public pages. Plain HTML with public.css (no MUI, no react-admin), so
 * these pages are usable after a small download.
 */
export function PublicShell() {
  return (
    <main className="pub-main">
      <div className="pub-card">
        <h1 className="pub-title">{t('app.title')}</h1>
        <p className="pub-muted pub-ministry">{t('app.ministry')}</p>
        <Outlet />
      </div>
      <nav className="pub-portal" aria-label={t('portal.title')}>
        <ul>
          {PORTAL_LINKS.map(([href, key]) => (
            <li key={href}>
              <a href={href}>{t(key)}</a>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
