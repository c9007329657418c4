import { z } from '@hono/zod-openapi';

/** Every refusal: `{status: 0, message, errors?}` (errors: field -> Indonesian message). */
export const Failure = z
  .object({
    status: z.literal(0),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  })
  .openapi('Failure');

/**
 * The `default` answer of every operation: the refusals any route can give before or beside its
 * own, which no declaration lists one by one (app.ts, controlChars.ts, the body limits).
 */
export const DEFAULT_FAILURE = {
  description:
    'Gagal karena sebab umum: alamat API tidak dikenal (404), karakter kontrol di alamat, parameter atau isian (400), badan permintaan melebihi batas (413), galat server (500), basis data atau penyimpanan tidak terjangkau (503, dengan header `Retry-After`).',
  content: { 'application/json': { schema: Failure } },
};

/** `{status: 1, data}`. */
export const ok = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(1), data });

/** `{status: 1, data: [...], total}`: one page of a list and the count of every match. */
export const okPage = <T extends z.ZodType>(row: T) =>
  z.object({ status: z.literal(1), data: z.array(row), total: z.number().int() });

/** `{status: 1}`: done, nothing to return. */
export const Done = z.object({ status: z.literal(1) });

/** A JSON answer of a route declaration. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A JSON request body (the route's `request.body`); non-JSON is a 400, a bad value a 422. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** A file answer (downloads): the body is bytes of one of `types`. */
export const fileAnswer = (description: string, ...types: string[]) => ({
  description,
  content: Object.fromEntries(
    types.map((t) => [t, { schema: z.string().openapi({ format: 'binary' }) }]),
  ),
});

/** A path id: a positive integer (400 otherwise). */
export const Id = z.coerce
  .number()
  .int()
  .positive()
  .max(2_147_483_647)
  .openapi({ type: 'integer', example: 213 });

/** `?page=&per_page=`: zero-based page, page size up to `max`. */
export const pageQuery = (max = 100, dflt = 20) => ({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0).optional(),
  per_page: z.coerce.number().int().min(0).max(max).default(dflt).optional(),
});
