import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { fail } from './http';

/** The JSON body, or a 400 when it is not JSON at all (never a 500). */
export async function parseJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw fail(400, 'Isi permintaan harus berupa JSON yang valid.');
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
