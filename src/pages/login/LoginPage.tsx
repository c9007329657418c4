import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Button,
  IconButton,
  InputAdornment,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router';
import { HOME_PATH, SIGNED_OUT_PATH } from '../../providers/paths';
import { getToken } from '../../providers/session';
import { loginErrorText } from './loginError';
import { PlainField } from './PlainField';

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
  const translate = useTranslate();
  if (props.expired) return <Alert severity="warning">{translate('login.session_expired')}</Alert>;
  if (props.denied)
    return (
      <Alert severity="warning">
        {translate('login.forbidden')}
        {getToken() ? (
          <>
            {' '}
            <MuiLink component={Link} to={HOME_PATH}>
              {translate('login.back_to_dashboard')}
            </MuiLink>
          </>
        ) : null}
      </Alert>
    );
  if (props.returning)
    return <Alert severity="info">{translate('ra.auth.auth_check_error')}</Alert>;
  if (props.signedOut) return <Alert severity="info">{translate('login.signed_out')}</Alert>;
  return null;
}

export function LoginPage() {
  const translate = useTranslate();
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
    <Stack component="form" onSubmit={submit} noValidate spacing={2}>
      <Typography component="h2" variant="h6">
        {translate('login.heading')}
      </Typography>
      <LoginNotice
        expired={expired}
        denied={denied}
        returning={returnTo !== null}
        signedOut={location.pathname === SIGNED_OUT_PATH}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('login.intro')}
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <PlainField
        label={translate('login.username')}
        name="username"
        autoComplete="username"
        autoFocus
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <PlainField
        label={translate('login.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={translate(showPassword ? 'login.hide_password' : 'login.show_password')}
              onClick={() => setShowPassword((v) => !v)}
              edge="end"
            >
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
      <Button type="submit" variant="contained" size="large" disabled={submitting}>
        {translate(submitting ? 'login.submitting' : 'login.submit')}
      </Button>
      <MuiLink component={Link} to="/forgot" variant="body2">
        {translate('login.forgot')}
      </MuiLink>
    </Stack>
  );
}
