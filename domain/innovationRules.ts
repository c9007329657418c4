import type { RuleFailure } from './checkRule';
import { isSuperadmin } from './accountGrants';
import { ASTA_CITA_MIN } from './innovationCompleteness';

/** Spec 5: the design text (rancang bangun) needs at least this many words. */
export const MIN_WORDS = 300;

/** The implementation and development dates of a period (spec 5, the seeded default). */
export interface DateWindow {
  mulai: string;
  sampai: string;
}

/** A period's windows: the main form's, and the competition form's (`lomba`). */
export interface PeriodWindow extends DateWindow {
  lomba: DateWindow;
}

/** Spec 5 and 9: the competition form takes dates from 2022-01-01 to 2025-12-31. */
export const DEFAULT_LOMBA_WINDOW: DateWindow = { mulai: '2022-01-01', sampai: '2025-12-31' };
export const DEFAULT_WINDOW: PeriodWindow = {
  mulai: '2023-01-01',
  sampai: '2025-12-31',
  lomba: DEFAULT_LOMBA_WINDOW,
};

/** The app setting holding the windows, keyed by the first year each applies to. */
export const WINDOW_SETTING = 'rentang_tanggal_inovasi';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Words of a text as a reader counts them (markup and punctuation-only tokens ignored). */
export function countWords(text: unknown): number {
  if (typeof text !== 'string') return 0;
  return text
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const validWindow = (w: Partial<DateWindow> | null | undefined): w is DateWindow =>
  !!w && ISO_DATE.test(w.mulai ?? '') && ISO_DATE.test(w.sampai ?? '');

/**
 * The windows of a year from the setting's JSON: the greatest key not after it, else the
 * default. A period's entry may carry the competition form's window under `lomba`
 * (`{"2023": {"mulai": ..., "sampai": ..., "lomba": {"mulai": ..., "sampai": ...}}}`); without
 * one the competition takes spec 9's 2022-01-01 to 2025-12-31.
 */
export function windowFor(setting: string | null | undefined, tahun: number): PeriodWindow {
  let table: unknown;
  try {
    table = JSON.parse(setting ?? '');
  } catch {
    return DEFAULT_WINDOW;
  }
  if (!table || typeof table !== 'object') return DEFAULT_WINDOW;
  const keys = Object.keys(table)
    .map(Number)
    .filter((k) => Number.isInteger(k) && k <= tahun)
    .sort((a, b) => b - a);
  const w = keys.length
    ? (table as Record<string, Partial<DateWindow> & { lomba?: Partial<DateWindow> }>)[
        String(keys[0])
      ]
    : null;
  const own = w?.lomba;
  if (!validWindow(w)) return DEFAULT_WINDOW;
  const lomba = validWindow(own) ? { mulai: own.mulai, sampai: own.sampai } : DEFAULT_LOMBA_WINDOW;
  return { mulai: w.mulai, sampai: w.sampai, lomba };
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const present = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';

/** A date value as YYYY-MM-DD, or null when it is not one (a Date from a picker included). */
function isoOf(v: unknown): string | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString().slice(0, 10);
  const text = String(v).slice(0, 10);
  if (!ISO_DATE.test(text)) return null;
  const d = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text ? null : text;
}

function checkDate(v: unknown, w: DateWindow): RuleFailure | null {
  const iso = isoOf(v);
  if (iso === null) return { key: 'validation.date' };
  if (iso < w.mulai || iso > w.sampai)
    return { key: 'validation.date_window', args: { mulai: dmy(w.mulai), sampai: dmy(w.sampai) } };
  return null;
}

/**
 * The record-level rules of an innovation (spec 5), beside the per-field ones (required): Asta
 * Cita 9 or higher, the 300-word design text, the implementation and development dates inside
 * the period's window (the development date only when is_developed is 1). The client's form and
 * the server's write run this same function, so the messages are the same.
 */
export function checkInnovation(
  record: Record<string, unknown>,
  window: PeriodWindow,
): Record<string, RuleFailure> {
  const errors: Record<string, RuleFailure> = {};
  if (present(record.is_covid) && Number(record.is_covid) < ASTA_CITA_MIN)
    errors.is_covid = { key: 'validation.asta_cita' };
  if (present(record.latar_belakang)) {
    const count = countWords(record.latar_belakang);
    if (count < MIN_WORDS)
      errors.latar_belakang = { key: 'validation.words_min_count', args: { n: MIN_WORDS, count } };
  }
  if (present(record.waktu_implementasi)) {
    const failure = checkDate(record.waktu_implementasi, window);
    if (failure) errors.waktu_implementasi = failure;
  }
  if (Number(record.is_developed) === 1 && present(record.waktu_pengembangan)) {
    const failure = checkDate(record.waktu_pengembangan, window);
    if (failure) errors.waktu_pengembangan = failure;
  }
  if (present(record.waktu) && isoOf(record.waktu) === null)
    errors.waktu = { key: 'validation.date' };
  return errors;
}

/**
 * The competition form's rules (spec 5): the innovation's, except that Asta Cita is optional
 * (the same minimum of 9 when given, checked by checkInnovation as for any present value) and
 * the dates lie inside the period's competition window (`lomba`, 2022-01-01 to 2025-12-31 by
 * default) instead of the main form's.
 */
export function checkLomba(
  record: Record<string, unknown>,
  window: PeriodWindow,
): Record<string, RuleFailure> {
  return checkInnovation(record, { ...window.lomba, lomba: window.lomba });
}

/** Record rules by the name a resource declares (`recordRule`). */
export const RECORD_RULES = { innovation: checkInnovation, lomba: checkLomba } as const;
export type RecordRuleName = keyof typeof RECORD_RULES;

/**
 * Spec 4: once an innovation is sent (its registration record has a status), a `lockedWhenSent`
 * field (the implementation date) is read-only for everyone but superadmin. The form shows the
 * field locked and the server refuses the change (422) with this one rule.
 * @example lockedAfterSend(['pemda'], 0) // true
 * @example lockedAfterSend(['superadmin'], 0) // false
 * @example lockedAfterSend(['pemda'], null) // false: never sent
 */
export const lockedAfterSend = (
  roles: readonly string[],
  statusNomor: number | null | undefined,
): boolean => statusNomor !== null && statusNomor !== undefined && !isSuperadmin(roles);
