import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z, ZodIssueCode, type ZodError, type ZodErrorMap, type ZodSchema } from 'zod';
import { badParam, fail, message, MESSAGES } from './http';

/**
 * Indonesian for every zod issue a schema does not word itself (a schema's own message still
 * wins): an answer never carries zod's English defaults such as "Required".
 */
const indonesianIssues: ZodErrorMap = (issue, ctx) => {
  const field = String(issue.path[issue.path.length - 1] ?? 'data');
  switch (issue.code) {
    case ZodIssueCode.invalid_type:
      return {
        message:
          issue.received === 'undefined' || issue.received === 'null'
            ? message('fieldRequired', { field })
            : message('badParam', { name: field }),
      };
    case ZodIssueCode.too_big:
      return issue.type === 'string'
        ? { message: message('maxChars', { n: Number(issue.maximum) }) }
        : { message: message('badParam', { name: field }) };
    case ZodIssueCode.too_small:
      return issue.type === 'array' || (issue.type === 'string' && issue.minimum === 1)
        ? { message: message('fieldRequired', { field }) }
        : { message: message('badParam', { name: field }) };
    case ZodIssueCode.invalid_enum_value:
    case ZodIssueCode.invalid_literal:
    case ZodIssueCode.invalid_union:
    case ZodIssueCode.invalid_union_discriminator:
      return { message: message('choice') };
    case ZodIssueCode.unrecognized_keys:
      return { message: message('badParam', { name: issue.keys.join(', ') }) };
    default:
      // Issues with their own wording never reach the map; the rest name the field.
      return {
        message:
          ctx.data === undefined
            ? message('fieldRequired', { field })
            : message('badParam', { name: field }),
      };
  }
};
z.setErrorMap(indonesianIssues);

/** The JSON body, or a 400 when it is not JSON at all (never a 500). */
export async function parseJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw fail(400, MESSAGES.badJson);
  }
}

/** zod issues -> `{field: message}`, first message per field. */
export function validationErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;

/** Reads the body once as JSON, so that a body that is not JSON gets a readable 400. */
const jsonFirst = createMiddleware(async (c, next) => {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) throw fail(400, MESSAGES.badJson);
  await parseJson(c); // cached: the validator reads the same parsed body
  await next();
});

/**
 * The one way a route validates its JSON body: 400 when it is not JSON, 422 with the zod
 * issues as `{status: 0, message, errors: {field: message}}` otherwise. The handler reads the
 * typed value with `c.req.valid('json')`.
 * @example app.post('/login', ...validJson(LoginBody), (c) => c.req.valid('json').username)
 */
export const validJson = <T extends ZodSchema>(schema: T) =>
  [
    jsonFirst,
    zValidator('json', schema, (result) => {
      if (!result.success) throw fail(422, MESSAGES.invalid, validationErrors(result.error));
    }),
  ] as const;

/** A numeric id in the path (1 to 9 digits), as a number. */
export const idParam = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/**
 * Path or query values parsed by their zod schema, or the 400 `Parameter permintaan tidak valid:
 * <name>` naming the first value that is not of its form. Called inside the handler, so a route
 * keeps the order of its answers (a malformed id before the login check, a malformed `?tahun=`
 * after it).
 * @example const { id } = parseParams(z.object({ id: idParam }), c.req.param())
 */
export function parseParams<T extends ZodSchema>(schema: T, values: unknown): z.infer<T> {
  const result = schema.safeParse(values);
  if (!result.success) throw badParam(String(result.error.issues[0]?.path[0] ?? 'id'));
  return result.data;
}
