import { UploadError } from '../providers/upload';

/** Why a call failed, in the server's words when it gave them. */
export function failureReason(e: unknown, fallback: string): string {
  if (e instanceof UploadError) return e.reason ?? fallback;
  const err = e as {
    body?: { errors?: Record<string, string>; message?: string };
    message?: string;
  };
  return Object.values(err.body?.errors ?? {})[0] ?? err.body?.message ?? fallback;
}
