import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { publicAccountApi } from '../../providers/accountApi';
import { LOGIN_PATH } from '../../providers/paths';
import { Notice } from '../../public/Notice';
import { publicText as translate } from '../../public/publicText';
import { TextInput } from '../../public/TextInput';
import { loginErrorText } from './loginError';

/**
 * Spec 2, /forgot: asks for a username or email and shows the API's neutral answer, which is
 * the same whether or not such an account exists.
 */
export function ForgotPage() {
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
    <form className="pub-stack" onSubmit={submit} noValidate>
      <h2 className="pub-heading">{translate('forgot.heading')}</h2>
      {answer ? (
        <Notice severity="success">{answer}</Notice>
      ) : (
        <>
          <p className="pub-muted">{translate('forgot.intro')}</p>
          {error ? <Notice severity="error">{error}</Notice> : null}
          <TextInput
            label={translate('forgot.login')}
            name="login"
            autoComplete="username"
            autoFocus
            value={login}
            onChange={(e) => setLogin(e.target.value)}
          />
          <button type="submit" className="pub-button" disabled={sending}>
            {translate(sending ? 'forgot.submitting' : 'forgot.submit')}
          </button>
        </>
      )}
      <Link className="pub-link" to={LOGIN_PATH}>
        {translate('forgot.back')}
      </Link>
    </form>
  );
}
