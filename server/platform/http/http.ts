import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_MESSAGES, type ApiMessage } from '../../../i18n/id/api';
import { interpolate } from '../../../i18n/format';

/**
 * Failure envelope of the API: `{status: 0, message, errors?, data?}`. `data` says what the
 * server found when that is the reason (a 409's current state).
 */
export function fail(
  status: ContentfulStatusCode,
  message: string,
  errors?: Record<string, string>,
  data?: Record<string, unknown>,
): HTTPException {
  const body = JSON.stringify({
    status: 0,
    message,
    ...(errors ? { errors } : {}),
    ...(data ? { data } : {}),
  });
  return new HTTPException(status, {
    message,
    res: new Response(body, { status, headers: { 'content-type': 'application/json' } }),
  });
}

/** The API's message catalog (i18n/id/api.ts). */
export const MESSAGES = API_MESSAGES;

/** A catalog message with its `%{name}` placeholders filled in. */
export const message = (key: ApiMessage, args?: Record<string, string | number>): string =>
  interpolate(API_MESSAGES[key], args);

/** 400 for a query or path parameter that is not of its form. */
export const badParam = (name: string) => fail(400, message('badParam', { name }));
