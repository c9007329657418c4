import { createMiddleware } from 'hono/factory';

/**
 * What the write thread (server/writeWorker.ts) hands the app beside the request: the text of
 * a body it already holds as bytes. Set as the request's read text before anything reads the
 * body, so the routes' `c.req.text()` and `c.req.json()` take it instead of reading a web
 * stream over the same bytes again (docs/performance.md, "Deadline surge, tenth round").
 */
export interface HandedBody {
  bodyText?: string;
}

/** Only where the request still carries its bytes too: every other read sees the same body. */
export const handedBody = createMiddleware(async (c, next) => {
  const text = (c.env as HandedBody | undefined)?.bodyText;
  // Hono keeps the promise of each read (its type says the value; its reads await it).
  if (text !== undefined) (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(text);
  await next();
});

/**
 * Whether a body of this type is read as text by the app (JSON, the API's own, or a body that
 * declares none: the crud writes read any body as JSON). Forms and file bytes are not.
 */
export const readAsText = (contentType: string | null): boolean =>
  !contentType || /^\s*application\/json\b/i.test(contentType);

/**
 * The body's text as `Request.text()` would read it: UTF-8, a leading byte order mark dropped,
 * malformed bytes replaced.
 */
export const bodyText = (bytes: ArrayBuffer): string => new TextDecoder().decode(bytes);
