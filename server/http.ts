import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Failure envelope of the API: `{status: 0, message, errors?}`. */
export function fail(
  status: ContentfulStatusCode,
  message: string,
  errors?: Record<string, string>,
): HTTPException {
  const body = JSON.stringify(errors ? { status: 0, message, errors } : { status: 0, message });
  return new HTTPException(status, {
    message,
    res: new Response(body, { status, headers: { 'content-type': 'application/json' } }),
  });
}

export const MESSAGES = {
  unauthenticated: 'Sesi tidak valid atau telah berakhir. Silakan masuk kembali.',
  forbidden: 'Anda tidak memiliki akses untuk tindakan ini.',
  notFound: 'Data tidak ditemukan.',
  unknownResource: 'Sumber data tidak dikenal.',
  invalid: 'Data yang dikirim tidak valid.',
  badQuery: 'Parameter permintaan tidak valid.',
  tooMany: 'Terlalu banyak percobaan. Silakan coba lagi beberapa saat lagi.',
  tooLarge: 'Ukuran data melebihi batas 2 MB.',
  conflict: 'Data bertentangan dengan data lain.',
  server: 'Terjadi kesalahan pada server. Silakan coba beberapa saat lagi.',
} as const;
