import { PASSWORD_MIN } from '../../../domain/accounts';

/**
 * Client-side checks of a new password and its repetition: i18n keys by field, empty when fine.
 * @example newPasswordErrors('pendek', 'pendek') // { password: 'password.min' }
 */
export function newPasswordErrors(password: string, confirm: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (password.length < PASSWORD_MIN) errors.password = 'password.min';
  else if (password !== confirm) errors.confirm = 'password.mismatch';
  return errors;
}

/** The `{errors: {field: message}}` of a 422 answer, if that is what `error` carries. */
export function apiFieldErrors(error: unknown): Record<string, string> | null {
  const body = (error as { body?: { errors?: Record<string, string> } } | null)?.body;
  return body?.errors ?? null;
}
