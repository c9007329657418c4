import { Admin, CustomRoutes, defaultTheme, useBasename } from 'react-admin';
import { Navigate, Route } from 'react-router';
import { RESOURCES } from '../resources';
import { resourceElement } from './admin/resourceViews';
import { LoadingText } from './admin/LoadingText';
import { AppLayout } from './layout/AppLayout';
import { LayoutSettingsProvider, useLayoutSettings } from './layout/customizer/layoutSettings';
import { ACTIVITY_PAGE } from './pages/activity';
import { ASPEKLOG_PAGE } from './pages/aspeklog';
import { OUTBOX_PAGE } from './pages/outbox';
import { PASSWORD_PAGE } from './pages/password';
import { RAWLOG_PAGE } from './pages/rawlog';
import {
  ActivityPage,
  AspekLogPage,
  ChangePasswordPage,
  OutboxPage,
  RawLogPage,
} from './pages/lazyPages';
import { SUMMARY_PAGE } from './pages/summary';
import { SummaryPage } from './pages/summary/SummaryPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { appStore } from './store';

/** `/dashboard` itself opens the main dashboard. */
function GoToSummary() {
  const basename = useBasename();
  return <Navigate to={`${basename}/${SUMMARY_PAGE.path}`} replace />;
}

const AdminLoading = () => <LoadingText />;

/**
 * The signed-in portal under /dashboard: one `<Resource>` per registered resource (routed by its
 * slug) plus the hand-written pages. Without a token every route goes to /login.
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
  return (
    <Admin
      basename="/dashboard"
      disableTelemetry
      requireAuth
      loginPage={false}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={appStore}
      layout={AppLayout}
      theme={{ ...defaultTheme, direction }}
      dashboard={GoToSummary}
      loading={AdminLoading}
    >
      {RESOURCES.map(resourceElement)}
      <CustomRoutes>
        <Route path={SUMMARY_PAGE.path} element={<SummaryPage />} />
        <Route path={ACTIVITY_PAGE.path} element={<ActivityPage />} />
        <Route path={RAWLOG_PAGE.path} element={<RawLogPage />} />
        <Route path={ASPEKLOG_PAGE.path} element={<AspekLogPage />} />
        <Route path={OUTBOX_PAGE.path} element={<OutboxPage />} />
        <Route path={PASSWORD_PAGE.path} element={<ChangePasswordPage />} />
      </CustomRoutes>
    </Admin>
  );
}
