import { lazy, Suspense, useState } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { portalTheme } from './theme';
import { Route } from 'react-router';
import { RESOURCES } from '../resources';
import { resourceElement } from './admin/resourceViews';
import { LoadingText } from './admin/LoadingText';
import { AppLayout } from './layout/AppLayout';
import { GoHome, PortalTitle } from './layout/Home';
import { LayoutSettingsProvider, useLayoutSettings } from './layout/customizer/layoutSettings';
import { PageGate } from './pages/PageGate';
import { PAGES } from './pages/registry.generated';
import { summaryPage } from './pages/summary';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { createI18nProvider } from './providers/i18nProvider';
import { createQueryClient } from './providers/queryClient';
import { appStore } from './store';

/** The catalogs plus the texts each page declares beside itself (PageModule.texts). */
const i18nProvider = createI18nProvider(PAGES.flatMap((page) => (page.texts ? [page.texts] : [])));

const AdminLoading = () => <LoadingText />;

/** The portal's own page for an unknown address, loaded when first needed (issue 37). */
const NotFoundPage = lazy(() =>
  import('./layout/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const NotFound = () => (
  <Suspense fallback={<LoadingText />}>
    <NotFoundPage />
  </Suspense>
);

/**
 * The signed-in portal under /dashboard: one `<Resource>` per registered resource (routed by its
 * slug) plus the pages of the page registry, each behind its access guard. Without a token every route goes to /login.
 */
export function AdminApp() {
  return (
    <LayoutSettingsProvider>
      <Portal />
    </LayoutSettingsProvider>
  );
}

function Portal() {
  const [{ direction }] = useLayoutSettings();
  const [queryClient] = useState(createQueryClient);
  return (
    <Admin
      basename="/dashboard"
      disableTelemetry
      requireAuth
      loginPage={false}
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      store={appStore}
      layout={AppLayout}
      theme={{ ...portalTheme, direction }}
      title={<PortalTitle />}
      dashboard={GoHome}
      loading={AdminLoading}
      catchAll={NotFound}
    >
      {RESOURCES.map(resourceElement)}
      <CustomRoutes>
        {PAGES.map((page) => (
          <Route
            key={page.path}
            path={`${page.path}/*`}
            element={
              // Login lands on the main dashboard; a role without it goes on to its own home.
              <PageGate page={page} denied={page === summaryPage ? GoHome : undefined} />
            }
          />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
