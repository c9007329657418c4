import type { Validator } from 'react-admin';
import { checkField } from '../../domain/checkRule';
import { RECORD_RULES, WINDOW_SETTING, windowFor } from '../../domain/innovationRules';
import type { FieldConfig, ResourceConfig } from '../../resources/types';
import { passwordStrengthText } from '../shared/passwordRules';
import { i18nProvider } from '../providers/i18nProvider';

/**
 * The client-side check of a field's spec-5 rules: the same `checkField` the server runs, returning the same i18n key (`validation.*`). The server stays the authority; its
 * 422 `errors` land under the same inputs.
 */
export function validatorFor(
  field: FieldConfig,
  creating = false,
  config?: ResourceConfig,
): Validator | undefined {
  // A new account needs a password; on edit a blank one means "unchanged" (as on the server).
  if (creating && field.kind === 'password') return passwordOnCreate(field);
  const own = fieldValidator(field);
  const rule = config?.recordRule;
  if (!rule) return own;
  // The record's rules (domain/innovationRules.ts), shown under the field they name.
  const validate: Validator & { isRequired?: boolean } = (value, allValues, props) => {
    const first = own?.(value, allValues, props);
    if (first) return first;
    const values = allValues as Record<string, unknown>;
    const tahun = Number(values.tahun) || new Date().getFullYear();
    const failure = RECORD_RULES[rule](
      values,
      windowFor(localStorage.getItem(WINDOW_SETTING), tahun),
    )[field.source];
    return failure ? { message: failure.key, args: failure.args ?? {} } : undefined;
  };
  validate.isRequired = field.required === true;
  return validate;
}

function fieldValidator(field: FieldConfig): Validator | undefined {
  if (field.rule?.type === 'password') return passwordValidator(field);
  if (!field.required && !field.rule) return undefined;
  const validate: Validator & { isRequired?: boolean } = (value, allValues) => {
    const failure = checkField(field, value, allValues as Record<string, unknown>);
    return failure ? { message: failure.key, args: failure.args ?? {} } : undefined;
  };
  // react-admin marks the label with an asterisk when the validator says so.
  validate.isRequired = field.required === true;
  return validate;
}

/**
 * A new password: the length at once, then (the estimator loaded on first use) its strength
 * against the names in the form, the same rule and the same reason as the server's 422.
 */
function passwordValidator(field: FieldConfig): Validator {
  const validate: Validator & { isRequired?: boolean } = async (value, allValues) => {
    const failure = checkField(field, value, allValues as Record<string, unknown>);
    if (failure) return { message: failure.key, args: failure.args ?? {} };
    if (typeof value !== 'string' || value === '') return undefined;
    const weak = await passwordStrengthText(
      value,
      allValues as Record<string, unknown>,
      (key, args) => i18nProvider.translate(key, args),
    );
    return weak ?? undefined;
  };
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
