import { fail, MESSAGES } from '../platform/http/http';
import { validationMessage } from '../platform/http/validationMessages';

interface PgError {
  code?: string;
  detail?: string;
  column?: string;
  cause?: unknown;
}

/** Drizzle wraps driver errors; the PostgreSQL fields sit on the error or its cause. */
function pgError(e: unknown): PgError | null {
  for (let cur = e as PgError | undefined, i = 0; cur && i < 4; cur = cur.cause as PgError, i++) {
    if (typeof cur.code === 'string' && /^[0-9A-Z]{5}$/.test(cur.code)) return cur;
  }
  return null;
}

const keyField = (detail?: string) =>
  /Key \(([^)]+)\)=/
    .exec(detail ?? '')?.[1]
    ?.split(',')[0]
    ?.trim();

/**
 * Turns constraint violations into the answers a client can act on: 422 for a write that
 * breaks a unique, not-null or reference rule, 409 for deleting a row still in use.
 * Anything else is rethrown.
 */
export function mapDbError(e: unknown, action: 'write' | 'delete'): never {
  const pg = pgError(e);
  const field = keyField(pg?.detail) ?? pg?.column ?? '_';
  switch (pg?.code) {
    case '23505':
      throw fail(422, MESSAGES.invalid, {
        [field]: validationMessage({ key: 'validation.unique' }),
      });
    case '23502':
      throw fail(422, MESSAGES.invalid, {
        [field]: validationMessage({ key: 'validation.mandatory' }),
      });
    case '23503':
      if (action === 'delete') throw fail(409, validationMessage({ key: 'validation.in_use' }));
      throw fail(422, MESSAGES.invalid, {
        [field]: validationMessage({ key: 'validation.reference' }),
      });
    case '22001':
    case '22003':
    case '22P02':
    case '22007':
    case '22008':
      throw fail(422, MESSAGES.invalid, {
        [field]: validationMessage({ key: 'validation.text' }),
      });
    default:
      throw e;
  }
}
