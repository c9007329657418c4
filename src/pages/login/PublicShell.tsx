import { Outlet } from 'react-router';
import { publicText as t } from '../../public/publicText';
import '../../public/public.css';

/**
 * Frame of the public screens: the portal's name and the ministry it belongs to. Plain HTML
 * with public.css (no MUI, no react-admin), so these pages are usable after a small download.
 */
export function PublicShell() {
  return (
    <main className="pub-main">
      <div className="pub-card">
        <h1 className="pub-title">{t('app.title')}</h1>
        <p className="pub-muted pub-ministry">{t('app.ministry')}</p>
        <Outlet />
      </div>
    </main>
  );
}
