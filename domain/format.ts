import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec 9: activity times are shown in Jakarta time. */
export const JAKARTA = 'Asia/Jakarta';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `value` is a real calendar date written `YYYY-MM-DD` (so `2025-02-30` is not).
 * @example isIsoDate('2024-02-29') // true
 */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * An instant as spec 9 shows activity times: Jakarta time, `DD/MM/YYYY HH:mm WIB`.
 * @example formatActivityTime('2026-03-05T03:07:00Z') // '05/03/2026 10:07 WIB'
 */
export function formatActivityTime(ts: string | Date): string {
  const at = dayjs(ts);
  if (!at.isValid()) return '';
  return `${at.tz(JAKARTA).format('DD/MM/YYYY HH:mm')} WIB`;
}

/** Other dates of spec 9: `YYYY-MM-DD` -> `DD/MM/YYYY` (anything else comes back unchanged). */
export function formatDate(isoDate: string): string {
  const m = ISO_DATE.exec(isoDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDate;
}

/** The Jakarta calendar date (`YYYY-MM-DD`) of an instant. */
export const jakartaDate = (at: Date): string => dayjs(at).tz(JAKARTA).format('YYYY-MM-DD');

/** The instant a Jakarta calendar date begins. */
export const jakartaDayStart = (isoDate: string): Date =>
  dayjs.tz(`${isoDate} 00:00:00`, JAKARTA).toDate();

/** The Jakarta calendar date `days` after (or before, when negative) `isoDate`. */
export const addDays = (isoDate: string, days: number): string =>
  dayjs.utc(isoDate).add(days, 'day').format('YYYY-MM-DD');

/**
 * The `days` Jakarta calendar days ending with the day of `now`, both ends included: the
 * activity log's default range (spec 2 and 9: seven days).
 * @example lastDays(new Date('2026-03-05T03:00:00Z')) // {start_from: '2026-02-27', until: '2026-03-05'}
 */
export function lastDays(now: Date, days = 7): { start_from: string; until: string } {
  const until = jakartaDate(now);
  return { start_from: addDays(until, 1 - days), until };
}

const MAX_VALUE_CHARS = 120;

/**
 * A before/after value of the activity log as one short line: `—` for nothing, JSON for
 * structures, long texts cut with an ellipsis.
 * @example formatLogValue(null) // '—'
 */
export function formatLogValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_VALUE_CHARS ? `${line.slice(0, MAX_VALUE_CHARS - 1)}…` : line;
}

const DISPLAY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A date typed as spec 9 shows dates (`DD/MM/YYYY`) -> `YYYY-MM-DD`, or null when it is not a
 * real calendar date.
 * @example parseDisplayDate('5/3/2026') // '2026-03-05'
 */
export function parseDisplayDate(text: string): string | null {
  const m = DISPLAY_DATE.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** How a number reads (spec 9): the field kind of the resource config picks one. */
export type NumberFormat = 'plain' | 'year' | 'count' | 'score' | 'percent' | 'money';

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') {
    return null;
  }
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

const grouped = (n: number, decimals: { min: number; max: number }, grouping = true) =>
  new Intl.NumberFormat('id-ID', {
    minimumFractionDigits: decimals.min,
    maximumFractionDigits: decimals.max,
    useGrouping: grouping,
  }).format(n);

/**
 * A number as spec 9 writes it, whatever the browser's language: years and ids without
 * separators, counts with a dot for thousands, scores and percentages with a comma for decimals
 * (two places), money in Rupiah without cents. Anything that is not a number comes back as text.
 * @example formatNumber(1234567, 'count') // '1.234.567'
 * @example formatNumber(71.12, 'score') // '71,12'
 * @example formatNumber(2025, 'year') // '2025'
 */
export function formatNumber(value: unknown, format: NumberFormat): string {
  const n = toNumber(value);
  if (n === null) return value === null || value === undefined ? '' : String(value);
  switch (format) {
    case 'year':
      return String(Math.trunc(n));
    case 'plain':
      return grouped(n, { min: 0, max: 20 }, false);
    case 'count':
      return grouped(n, { min: 0, max: 2 });
    case 'score':
      return grouped(n, { min: 2, max: 2 });
    case 'percent':
      return `${grouped(n, { min: 0, max: 2 })}%`;
    case 'money':
      return `Rp ${grouped(Math.round(n), { min: 0, max: 0 })}`;
  }
}

const ZONELESS = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * A stored date-time as spec 9 shows it: `DD/MM/YYYY HH:mm WIB`. A value without a zone (spec 5
 * writes `YYYY-MM-DD HH:mm:ss`) is already Jakarta time; one with a zone is converted.
 * @example formatDateTime('2025-08-17T01:05:00Z') // '17/08/2025 08:05 WIB'
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && ZONELESS.test(value)) {
    const at = dayjs.tz(value.replace('T', ' '), JAKARTA);
    return at.isValid() ? `${at.format('DD/MM/YYYY HH:mm')} WIB` : value;
  }
  return formatActivityTime(value) || String(value);
}
