/**
 * Form rule strings of spec section 5: `mandatory`, `email`, `alpha`, `phone`, `match:{field}`,
 * `min:{n}` (characters) and `minval:{n}`, joined with `|`. Only the first rule of a list is
 * evaluated, so the evaluators use `parseRule`; `parseRules` exists to check a whole list.
 */
export type RuleType = 'mandatory' | 'email' | 'alpha' | 'phone' | 'match' | 'min' | 'minval';

export interface ParsedRule {
  readonly type: RuleType;
  readonly arg?: string;
}

const NO_ARG: ReadonlySet<string> = new Set(['mandatory', 'email', 'alpha', 'phone']);

/** What the argument of each rule that takes one must look like. */
const ARG_PATTERN: Readonly<Record<string, RegExp>> = {
  match: /^[A-Za-z_][A-Za-z0-9_]*$/,
  min: /^\d+$/,
  minval: /^-?\d+(\.\d+)?$/,
};

function parseOne(rule: string): ParsedRule {
  const text = rule.trim();
  const colon = text.indexOf(':');
  const type = colon === -1 ? text : text.slice(0, colon);
  const arg = colon === -1 ? undefined : text.slice(colon + 1).trim();
  if (NO_ARG.has(type)) {
    if (arg !== undefined) throw new Error(`Rule "${type}" takes no argument: "${rule}"`);
    return { type: type as RuleType };
  }
  const pattern = ARG_PATTERN[type];
  if (!pattern) throw new Error(`Unknown rule type: "${rule}"`);
  if (arg === undefined || !pattern.test(arg)) {
    throw new Error(`Rule "${type}" needs a valid argument: "${rule}"`);
  }
  return { type: type as RuleType, arg };
}

/** Every rule of a pipe list, in order; `[]` for an absent or blank list. Throws on a bad rule. */
export function parseRules(rules: string | undefined): ParsedRule[] {
  if (rules === undefined || rules.trim() === '') return [];
  return rules.split('|').map(parseOne);
}

/**
 * The rule that is evaluated: the first of the list, or null when there is none.
 * @example parseRule('mandatory|min:3') // { type: 'mandatory' }
 */
export function parseRule(rules: string | undefined): ParsedRule | null {
  if (rules === undefined || rules.trim() === '') return null;
  const first = rules.split('|')[0] ?? '';
  return parseOne(first);
}
