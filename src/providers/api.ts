import { hc, type ClientResponse } from 'hono/client';
import { HttpError } from 'react-admin';
import type { AppType } from '../../server/app';
import { API_URL, timedFetch } from './httpClient';
import { getToken } from './session';

/**
 * `token()` as the bearer token of every call; a network failure is react-admin's HTTP error 0,
 * a call unanswered after 10 s the timeout error (`timedFetch`).
 */
const fetchWith =
  (token: () => string | null): typeof fetch =>
  async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('Accept', 'application/json');
    const bearer = token();
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
    return timedFetch(input, { ...init, headers });
  };

const base = () => new URL(API_URL, window.location.origin).href;

/**
 * The API's hand-written endpoints, typed from the server's route declarations (`AppType`):
 * a path, a parameter or an answer field the server does not declare fails `tsc`. The stored
 * token goes with every call.
 * @example const page = await answer(api.outbox.$get({ query: { page: '0' } }));
 */
export const api = hc<AppType>(base(), { fetch: fetchWith(getToken) });

/** The same calls without the stored token (forgot, reset): a stale one cannot refuse them. */
export const publicApi = hc<AppType>(base(), { fetch: fetchWith(() => null) });

type Success<R> =
  R extends ClientResponse<infer T, infer S, 'json'> ? (S extends 200 | 201 ? T : never) : never;

/**
 * The success answer of a typed call, or an HttpError carrying the refusal's envelope
 * (`{status: 0, message, errors?}`), so react-admin shows 422 `errors` under the inputs.
 */
export async function answer<R extends ClientResponse<unknown, number, 'json'>>(
  call: Promise<R>,
): Promise<Success<R>> {
  const response = await call;
  const body = (await response.json().catch(() => null)) as {
    status?: number;
    message?: string;
  } | null;
  if (!response.ok || !body || body.status !== 1) {
    throw new HttpError(body?.message ?? 'ra.notification.http_error', response.status, body);
  }
  return body as Success<R>;
}

/** A query value as text: a string keeps its literal type (an enum stays checked). */
type QueryText<V> = V extends string ? V : V extends null | undefined ? never : string;

/**
 * Query values as the typed client sends them: strings, with absent, null and empty values left
 * out (as `apiFetch` did).
 * @example api['ranking-index'].$get({ query: queryOf({ tahun: 2026, page: 0 }) })
 */
export function queryOf<T extends { [K in keyof T]: string | number | boolean | null | undefined }>(
  query: T,
): { [K in keyof T]?: QueryText<T[K]> } {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query as Record<string, unknown>))
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  return out as { [K in keyof T]?: QueryText<T[K]> };
}
