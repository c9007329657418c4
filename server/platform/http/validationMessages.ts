import type { RuleFailure } from '../../../domain/checkRule';
import { interpolate } from '../../../i18n/format';
import { validationId } from '../../../i18n/id/validation';

const catalog = validationId.validation as Record<string, string>;

/** Indonesian text of a validation failure key such as `validation.min`. */
export function validationMessage(failure: RuleFailure): string {
  const template = catalog[failure.key.replace(/^validation\./, '')] ?? catalog.mandatory!;
  return interpolate(template, failure.args);
}
