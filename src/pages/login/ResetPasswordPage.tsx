import { Alert, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { publicAccountApi } from '../../providers/accountApi';
import { LOGIN_PATH } from '../../providers/paths';
import { apiFieldErrors, newPasswordErrors } from '../password/passwordRules';
import { loginErrorText } from './loginError';
import { PlainField } from './PlainField';

/**
 * /reset-password?token=...: the page the reset mail links to. Checks length and repetition
 * before sending; the server decides (and answers when the link is used up or expired).
 */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(token ? null : translate('reset.no_token'));
  const [done, setDone] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = newPasswordErrors(password, confirm);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, translate(v)])));
    if (Object.keys(found).length > 0 || !token) return;
    setSaving(true);
    setError(null);
    try {
      setDone(await publicAccountApi.resetPassword(token, password));
    } catch (e) {
      const fieldErrors = apiFieldErrors(e);
      if (fieldErrors?.password) setErrors({ password: fieldErrors.password });
      else setError(loginErrorText(e, translate));
    } finally {
      setSaving(false);
    }
  }

  const back = (key: string, to: string) => (
    <MuiLink component={Link} to={to} variant="body2">
      {translate(key)}
    </MuiLink>
  );

  if (done)
    return (
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          {translate('reset.heading')}
        </Typography>
        <Alert severity="success">{done}</Alert>
        {back('reset.to_login', LOGIN_PATH)}
      </Stack>
    );

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2}>
      <Typography component="h2" variant="h6">
        {translate('reset.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('reset.intro')}
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <PlainField
        type="password"
        name="password"
        label={translate('reset.password')}
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={!!errors.password}
        helperText={errors.password}
      />
      <PlainField
        type="password"
        name="confirm"
        label={translate('reset.confirm')}
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={!!errors.confirm}
        helperText={errors.confirm}
      />
      <Button type="submit" variant="contained" size="large" disabled={saving || !token}>
        {translate(saving ? 'reset.submitting' : 'reset.submit')}
      </Button>
      {error ? back('reset.again', '/forgot') : back('forgot.back', LOGIN_PATH)}
    </Stack>
  );
}
