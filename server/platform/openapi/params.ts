import { z } from '@hono/zod-openapi';
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/context';
import { fail, MESSAGES } from '../http/http';

const blank = (v: unknown) => (v === '' ? undefined : v);

/**
 * An optional whole number in the query, `min`..`max`; absent or empty is absent, anything else
 * a 400 naming the parameter.
 * @example request: { query: z.object({ page: optionalInt(0, 100_000) }) }
 */
export const optionalInt = (min: number, max: number) =>
  z
    .preprocess(
      blank,
      z
        .string()
        .regex(/^-?\d{1,9}$/)
        .transform(Number)
        .pipe(z.number().int().min(min).max(max))
        .optional(),
    )
    .openapi({ type: 'integer', minimum: min, maximum: max });

/** An optional search text: trimmed, cut to `max` characters (never refused for its length). */
export const searchText = (max = 100) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, max) || undefined)
    .openapi({ type: 'string', description: `Kata kunci (${max} karakter pertama)` });

/**
 * Routes (`'METHOD /path/:name'`) whose one parameter was matched by a digits-only pattern
 * (`{[0-9]+}`) before the route was declared: anything but digits there is still no route at
 * all, the API's 404 `Alamat API tidak dikenal.` for every caller (the declaration alone would
 * answer 401, 403 or 400). Other methods on the same path (`POST /indeks/hitung-ulang` beside
 * `GET /indeks/:profilId`) go on. Call it on the router before its declared routes.
 * @example digitsOnly(createRouter(), 'DELETE /arsip/:id').openapi(deleteRoute, handler)
 */
export function digitsOnly<R extends Hono<AppEnv>>(router: R, ...routes: string[]): R {
  for (const route of routes) {
    const [method, path] = route.split(' ') as [string, string];
    const notDigits = path.replace(/:(\w+)/, ':$1{[^/]*[^0-9/][^/]*}');
    router.use(
      notDigits,
      createMiddleware<AppEnv>(async (c, next) =>
        c.req.method === method
          ? c.json({ status: 0, message: MESSAGES.unknownPath }, 404)
          : next(),
      ),
    );
  }
  return router;
}

/**
 * An optional JSON body (`request.body.required: false`): none at all is `{}`; a body, when
 * there is one, must be JSON with a JSON content type (400 otherwise, never a bare 415).
 */
export const optionalJson = createMiddleware<AppEnv>(async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (text.trim() === '' && !type) return next();
  if (!/^application\/([\w.-]+\+)?json\b/i.test(type)) throw fail(400, MESSAGES.badJson);
  try {
    JSON.parse(text);
  } catch {
    throw fail(400, MESSAGES.badJson);
  }
  await next();
});
