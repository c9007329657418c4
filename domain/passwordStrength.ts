import { PASSWORD_MIN } from './accounts';
import type { RuleFailure } from './checkRule';

/**
 * The password rule of issue 21, item 7: at least PASSWORD_MIN characters and a zxcvbn score of
 * at least PASSWORD_MIN_SCORE, with the account's own names counted as easy to guess. The server
 * (account forms, change and reset routes, ADMIN_PASSWORD) and the client run this same function;
 * the estimator itself (domain/passwordEstimator.ts) carries a large dictionary, which the client
 * loads only when a password is checked.
 */

/** zxcvbn's scale is 0 (guessable in a few tries) to 4; 3 is "safely unguessable" online. */
export const PASSWORD_MIN_SCORE = 3;

/** The part of a zxcvbn result the rule reads. */
export interface StrengthResult {
  score: number;
  feedback: { warning: string | null; suggestions: readonly string[] };
  sequence: readonly { pattern: string; dictionaryName?: string }[];
}

export type StrengthEstimator = (password: string, userInputs: string[]) => StrengthResult;

/** Why a password is refused, and what to do about it: i18n keys with their values. */
export interface PasswordProblem {
  reason: RuleFailure;
  hint?: RuleFailure;
}

/** zxcvbn's warning -> our reason (`password_strength.<reason>`). */
const REASONS: Record<string, string> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  wordByItself: 'word',
  namesByThemselves: 'word',
  commonNames: 'word',
  userInputs: 'personal',
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  sequences: 'sequence',
  recentYears: 'dates',
  dates: 'dates',
};

/** zxcvbn's suggestions we say in our own words (`password_strength.hint.<key>`). */
const HINTS = new Set([
  'l33t',
  'reverseWords',
  'allUppercase',
  'capitalization',
  'dates',
  'recentYears',
  'associatedYears',
  'sequences',
  'repeated',
  'longerKeyboardPattern',
  'anotherWord',
  'useWords',
  'pwned',
]);

/**
 * What zxcvbn is told about the account: its username, names, email (and the part before @) and
 * NIP, each whole, run together and word by word, so "budisantoso2026" counts as built from the
 * name "Budi Santoso".
 * @example accountWords({ nama_lengkap: 'Budi Santoso' }) // ['Budi Santoso', 'BudiSantoso', 'Budi', 'Santoso']
 */
export function accountWords(record: Record<string, unknown>): string[] {
  const words = new Set<string>();
  for (const key of ['username', 'nama_lengkap', 'nama_panggilan', 'email', 'nip']) {
    const value = record[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    const text = value.trim();
    const own = key === 'email' ? text.split('@')[0]! : text;
    words.add(text);
    words.add(own);
    words.add(own.replace(/[\s._-]+/g, ''));
    for (const part of text.split(/[\s._@-]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * Checks a new password for an account (`record`: its username, names, email); null when it is
 * good enough, else the reason and a hint.
 * @example passwordProblem(estimate, 'password', {}) // { reason: { key: 'password_strength.common' }, hint: { key: 'password_strength.hint.anotherWord' } }
 */
export function passwordProblem(
  estimate: StrengthEstimator,
  password: string,
  record: Record<string, unknown>,
): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) {
    return { reason: { key: 'validation.min', args: { n: PASSWORD_MIN } } };
  }
  const result = estimate(password, accountWords(record));
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const personal = result.sequence.some(
    (m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs',
  );
  const reason = personal ? 'personal' : (REASONS[result.feedback.warning ?? ''] ?? 'weak');
  const hint = result.feedback.suggestions.find((s) => HINTS.has(s)) ?? 'anotherWord';
  return {
    reason: { key: `password_strength.${reason}` },
    hint: { key: `password_strength.hint.${hint}` },
  };
}

/**
 * The problem as one sentence pair, reason then hint, in the catalog `translate` reads.
 * @example passwordProblemText(problem, publicText)
 */
export function passwordProblemText(
  problem: PasswordProblem,
  translate: (key: string, args?: Record<string, string | number>) => string,
): string {
  const { reason, hint } = problem;
  const parts = [translate(reason.key, reason.args)];
  if (hint) parts.push(translate(hint.key, hint.args));
  return parts.join(' ');
}
