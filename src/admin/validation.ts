import type { Validator } from 'react-admin';
import { checkField } from '../../domain/checkRule';
import type { FieldConfig } from '../../resources/types';

/**
 * The client-side check of a field's spec-5 rules: the same `checkField` the server runs, returning the same i18n key (`validation.*`). The server stays the authority; its
 * 422 `errors` land under the same inputs.
 */
export function validatorFor(field: FieldConfig, creating = false): Validator | undefined {
  // A new account needs a password; on edit a blank one means "unchanged" (as on the server).
  if (creating && field.kind === 'password') return passwordOnCreate(field);
  if (!field.required && !field.rule) return undefined;
  const validate: Validator & { isRequired?: boolean } = (value, allValues) => {
    const failure = checkField(field, value, allValues as Record<string, unknown>);
    return failure ? { message: failure.key, args: failure.args ?? {} } : undefined;
  };
  // react-admin marks the label with an asterisk when the validator says so.
  validate.isRequired = field.required === true;
  return validate;
}

function passwordOnCreate(field: FieldConfig): Validator {
  const rest = validatorFor(field, false);
  const validate: Validator & { isRequired?: boolean } = (value, allValues, props) => {
    const blank = value === null || value === undefined || String(value).trim() === '';
    if (blank) return { message: 'validation.mandatory', args: {} };
    return rest?.(value, allValues, props);
  };
  validate.isRequired = true;
  return validate;
}
