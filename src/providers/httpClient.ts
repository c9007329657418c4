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

/** Spec 9: a failed call is tried once more, 1 s later. */
export const RETRY_DELAY_MS = 1_000;

/**
 * Spec 7: "a missing response is an error (text NO_RESPONSE)". The error's body carries the code
 * (`{status: 0, code: 'NO_RESPONSE'}`), its message the i18n key of the sentence a person reads
 * (app.no_response, which names the code so that a support desk can match it).
 */
export const NO_RESPONSE = 'NO_RESPONSE';
export const NO_RESPONSE_MESSAGE = 'app.no_response';

/** Whether a failed call got no answer at all (network down, server unreachable). */
export const isNoResponse = (e: unknown): boolean =>
  e instanceof HttpError && (e.body as { code?: string } | null)?.code === NO_RESPONSE;

/** Reads can be sent twice without harm; a write only when the first never left the device. */
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

const methodOf = (input: RequestInfo | URL, init: RequestInit) =>
  (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();

/** Resolves after `ms`, or rejects at once with the caller's abort. */
function pause(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/**
 * One `fetch`, given up after API_TIMEOUT_MS: a rejection with react-admin's HttpError (status 0,
 * message `app.timeout`, body `{timeout: true}`), so notifications and screens say it plainly.
 * A network failure is the NO_RESPONSE error (status 0); a caller's own abort stays an abort.
 */
async function fetchOnce(input: RequestInfo | URL, init: RequestInit): Promise<Response> {
  const timer = new AbortController();
  const timeout = setTimeout(() => timer.abort(), API_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timer.signal]) : timer.signal;
  try {
    return await fetch(input, { ...init, signal });
  } catch (e) {
    if (timer.signal.aborted && !init.signal?.aborted)
      throw new HttpError(TIMEOUT_MESSAGE, 0, { status: 0, timeout: true });
    if (init.signal?.aborted) throw e;
    throw new HttpError(NO_RESPONSE_MESSAGE, 0, { status: 0, code: NO_RESPONSE });
  } finally {
    clearTimeout(timeout);
  }
}

/**
 * The one HTTP client of the app (apiFetch and the typed `api` both send through it). Spec 9: a
 * failed call is tried once more after RETRY_DELAY_MS. A read (GET, HEAD) is retried after a
 * network failure or a 5xx answer. A write is retried only when the device was offline when it
 * was sent, so the server cannot have received it: a POST that may have arrived is never sent
 * twice. A call given up after 10 s is not retried behind the user's back (the screen offers
 * "Coba lagi"); neither is an answer below 500 (a refusal says the same on a second try).
 */
export async function timedFetch(input: RequestInfo | URL, init: RequestInit = {}) {
  const read = isRead(methodOf(input, init));
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  let response: Response;
  try {
    response = await fetchOnce(input, init);
  } catch (e) {
    if (!isNoResponse(e) || !(read || offline)) throw e;
    await pause(RETRY_DELAY_MS, init.signal);
    return fetchOnce(input, init);
  }
  if (!read || response.status < 500) return response;
  // The first answer's body is dropped unread (not awaited: a stream some fetch mocks never end).
  response.body?.cancel().catch(() => undefined);
  await pause(RETRY_DELAY_MS, init.signal);
  return fetchOnce(input, init);
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
