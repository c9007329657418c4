import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { HOME_PATH, SIGNED_OUT_PATH } from '../../providers/paths';
import { getToken, hasLiveSession } from '../../providers/session';
import { Icon } from '../../public/icons';
import { Notice } from '../../public/Notice';
import { publicText as translate } from '../../public/publicText';
import { TextInput } from '../../public/TextInput';
import { loginErrorText } from './loginError';

/** Set by react-admin when it sends an expired session here: where to go back after sign-in. */
interface ReturnState {
  nextPathname?: string;
  nextSearch?: string;
}

/**
 * Why the user is here: an expired session, a refused action (403; the session stays, so the
 * way back to the dashboard is offered), a page that needs a login, or a sign-out.
 */
function LoginNotice(props: {
  expired: boolean;
  denied: boolean;
  returning: boolean;
  signedOut: boolean;
}) {
  if (props.expired)
    return <Notice severity="warning">{translate('login.session_expired')}</Notice>;
  if (props.denied)
    return (
      <Notice severity="warning">
        {translate('login.forbidden')}
        {getToken() ? (
          <>
            {' '}
            <Link className="pub-link" to={HOME_PATH}>
              {translate('login.back_to_dashboard')}
            </Link>
          </>
        ) : null}
      </Notice>
    );
  if (props.returning)
    return <Notice severity="info">{translate('ra.auth.auth_check_error')}</Notice>;
  if (props.signedOut) return <Notice severity="info">{translate('login.signed_out')}</Notice>;
  return null;
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const back = (location.state ?? {}) as ReturnState;
  const returnTo = back.nextPathname?.startsWith('/dashboard')
    ? `${back.nextPathname}${back.nextSearch ?? ''}`
    : null;
  const query = new URLSearchParams(location.search);
  const expired = query.has('expired');
  const denied = query.has('denied');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Issue 27 B8: a signed-in user who opens the login screen goes to the console. Not when the
  // console sent it here (a refusal, an expired session, a page to return to, a sign-out).
  const sentHere = expired || denied || returnTo !== null || location.pathname === SIGNED_OUT_PATH;
  const [resume] = useState(() => !sentHere && hasLiveSession());
  if (resume) return <Navigate to={HOME_PATH} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) return setError(translate('login.required'));
    setSubmitting(true);
    setError(null);
    try {
      // The auth provider (with the access tables) is console code: loaded when it is needed.
      const { authProvider } = await import('../../providers/authProvider');
      await authProvider.login({ username: username.trim(), password });
      navigate(returnTo ?? HOME_PATH, { replace: true });
    } catch (e) {
      setError(loginErrorText(e, translate));
      setSubmitting(false);
    }
  }

  return (
    <form className="pub-stack" onSubmit={submit} noValidate>
      <h2 className="pub-heading">{translate('login.heading')}</h2>
      <LoginNotice
        expired={expired}
        denied={denied}
        returning={returnTo !== null}
        signedOut={location.pathname === SIGNED_OUT_PATH}
      />
      <p className="pub-muted">{translate('login.intro')}</p>
      {error ? <Notice severity="error">{error}</Notice> : null}
      <TextInput
        label={translate('login.username')}
        name="username"
        autoComplete="username"
        autoFocus
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextInput
        label={translate('login.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        endAdornment={
          <button
            type="button"
            className="pub-icon-button"
            aria-label={translate(showPassword ? 'login.hide_password' : 'login.show_password')}
            onClick={() => setShowPassword((v) => !v)}
          >
            <Icon name={showPassword ? 'visibilityOff' : 'visibility'} />
          </button>
        }
      />
      <button type="submit" className="pub-button" disabled={submitting}>
        {translate(submitting ? 'login.submitting' : 'login.submit')}
      </button>
      <Link className="pub-link" to="/forgot">
        {translate('login.forgot')}
      </Link>
      <Link className="pub-link" to="/register">
        {translate('login.register')}
      </Link>
    </form>
  );
}
