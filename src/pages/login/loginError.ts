import type { HttpError } from 'react-admin';

/**
 * The text shown for a failed sign-in: the API's own (Indonesian) message when it sent one,
 * otherwise an i18n key for the case (429 too many attempts, no response, anything else).
 */
export function loginErrorText(error: unknown, translate: (key: string) => string): string {
  const { status, body } = (error ?? {}) as Partial<HttpError> & { body?: { message?: string } };
  const message = body?.message;
  if (message) return message;
  if (status === 429) return translate('login.too_many');
  if (!status) return translate('login.network');
  return translate('login.failed');
}
