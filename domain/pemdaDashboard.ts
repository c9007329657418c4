import { computeFromSums, type IndexMethod, type RegionSums } from './indexMethod';
import { round } from './indicatorNumber';

/** An indicator the region could answer better: where it stands and the most it can give. */
export interface Candidate {
  indikator_id: number;
  nama: string;
  unit: 'daerah' | 'inovasi';
  /** The counted innovation it belongs to (unit inovasi). */
  inovasi_id?: number;
  /** Its points now (0 when unanswered). */
  skor: number;
  /** The points of its best scale. */
  maks: number;
}

export interface Suggestion {
  indikator_id: number;
  nama: string;
  unit: 'daerah' | 'inovasi';
  inovasi_id?: number;
  /** Points the indicator would add: its best scale's points minus its points now. */
  poin_tambahan: number;
  /** Index points the region would gain, by the index method itself. */
  indeks_tambahan: number;
}

/**
 * The region's index if one indicator reached its best scale: the method's own computation
 * (computeFromSums) over the sums with that indicator's points added, to the region indicators'
 * sum (SPD) or to the counted innovations' sum (SID). Never a second formula.
 */
export function indexWith(sums: RegionSums, c: Candidate, m: IndexMethod): number {
  const gain = c.maks - c.skor;
  const next: RegionSums =
    c.unit === 'daerah'
      ? { ...sums, spd: sums.spd + gain }
      : { ...sums, inovasi: sums.inovasi + gain };
  return computeFromSums(next, m).indeks;
}

/**
 * "What to do next" (issue 23 item 9): the indicators whose best answer would raise the
 * region's index most, by the index points each would add (ties: more points first, then the
 * indicator's id), at most `limit`. Indicators already at their best are left out.
 * @example suggestions({ spd: 10, n: 0, inovasi: 0 }, [{ indikator_id: 1, nama: 'x',
 *   unit: 'daerah', skor: 0, maks: 5 }], METHOD_2023)[0].indeks_tambahan // 2
 */
export function suggestions(
  sums: RegionSums,
  candidates: readonly Candidate[],
  m: IndexMethod,
  limit = 5,
): Suggestion[] {
  const now = computeFromSums(sums, m).indeks;
  return candidates
    .filter((c) => c.maks > c.skor)
    .map((c) => ({
      indikator_id: c.indikator_id,
      nama: c.nama,
      unit: c.unit,
      ...(c.inovasi_id === undefined ? {} : { inovasi_id: c.inovasi_id }),
      poin_tambahan: round(c.maks - c.skor, 2),
      indeks_tambahan: round(indexWith(sums, c, m) - now, 2),
    }))
    .filter((s) => s.indeks_tambahan > 0)
    .sort(
      (a, b) =>
        b.indeks_tambahan - a.indeks_tambahan ||
        b.poin_tambahan - a.poin_tambahan ||
        a.indikator_id - b.indikator_id ||
        (a.inovasi_id ?? 0) - (b.inovasi_id ?? 0),
    )
    .slice(0, limit);
}

/** Whole days from `today` to `deadline` (both YYYY-MM-DD): 0 on the day, negative after. */
export function daysLeft(today: string, deadline: string): number {
  return Math.round(
    (Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}
