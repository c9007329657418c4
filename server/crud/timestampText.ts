/**
 * PostgreSQL's text of a UTC timestamp (`2026-11-26 16:00:44.256748+00`, or without the offset
 * for a column without time zone) turned straight into the answer's ISO text
 * (`2026-11-26T16:00:44.256Z`): exactly what `new Date(...)` then JSON's `toISOString()` give,
 * milliseconds truncated as V8 parses them, without the Date. A list page carries two
 * timestamps per row; through Date they were a fifth of the page's JSON time
 * (docs/performance.md, "Rows as object literals, timestamps as text").
 *
 * Only that common shape takes this path. Anything else (another offset, a year before 1000,
 * which V8 reads as two digits, or after 9999, BC, infinity) answers null, and the caller goes
 * through the column's own Date mapping.
 */
const PG_UTC = /^([1-9]\d{3}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(\+00)?$/;

export function isoFromPgText(text: string, withTimezone: boolean): string | null {
  const m = PG_UTC.exec(text);
  if (!m || (m[4] !== undefined) !== withTimezone) return null;
  return `${m[1]}T${m[2]}.${((m[3] ?? '') + '000').slice(0, 3)}Z`;
}
