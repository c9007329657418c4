import { isNoResponse, NO_RESPONSE_MESSAGE } from '../providers/httpClient';
import { i18nProvider } from '../providers/i18nProvider';
import { UploadError } from '../providers/uploadError';

/**
 * Why a call failed, in the server's words when it gave them; a call that got no answer at all
 * says so with spec 7's NO_RESPONSE sentence (app.no_response) rather than the caller's fallback.
 */
export function failureReason(e: unknown, fallback: string): string {
  if (e instanceof UploadError) return e.reason ?? fallback;
  if (isNoResponse(e)) return i18nProvider.translate(NO_RESPONSE_MESSAGE);
  const err = e as {
    body?: { errors?: Record<string, string>; message?: string };
    message?: string;
  };
  return Object.values(err.body?.errors ?? {})[0] ?? err.body?.message ?? fallback;
}
