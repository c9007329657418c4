import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { getUser, saveToken } from '../../providers/session';
import { rememberExpiry } from '../../providers/sessionRenewal';
import {
  apiFieldErrors,
  newPasswordErrors,
  passwordStrengthText,
} from '../../shared/passwordRules';

const EMPTY = { old: '', password: '', confirm: '' };

function ChangePasswordForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const found: Record<string, string> = newPasswordErrors(values.password, values.confirm);
    if (!values.old) found.old_password = translate('password.required');
    for (const key of ['password', 'confirm']) if (found[key]) found[key] = translate(found[key]);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      // Too easy to guess (the account's own names included): the reason under the field.
      const weak = await passwordStrengthText(values.password, { ...getUser() }, translate);
      if (weak) {
        setErrors({ password: weak });
        return;
      }
      // The server ends every other session; this browser continues with the fresh token.
      const fresh = await dataProvider.changePassword(values.old, values.password);
      saveToken(fresh.token);
      rememberExpiry(fresh.expires_in);
      setValues(EMPTY);
      setOutcome('saved');
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      else setOutcome('failed');
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof typeof EMPTY, errorKey: string, autoComplete: string) => (
    <TextField
      type="password"
      name={name}
      label={translate(`password.${name === 'password' ? 'new' : name}`)}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={!!errors[errorKey]}
      helperText={errors[errorKey]}
    />
  );

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate('password.intro')}
      </Typography>
      {outcome === 'saved' ? <Alert severity="success">{translate('password.saved')}</Alert> : null}
      {outcome === 'failed' ? <Alert severity="error">{translate('password.failed')}</Alert> : null}
      {field('old', 'old_password', 'current-password')}
      {field('password', 'password', 'new-password')}
      {field('confirm', 'confirm', 'new-password')}
      <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
        {translate(saving ? 'password.submitting' : 'password.submit')}
      </Button>
    </Stack>
  );
}

/** /dashboard/password: change one's own password (opened from the user menu). */
export function ChangePasswordPage() {
  return (
    <Card sx={{ maxWidth: 480 }}>
      <CardContent>
        <ChangePasswordForm />
      </CardContent>
    </Card>
  );
}
