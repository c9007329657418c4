import { HttpError } from 'react-admin';
import { getToken } from './session';

/** Same origin by default; `VITE_API_URL` points the app at another API host. */
export const API_URL: string = import.meta.env.VITE_API_URL ?? '/api';

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
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new HttpError('ra.notification.http_error', 0, null);
  }
  const body = (await response.json().catch(() => null)) as ApiBody<T> | null;
  if (!response.ok || !body || body.status !== 1) {
    const message = body?.message ?? 'ra.notification.http_error';
    throw new HttpError(message, response.status, body);
  }
  return body;
}
