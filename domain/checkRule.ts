import type { parseRule } from './rules';

export type Rule = NonNullable<ReturnType<typeof parseRule>>;

/** A failed rule as an i18n key (under `validation.`) with its interpolation values. */
export interface RuleFailure {
  key: string;
  args?: Record<string, string | number>;
}

const isEmpty = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ALPHA = /^[\p{L}\s.'-]+$/u;
const PHONE = /^\+?[0-9][0-9\s-]{5,19}$/;

/**
 * Checks one spec-5 rule against a value. Only `mandatory` fails on an empty value; the other
 * rules judge a value that is present.
 */
export function checkRule(
  rule: Rule,
  value: unknown,
  record: Record<string, unknown>,
): RuleFailure | null {
  if (rule.type === 'mandatory') return isEmpty(value) ? { key: 'validation.mandatory' } : null;
  if (isEmpty(value)) return null;
  const text = String(value);
  switch (rule.type) {
    case 'email':
      return EMAIL.test(text) ? null : { key: 'validation.email' };
    case 'alpha':
      return ALPHA.test(text) ? null : { key: 'validation.alpha' };
    case 'phone':
      return PHONE.test(text) ? null : { key: 'validation.phone' };
    case 'match':
      return value === record[rule.arg ?? '']
        ? null
        : { key: 'validation.match', args: { field: rule.arg ?? '' } };
    case 'min':
      return text.length >= Number(rule.arg)
        ? null
        : { key: 'validation.min', args: { n: Number(rule.arg) } };
    case 'minval': {
      const n = Number(value);
      return Number.isFinite(n) && n >= Number(rule.arg)
        ? null
        : { key: 'validation.minval', args: { n: Number(rule.arg) } };
    }
    default:
      return null;
  }
}
