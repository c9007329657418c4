import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { badParam, fail, message, MESSAGES } from './http';

type Issue = z.core.$ZodRawIssue;

/**
 * Indonesian for every zod issue a schema does not word itself (a schema's own message still
 * wins): an answer never carries zod's English defaults such as "Required".
 */
function indonesianIssue(issue: Issue): string {
  const field = String(issue.path?.[issue.path.length - 1] ?? 'data');
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? message('fieldRequired', { field })
        : message('badParam', { name: field });
    case 'too_big':
      return issue.origin === 'string'
        ? message('maxChars', { n: Number(issue.maximum) })
        : message('badParam', { name: field });
    case 'too_small':
      return issue.origin === 'array' || (issue.origin === 'string' && issue.minimum === 1)
        ? message('fieldRequired', { field })
        : message('badParam', { name: field });
    case 'invalid_value':
    case 'invalid_union':
      return message('choice');
    case 'unrecognized_keys':
      return message('badParam', { name: issue.keys.join(', ') });
    default:
      return issue.input === undefined
        ? message('fieldRequired', { field })
        : message('badParam', { name: field });
  }
}
z.config({ customError: indonesianIssue });

/**
 * A schema's own words for a missing value and for a value of the wrong type (zod 4 has one
 * `error` function where zod 3 had `required_error` / `invalid_type_error`). Either may be left
 * out: the Indonesian default above then answers.
 * @example z.string(typeErrors({ required: MESSAGES.loginRequired }))
 */
export function typeErrors(words: { required?: string; invalid?: string }) {
  return {
    error: (issue: Issue) =>
      issue.code !== 'invalid_type'
        ? undefined
        : issue.input === undefined
          ? words.required
          : words.invalid,
  };
}

/** The JSON body, or a 400 when it is not JSON at all (never a 500). */
export async function parseJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw fail(400, MESSAGES.badJson);
  }
}

/** zod issues -> `{field: message}`, first message per field. */
export function validationErrors(error: { issues: readonly z.core.$ZodIssue[] }) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json\b/i;

/** Reads the body once as JSON, so that a body that is not JSON gets a readable 400. */
export const jsonFirst = createMiddleware(async (c, next) => {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) throw fail(400, MESSAGES.badJson);
  await parseJson(c); // cached: the route's body validator reads the same parsed body
  await next();
});

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
export function parseParams<T extends z.ZodType>(schema: T, values: unknown): z.infer<T> {
  const result = schema.safeParse(values);
  if (!result.success) throw badParam(String(result.error.issues[0]?.path[0] ?? 'id'));
  return result.data;
}
