/** Number handling of the indicator answer engine: parsing typed values, rounding, display. */

/**
 * A typed or stored number: numbers as they are, strings trimmed (a decimal comma is accepted
 * when there is no point, as Indonesian users type it). Empty gives null; anything that is not a
 * finite number gives undefined.
 * @example parseAnswerNumber('12,5') // 12.5
 */
export function parseAnswerNumber(
  value: number | string | null | undefined,
): number | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const t = value.trim();
  if (t === '') return null;
  const normal = t.includes('.') ? t : t.replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(normal)) return undefined;
  const n = Number(normal);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Round half away from zero to `digits` decimals, first dropping binary noise so that
 * 1.00005 rounds up as written.
 * @example round(33.333333, 4) // 33.3333
 */
export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  const scaled = Number((Math.abs(value) * f).toPrecision(15));
  const r = Math.round(scaled) / f;
  return r === 0 ? 0 : Math.sign(value) * r;
}

/**
 * A number as the messages show it: Indonesian separators, up to 4 decimals.
 * @example formatAnswerNumber(1234.5) // '1.234,5'
 */
export function formatAnswerNumber(value: number): string {
  return new Intl.NumberFormat('id-ID', { maximumFractionDigits: 4 }).format(value);
}
