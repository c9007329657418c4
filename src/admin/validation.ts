import type { Validator } from 'react-admin';
import { checkRule } from '../../domain/checkRule';
import { parseRule } from '../../domain/rules';
import type { FieldConfig } from '../../resources/types';

/**
 * The client-side check of a field's spec-5 rule string: the same `parseRule` + `checkRule` the
 * server runs, returning the same i18n key (`validation.*`). The server stays the authority; its
 * 422 `errors` land under the same inputs.
 */
export function validatorFor(field: FieldConfig): Validator | undefined {
  const rule = parseRule(field.rules);
  if (!rule) return undefined;
  const validate: Validator & { isRequired?: boolean } = (value, allValues) => {
    const failure = checkRule(rule, value, allValues as Record<string, unknown>);
    return failure ? { message: failure.key, args: failure.args ?? {} } : undefined;
  };
  // react-admin marks the label with an asterisk when the validator says so.
  validate.isRequired = rule.type === 'mandatory';
  return validate;
}
