import type { ZodError } from 'zod';
import type { RuleFailure } from '../../domain/checkRule';
import { interpolate } from '../../i18n/format';
import { validationId } from '../../i18n/id/validation';
import { MESSAGES } from '../http';

const catalog = validationId.validation as Record<string, string>;

/** Indonesian text of a validation failure key such as `validation.min`. */
export function validationMessage(failure: RuleFailure): string {
  const template = catalog[failure.key.replace(/^validation\./, '')] ?? catalog.mandatory!;
  return interpolate(template, failure.args);
}

/** Issues of a write schema -> `{field: Indonesian message}`. */
export function writeErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    if (errors[field]) continue;
    try {
      errors[field] = validationMessage(JSON.parse(issue.message) as RuleFailure);
    } catch {
      errors[field] = MESSAGES.invalid;
    }
  }
  return errors;
}
