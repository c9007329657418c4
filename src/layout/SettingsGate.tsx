import { useEffect, useState, type ReactNode } from 'react';
import type { AppSetting } from '../providers/dataProvider';
import { apiFetch } from '../providers/httpClient';
import { publicText as t } from '../public/publicText';
import '../public/public.css';

/** Spec 3: each app setting is stored locally under its own name (iga_status, lomba_status, ...). */
async function loadAppSettings(): Promise<void> {
  try {
    // apiFetch, not the dataProvider: the public pages load without the resource tables.
    const { data } = await apiFetch<AppSetting[]>('/crud/app_settings');
    for (const { name, setting_value } of data) {
      localStorage.setItem(name, setting_value ?? '');
    }
  } catch {
    // Spec 8: a failing app-settings call is ignored silently; the portal works without it.
  }
}

/**
 * Spec 2: "Mohon tunggu..." while the app settings load; the app appears as soon as they have
 * loaded (or failed). The spec's extra second after loading is dropped: see docs/decisions.md.
 * Plain HTML (public.css): it runs before the login page and before the console.
 */
export function SettingsGate({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void loadAppSettings().then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (ready) return <>{children}</>;
  return (
    <div role="status" className="pub-waiting">
      <span className="pub-spinner" aria-hidden="true" />
      <span>{t('app.settings_loading')}</span>
    </div>
  );
}
