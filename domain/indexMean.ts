import { formatNumber } from './format';

/**
 * The one national (or group) mean of an index (issue 35 finding 5; docs/decisions.md "One
 * national mean"): the mean over the regions that can be rated, those whose index is above 0
 * (every predicate but "Tidak Dapat Dinilai"), told with how many they are out of how many.
 * Every dashboard, report, panel, export and breakdown takes its mean of an index, or of a
 * figure of the same regions, from here.
 */
export interface RatedMean {
  /** The mean over the rated regions, two decimals; 0 when none is rated. */
  rata_rata: number;
  /** How many regions are rated (index above 0): the count shown beside the mean. */
  jumlah_berdata: number;
  /** How many regions the group holds. */
  jumlah_daerah: number;
}

/**
 * The mean of two-decimal figures to two decimals, half up, as on paper: summed in hundredths
 * (exact), so 60.01 and 60 give 60.01, not the 60 a float's 60.00499... would round to.
 * @example mean2([60.01, 60]) // 60.01
 */
export const mean2 = (values: readonly number[]): number =>
  values.length
    ? Math.round(values.reduce((s, v) => s + Math.round(v * 100), 0) / values.length) / 100
    : 0;

/**
 * The mean over the rated regions of a group. `indeks` gives a region's index (null or 0: not
 * rated); `figure` what is averaged, the index itself unless told (a variable's points of the
 * same regions, for instance).
 * @example ratedMean([13.2, 0, 13.22, null], (v) => v) // { rata_rata: 13.21, jumlah_berdata: 2, jumlah_daerah: 4 }
 */
export function ratedMean<T>(
  rows: readonly T[],
  indeks: (row: T) => number | null | undefined,
  figure: (row: T) => number = (row) => indeks(row) ?? 0,
): RatedMean {
  const rated = rows.filter((row) => (indeks(row) ?? 0) > 0);
  return {
    rata_rata: mean2(rated.map(figure)),
    jumlah_berdata: rated.length,
    jumlah_daerah: rows.length,
  };
}

/**
 * The arguments of the words shown with a mean (i18n `app.rata_berdata`, "13,21 · 42 dari 546
 * daerah berdata", and `app.berdata`), numbers in Indonesian form: the same on every screen
 * and in every export.
 */
export const ratedMeanWords = (m: RatedMean) => ({
  rata: formatNumber(m.rata_rata, 'score'),
  berdata: formatNumber(m.jumlah_berdata, 'count'),
  jumlah: formatNumber(m.jumlah_daerah, 'count'),
});
