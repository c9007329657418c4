import { formatAnswerNumber, parseAnswerNumber } from './indicatorNumber';

/** A scale option as far as ranges go (numeric columns arrive as strings from the DB). */
export interface RangeScale {
  nilai: number | string;
  mulai_dari?: number | string | null;
  sampai_dengan?: number | string | null;
}

const bound = (v: number | string | null | undefined) => parseAnswerNumber(v) ?? null;

const isRanged = (s: RangeScale) => bound(s.mulai_dari) !== null || bound(s.sampai_dengan) !== null;

/**
 * The scale whose `mulai_dari..sampai_dengan` range holds `value` (both ends inclusive, a missing
 * end is open). When two ranges share a boundary the one with more points wins, so a value on
 * the line is never scored down. null when the indicator has no ranged scale at all (nothing to
 * score against: 0 points); undefined when ranges exist but none holds the value.
 */
export function findRangeScale<S extends RangeScale>(
  scales: readonly S[],
  value: number,
): S | null | undefined {
  const ranged = scales.filter(isRanged);
  if (ranged.length === 0) return null;
  let best: S | undefined;
  for (const s of ranged) {
    const lo = bound(s.mulai_dari);
    const hi = bound(s.sampai_dengan);
    if ((lo === null || value >= lo) && (hi === null || value <= hi)) {
      if (!best || (bound(s.nilai) ?? 0) > (bound(best.nilai) ?? 0)) best = s;
    }
  }
  return best;
}

/**
 * The overall span of an indicator's ranges, for the out-of-range message.
 * @example rangeLabel([{ nilai: 1, mulai_dari: 0, sampai_dengan: 10 }]) // '0 s.d. 10'
 */
export function rangeLabel(scales: readonly RangeScale[]): string {
  const ranged = scales.filter(isRanged);
  const lows = ranged.map((s) => bound(s.mulai_dari));
  const highs = ranged.map((s) => bound(s.sampai_dengan));
  const lo = lows.includes(null) ? null : Math.min(...(lows as number[]));
  const hi = highs.includes(null) ? null : Math.max(...(highs as number[]));
  if (lo !== null && hi !== null) return `${formatAnswerNumber(lo)} s.d. ${formatAnswerNumber(hi)}`;
  if (lo !== null) return `minimal ${formatAnswerNumber(lo)}`;
  if (hi !== null) return `maksimal ${formatAnswerNumber(hi)}`;
  return 'tanpa batas';
}
