import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { SettingsGate } from './layout/SettingsGate';
import { ForgotPage } from './pages/login/ForgotPage';
import { LoginPage } from './pages/login/LoginPage';
import { PublicShell } from './pages/login/PublicShell';
import { ResetPasswordPage } from './pages/login/ResetPasswordPage';

/**
 * The console (react-admin with every screen, MUI, its i18n and store) is a chunk of its own,
 * loaded when a /dashboard path is opened: the login, forgot and reset pages download none of
 * it (they are plain React with their own small catalog, src/public/).
 */
const AdminApp = lazy(() => import('./AdminApp').then((m) => ({ default: m.AdminApp })));

/** The account request form (few open it): its own chunk, out of the login's first load. */
const RegisterPage = lazy(() =>
  import('./pages/login/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);

/** Issue 9's `/inovasi/{id}/review`: the review screen inside the console. */
function ToReview() {
  const { id } = useParams();
  return <Navigate to={`/dashboard/inovasi-review/${id ?? ''}`} replace />;
}

/** Spec 2 `/tiny`: the staff's rich-text page inside the console (issue 26). */
const ToTiny = () => <Navigate to="/dashboard/tiny" replace />;

/** Issue 8's `/inovasi/{id}` and `/inovasi/{id}/qc`: the innovation form inside the console. */
function ToInnovationForm() {
  const { id } = useParams();
  return <Navigate to={`/dashboard/inovasi-daerah/${id ?? ''}`} replace />;
}

/**
 * Routes of spec 2: the login screen at /, /login and /session/signin (after sign-out), the
 * password-reset request at /forgot and the page its mail links to (/reset-password), the
 * account request at /register (spec 7 POST /register), and the portal under /dashboard. The router comes from
 * outside (BrowserRouter in main.tsx, MemoryRouter in tests).
 */
export function App() {
  return (
    <SettingsGate>
      <Routes>
        <Route
          path="/dashboard/*"
          element={
            <Suspense fallback={null}>
              <AdminApp />
            </Suspense>
          }
        />
        <Route element={<PublicShell />}>
          <Route index element={<LoginPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="session/signin" element={<LoginPage />} />
          <Route path="forgot" element={<ForgotPage />} />
          <Route
            path="register"
            element={
              <Suspense fallback={null}>
                <RegisterPage />
              </Suspense>
            }
          />
          <Route path="reset-password" element={<ResetPasswordPage />} />
        </Route>
        <Route path="/tiny" element={<ToTiny />} />
        <Route path="/inovasi/:id/review" element={<ToReview />} />
        <Route path="/inovasi/:id/qc" element={<ToInnovationForm />} />
        <Route path="/inovasi/:id" element={<ToInnovationForm />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </SettingsGate>
  );
}
