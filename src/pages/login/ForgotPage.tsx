import { Alert, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { publicAccountApi } from '../../providers/accountApi';
import { LOGIN_PATH } from '../../providers/paths';
import { loginErrorText } from './loginError';
import { PlainField } from './PlainField';

/**
 * Spec 2, /forgot: asks for a username or email and shows the API's neutral answer, which is
 * the same whether or not such an account exists.
 */
export function ForgotPage() {
  const translate = useTranslate();
  const [login, setLogin] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!login.trim()) return setError(translate('forgot.required'));
    setSending(true);
    setError(null);
    try {
      setAnswer(await publicAccountApi.forgot(login.trim()));
    } catch (e) {
      setError(
        loginErrorText(e, (key) => translate(key === 'login.failed' ? 'forgot.failed' : key)),
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2}>
      <Typography component="h2" variant="h6">
        {translate('forgot.heading')}
      </Typography>
      {answer ? (
        <Alert severity="success">{answer}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('forgot.intro')}
          </Typography>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <PlainField
            label={translate('forgot.login')}
            name="login"
            autoComplete="username"
            autoFocus
            value={login}
            onChange={(e) => setLogin(e.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={sending}>
            {translate(sending ? 'forgot.submitting' : 'forgot.submit')}
          </Button>
        </>
      )}
      <MuiLink component={Link} to={LOGIN_PATH} variant="body2">
        {translate('forgot.back')}
      </MuiLink>
    </Stack>
  );
}
