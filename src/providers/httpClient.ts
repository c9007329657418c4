import { HttpError } from 'react-admin';
import { getToken } from './session';

/** Same origin by default; `VITE_API_URL` points the app at another API host. */
export const API_URL: string = import.meta.env.VITE_API_URL ?? '/api';

/** Spec 9: a call the server has not answered after 10 s is given up. */
export const API_TIMEOUT_MS = 10_000;

/** The i18n key of the timeout's message (a readable Indonesian sentence, app.timeout). */
export const TIMEOUT_MESSAGE = 'app.timeout';

/** Whether a failed call was given up after API_TIMEOUT_MS (the screen offers to retry). */
export const isTimeout = (e: unknown): boolean =>
  e instanceof HttpError && (e.body as { timeout?: boolean } | null)?.timeout === true;

/**
 * `fetch` given up after API_TIMEOUT_MS: a rejection with react-admin's HttpError (status 0,
 * message `app.timeout`, body `{timeout: true}`), so notifications and screens say it plainly.
 * A network failure is react-admin's HTTP error 0; a caller's own abort stays an abort.
 */
export async function timedFetch(input: RequestInfo | URL, init: RequestInit = {}) {
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), API_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timer.signal]) : timer.signal;
  try {
    return await fetch(input, { ...init, signal });
  } catch (e) {
    if (timer.signal.aborted && !init.signal?.aborted)
      throw new HttpError(TIMEOUT_MESSAGE, 0, { status: 0, timeout: true });
    if (init.signal?.aborted) throw e;
    throw new HttpError('ra.notification.http_error', 0, null);
  } finally {
    clearTimeout(timeout);
  }
}

/** The API envelope: `{status: 1, data, total?}` or `{status: 0, message, errors?}`. */
export interface ApiBody<T> {
  status: number;
  data: T;
  total?: number;
  message?: string;
  errors?: Record<string, string>;
}

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

/** `{a: 1, tahun: [2023, 2024]}` -> `a=1&tahun[0]=2023&tahun[1]=2024` (the /crud protocol). */
export function toQueryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v, i) => params.append(`${key}[${i}]`, String(v)));
    else params.append(key, String(value));
  }
  return params.toString();
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** false: never send the stored token (public calls must not fail on a stale one). */
  auth?: boolean;
}

/**
 * One call to the API with the bearer token (when one is stored). Resolves with the envelope when
 * the HTTP status is 2xx and `status` is 1; otherwise rejects with an HttpError whose body is the
 * envelope, so react-admin shows 422 `errors` under the matching inputs.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<ApiBody<T>> {
  const qs = options.query ? toQueryString(options.query) : '';
  const url = new URL(`${API_URL}${path}${qs ? `?${qs}` : ''}`, window.location.origin);
  const headers = new Headers({ Accept: 'application/json' });
  const token = options.auth === false ? null : getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await timedFetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await response.json().catch(() => null)) as ApiBody<T> | null;
  if (!response.ok || !body || body.status !== 1) {
    const message = body?.message ?? 'ra.notification.http_error';
    throw new HttpError(message, response.status, body);
  }
  return body;
}
