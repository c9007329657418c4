import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { publicAccountApi } from '../../providers/accountApi';
import { LOGIN_PATH } from '../../providers/paths';
import { Notice } from '../../public/Notice';
import { publicText as translate } from '../../public/publicText';
import { TextInput } from '../../public/TextInput';
import {
  apiFieldErrors,
  newPasswordErrors,
  passwordStrengthText,
} from '../../shared/passwordRules';
import { loginErrorText } from './loginError';

/**
 * /reset-password?token=...: the page the reset mail links to. Checks length, repetition and
 * strength before sending; the server decides (and answers when the link is used up or expired,
 * or when the password resembles the account's names).
 */
export function ResetPasswordPage() {
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
      // The account's names are not known here; the server checks them and answers the reason.
      const weak = await passwordStrengthText(password, {}, translate);
      if (weak) {
        setErrors({ password: weak });
        return;
      }
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
    <Link className="pub-link" to={to}>
      {translate(key)}
    </Link>
  );

  if (done)
    return (
      <div className="pub-stack">
        <h2 className="pub-heading">{translate('reset.heading')}</h2>
        <Notice severity="success">{done}</Notice>
        {back('reset.to_login', LOGIN_PATH)}
      </div>
    );

  return (
    <form className="pub-stack" onSubmit={submit} noValidate>
      <h2 className="pub-heading">{translate('reset.heading')}</h2>
      <p className="pub-muted">{translate('reset.intro')}</p>
      {error ? <Notice severity="error">{error}</Notice> : null}
      <TextInput
        type="password"
        name="password"
        label={translate('reset.password')}
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={!!errors.password}
        helperText={errors.password}
      />
      <TextInput
        type="password"
        name="confirm"
        label={translate('reset.confirm')}
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={!!errors.confirm}
        helperText={errors.confirm}
      />
      <button type="submit" className="pub-button" disabled={saving || !token}>
        {translate(saving ? 'reset.submitting' : 'reset.submit')}
      </button>
      {error ? back('reset.again', '/forgot') : back('forgot.back', LOGIN_PATH)}
    </form>
  );
}
