import { PASSWORD_MIN } from './accounts';

/**
 * The form rules of spec 5 as typed field properties: `required` (the spec's `mandatory`) and at
 * most one further `rule`. The spec's pipe strings evaluated only their first rule; no field
 * needs more than "required plus one check", so both are evaluated here.
 */
export type FieldRule =
  /** `nip`: a civil servant number of exactly 18 digits. */
  | { readonly type: 'email' | 'alpha' | 'phone' | 'nip' }
  /**
   * An http(s) link with a host; with `paths`, also a path of this site (`/pengumuman`), for
   * links that may point inside the portal (a banner).
   */
  | { readonly type: 'url'; readonly paths?: boolean }
  /** Equal to another field of the same record (a repeated password). */
  | { readonly type: 'match'; readonly field: string }
  /** At least `n` characters. */
  | { readonly type: 'min'; readonly n: number }
  /**
   * A new password: PASSWORD_MIN characters here; its strength against the account's names is
   * domain/passwordStrength.ts, which needs the (lazily loaded) estimator.
   */
  | { readonly type: 'password' }
  /** A number of at least `n`. */
  | { readonly type: 'minval'; readonly n: number }
  /** A number of at most `n` (spec 9 bounds, e.g. a winner's rank up to 20). */
  | { readonly type: 'maxval'; readonly n: number }
  /** A number from `min` to `max`, both included (spec 9: award years 2017-2023). */
  | { readonly type: 'between'; readonly min: number; readonly max: number };

/** What a field declares for validation. */
export interface FieldRules {
  readonly required?: boolean;
  readonly rule?: FieldRule;
}

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
const NIP = /^\d{18}$/;

/** A path of this site: one leading slash (not `//host`), no spaces or backslashes. */
const isSitePath = (text: string) => /^\/(?![/\\])[^\s\\]*$/.test(text);

/** An absolute http(s) link with a dotted host (or localhost), no spaces. */
function isWebLink(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(url.hostname))
    );
  } catch {
    return false;
  }
}

/**
 * Checks a value against a field's rules: an empty value fails only `required`; the other rule
 * judges a value that is present. The client and the server run this same function.
 * @example checkField({ rule: { type: 'min', n: 8 } }, 'abc', {}) // { key: 'validation.min', args: { n: 8 } }
 */
export function checkField(
  field: FieldRules,
  value: unknown,
  record: Record<string, unknown>,
): RuleFailure | null {
  if (isEmpty(value)) return field.required ? { key: 'validation.mandatory' } : null;
  const rule = field.rule;
  if (!rule) return null;
  const text = String(value);
  switch (rule.type) {
    case 'email':
      return EMAIL.test(text) ? null : { key: 'validation.email' };
    case 'alpha':
      return ALPHA.test(text) ? null : { key: 'validation.alpha' };
    case 'phone':
      return PHONE.test(text) ? null : { key: 'validation.phone' };
    case 'url':
      if (rule.paths)
        return isWebLink(text) || isSitePath(text) ? null : { key: 'validation.url_or_path' };
      return isWebLink(text) ? null : { key: 'validation.url' };
    case 'nip':
      return NIP.test(text) ? null : { key: 'validation.nip' };
    case 'match':
      return value === record[rule.field]
        ? null
        : { key: 'validation.match', args: { field: rule.field } };
    case 'min':
      return text.length >= rule.n ? null : { key: 'validation.min', args: { n: rule.n } };
    case 'password':
      return text.length >= PASSWORD_MIN
        ? null
        : { key: 'validation.min', args: { n: PASSWORD_MIN } };
    case 'minval': {
      const n = Number(value);
      return Number.isFinite(n) && n >= rule.n
        ? null
        : { key: 'validation.minval', args: { n: rule.n } };
    }
    case 'maxval': {
      const n = Number(value);
      return Number.isFinite(n) && n <= rule.n
        ? null
        : { key: 'validation.maxval', args: { n: rule.n } };
    }
    case 'between': {
      // Below: the minval words, above: the maxval words, so each bound reads as its own rule.
      const n = Number(value);
      if (!Number.isFinite(n) || n < rule.min)
        return { key: 'validation.minval', args: { n: rule.min } };
      return n <= rule.max ? null : { key: 'validation.maxval', args: { n: rule.max } };
    }
  }
}
