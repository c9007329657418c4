import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { HttpError } from 'react-admin';
import { Link } from 'react-router';
import {
  publicAccountApi,
  type AccountRequestForm,
  type RegisterRegion,
} from '../../providers/accountApi';
import { LOGIN_PATH } from '../../providers/paths';
import { Notice } from '../../public/Notice';
import { publicText as translate } from '../../public/publicText';
import { SelectInput } from '../../public/SelectInput';
import { TextInput } from '../../public/TextInput';
import { loginErrorText } from './loginError';

type Field = keyof AccountRequestForm;
const TEXT_FIELDS = [
  ['nama_lengkap', 'name', 'text'],
  ['email', 'email', 'email'],
  ['telepon', 'tel', 'tel'],
] as const;

/** Each province with its own government first, then its districts and cities. */
function groupRegions(regions: readonly RegisterRegion[]) {
  const provinces = regions.filter((r) => r.tingkat === 1);
  return provinces.map((p) => ({
    province: p,
    children: regions.filter((r) => r.parent_id === p.id),
  }));
}

/**
 * Spec 7 `POST /register` (issue 27): a regional government's operator requests an account.
 * The server checks every field and answers its Indonesian errors, shown under each field; the
 * request then waits for an administrator, who mails the outcome.
 */
export function RegisterPage() {
  const [regions, setRegions] = useState<RegisterRegion[] | null>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    nama_lengkap: '',
    email: '',
    telepon: '',
    m_daerah_id: '',
    jabatan: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    publicAccountApi.registerRegions().then(setRegions, () => {
      setRegions([]);
      setError(translate('register.regions_failed'));
    });
  }, []);
  const groups = useMemo(() => groupRegions(regions ?? []), [regions]);

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((v) => ({ ...v, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      setAnswer(
        await publicAccountApi.register({
          ...values,
          // An unchosen region goes as missing, so the server's "Wajib diisi" answers.
          m_daerah_id: (values.m_daerah_id ? Number(values.m_daerah_id) : undefined) as number,
        }),
      );
    } catch (e) {
      const body = (e as HttpError).body as { errors?: Partial<Record<Field, string>> } | null;
      if ((e as HttpError).status === 422 && body?.errors) {
        setErrors(body.errors);
        setError(translate('register.invalid'));
      } else {
        setError(
          loginErrorText(e, (key) => translate(key === 'login.failed' ? 'register.failed' : key)),
        );
      }
    } finally {
      setSending(false);
    }
  }

  const text = (field: Field, autoComplete: string, type = 'text') => (
    <TextInput
      key={field}
      label={translate(`register.${field}`)}
      name={field}
      type={type}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={set(field)}
      error={!!errors[field]}
      helperText={errors[field]}
    />
  );

  return (
    <form className="pub-stack" onSubmit={submit} noValidate>
      <h2 className="pub-heading">{translate('register.heading')}</h2>
      {answer ? (
        <Notice severity="success">{answer}</Notice>
      ) : (
        <>
          <p className="pub-muted">{translate('register.intro')}</p>
          {error ? <Notice severity="error">{error}</Notice> : null}
          {TEXT_FIELDS.map(([field, autoComplete, type]) => text(field, autoComplete, type))}
          <SelectInput
            label={translate('register.daerah')}
            name="m_daerah_id"
            value={values.m_daerah_id}
            onChange={set('m_daerah_id')}
            error={!!errors.m_daerah_id}
            helperText={errors.m_daerah_id}
          >
            <option value="">{translate('register.daerah_choose')}</option>
            {groups.map(({ province, children }) => (
              <optgroup key={province.id} label={province.nama}>
                <option value={province.id}>
                  {translate('register.provinsi_sendiri').replace('%{nama}', province.nama)}
                </option>
                {children.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.nama}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectInput>
          {text('jabatan', 'organization-title')}
          <button type="submit" className="pub-button" disabled={sending || regions === null}>
            {translate(sending ? 'register.submitting' : 'register.submit')}
          </button>
        </>
      )}
      <Link className="pub-link" to={LOGIN_PATH}>
        {translate('register.back')}
      </Link>
    </form>
  );
}
