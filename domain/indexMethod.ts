import { round } from './indicatorNumber';
import type { PredikatBand, PredikatBands, PredikatUse } from './settings';

/**
 * The IID method of an assessment period (../shared/reference/iid-method.md), as data: a new
 * year can change it without rewriting past results, which keep the version that produced them.
 */
export interface IndexMethod {
  /** The version stored with every result it produced ("2023.1"). */
  versi: string;
  /** SID divides the innovations' points by MAX(pembagi_minimum, n). */
  pembagi_minimum: number;
  /** Count score: koefisien_jumlah x min(n, batas_jumlah), at most maks_skor_jumlah. */
  koefisien_jumlah: number;
  batas_jumlah: number;
  maks_skor_jumlah: number;
  /** IID = skor total / skor_maksimum x 100. */
  skor_maksimum: number;
}

/** The 2023 method: the seeded default of every period until superadmin sets another. */
export const METHOD_2023: IndexMethod = {
  versi: '2023.1',
  pembagi_minimum: 10,
  koefisien_jumlah: 0.38,
  batas_jumlah: 200,
  maks_skor_jumlah: 76,
  skor_maksimum: 250,
};

/** What the computation needs of one region: its SPD points and each counted innovation's. */
export interface RegionPoints {
  /** Sum of the region indicators' points (1-15, sub-items added). */
  spd: number;
  /** Per counted innovation, the sum of its indicator (16-35) points. */
  inovasi: readonly number[];
}

export interface IndexResult {
  spd: number;
  sid: number;
  jumlah_inovasi: number;
  skor_jumlah_inovasi: number;
  skor_total: number;
  indeks: number;
}

/** Indicator 36: 0.38 x min(n, 200), at most 76 (2023 method). */
export const countScore = (n: number, m: IndexMethod): number =>
  round(Math.min(m.koefisien_jumlah * Math.min(n, m.batas_jumlah), m.maks_skor_jumlah), 2);

/** The same facts as sums, as the server's SQL aggregation gives them. */
export interface RegionSums {
  spd: number;
  /** Counted innovations. */
  n: number;
  /** Sum of the counted innovations' indicator points. */
  inovasi: number;
}

/**
 * SPD, SID, total and IID of one region (iid-method.md "Scores"). Sums are kept exact until the
 * end; every published figure is rounded to two decimals.
 * @example computeFromSums({ spd: 63, n: 10, inovasi: 1110 }, METHOD_2023).indeks // 71.12
 */
export function computeFromSums(sums: RegionSums, m: IndexMethod): IndexResult {
  const skorJumlah = countScore(sums.n, m);
  const sidRaw = sums.inovasi / Math.max(m.pembagi_minimum, sums.n) + skorJumlah;
  const totalRaw = sums.spd + sidRaw;
  return {
    spd: round(sums.spd, 2),
    sid: round(sidRaw, 2),
    jumlah_inovasi: sums.n,
    skor_jumlah_inovasi: skorJumlah,
    skor_total: round(totalRaw, 2),
    indeks: round((totalRaw / m.skor_maksimum) * 100, 2),
  };
}

/** computeFromSums from each counted innovation's points. */
export const computeIndex = (points: RegionPoints, m: IndexMethod): IndexResult =>
  computeFromSums(
    {
      spd: points.spd,
      n: points.inovasi.length,
      inovasi: points.inovasi.reduce((s, p) => s + p, 0),
    },
    m,
  );

/**
 * The band set of a year and use: the greatest year key not after it (the smallest before any
 * key), then that key's set for `use`.
 */
export function bandsFor(bands: PredikatBands, tahun: number, use: PredikatUse): PredikatBand[] {
  const keys = Object.keys(bands)
    .map(Number)
    .filter(Number.isInteger)
    .sort((a, b) => a - b);
  if (keys.length === 0) return [];
  const key = [...keys].reverse().find((k) => k <= tahun) ?? keys[0]!;
  return bands[String(key)]?.[use] ?? [];
}

/**
 * The first band of a set whose bound the index passes; the unbounded last band ("Tidak Dapat
 * Dinilai") takes 0 and no data. Screens call `predicateFor` with their use.
 */
export function predicate(
  indeks: number | null,
  bands: readonly PredikatBand[],
): PredikatBand | null {
  const score = indeks ?? 0;
  for (const band of bands) {
    if (band.gt !== undefined && band.gt !== null) {
      if (score > band.gt) return band;
    } else if (band.gte !== undefined && band.gte !== null) {
      if (score >= band.gte) return band;
    } else return band;
  }
  return null;
}

/**
 * The one predicate function of every screen, named by its use (spec 9): `daftar` for the
 * index lists, `laporan` for the reports. Its band gives the name and the report tab (0 Belum
 * Mengisi Data, 1 Kurang Inovatif, 2 Inovatif, 3 Terinovatif).
 * @example predicateFor('laporan', 35, table, 2026)?.predikat // 'Inovatif'
 * @example predicateFor('daftar', 40, table, 2026)?.predikat // 'Kurang Inovatif'
 */
export const predicateFor = (
  use: PredikatUse,
  indeks: number | null,
  table: PredikatBands,
  tahun: number,
): PredikatBand | null => predicate(indeks, bandsFor(table, tahun, use));

/** The report tabs of spec 9, in order: their numbers as the bands name them. */
export const PREDIKAT_TABS = [0, 1, 2, 3] as const;

/**
 * Competition ranks over rows ordered by index descending: ties share a rank (1, 2, 2, 4); a
 * score of 0 has no rank (null, shown as a dash).
 */
export function ranks(indeks: readonly number[]): (number | null)[] {
  const out: (number | null)[] = [];
  let previous: number | null = null;
  let rank = 0;
  indeks.forEach((v, i) => {
    if (v !== previous) rank = i + 1;
    previous = v;
    out.push(v > 0 ? rank : null);
  });
  return out;
}
