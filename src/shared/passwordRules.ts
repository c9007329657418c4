import { PASSWORD_MIN } from '../../domain/accounts';
import { passwordProblem, passwordProblemText } from '../../domain/passwordStrength';

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

/**
 * Why a new password is too easy to guess for the account `record` describes (its username,
 * names, email), in `translate`'s words; null when it is strong enough. The same rule as the
 * server (domain/passwordStrength.ts); its dictionary loads at the first check, not with the page.
 */
export async function passwordStrengthText(
  password: string,
  record: Record<string, unknown>,
  translate: (key: string, args?: Record<string, string | number>) => string,
): Promise<string | null> {
  const { estimatePassword } = await import('../../domain/passwordEstimator');
  const problem = passwordProblem(estimatePassword, password, record);
  return problem ? passwordProblemText(problem, translate) : null;
}

/** The `{errors: {field: message}}` of a 422 answer, if that is what `error` carries. */
export function apiFieldErrors(error: unknown): Record<string, string> | null {
  const body = (error as { body?: { errors?: Record<string, string> } } | null)?.body;
  return body?.errors ?? null;
}
