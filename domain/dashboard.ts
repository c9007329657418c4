import type { WorkflowAction, WorkflowState } from './innovationWorkflow';
import { round } from './indicatorNumber';
import { ratedMean } from './indexMean';

/**
 * The rules of the statistics dashboards (issue 23 items 3-7): what counts as a filled profile,
 * a sent or verified innovation, an overturned quality-control decision, and how averages are
 * taken. The index itself and its predicate come from the index engine (domain/indexMethod.ts,
 * server/features/scoring/services/indexEngine.ts), never from here.
 */

/**
 * A region's profile is filled when every contact field of spec 3 holds text: the research
 * agency, address, e-mail, telephone and the administrator's name.
 */
export const PROFILE_FIELDS = ['nama_opd', 'alamat', 'email', 'no_telp', 'nama_admin'] as const;

/**
 * Registration states of a sent innovation (spec 4): waiting (0), verified (1) or rejected (2);
 * -1 (withdrawn) and no record are not sent.
 */
export const SENT_STATUSES = [0, 1, 2] as const;
/** Verified by a verifier (status_nomor 1), whether or not quality control has looked yet. */
export const VERIFIED_STATUS = 1;

/** The quality-control steps, as the registration history records them. */
export const QC_ACTIONS = ['qc-terima', 'qc-tolak'] as const satisfies readonly WorkflowAction[];

/**
 * A quality-control decision overturns the verifier's when it accepts what the verifier rejected
 * or rejects what the verifier verified.
 * @example isOverturned('qc-terima', 'ditolak') // true
 * @example isOverturned('qc-tolak', 'ditolak') // false
 */
export function isOverturned(action: string, from: WorkflowState | string | null): boolean {
  return (
    (action === 'qc-terima' && from === 'ditolak') ||
    (action === 'qc-tolak' && from === 'terverifikasi')
  );
}

/**
 * The mean of a count over every region of a group (a region without innovations as 0), two
 * decimals; 0 for an empty group: innovations per region. Never for an index: an index's mean is
 * over the rated regions (`ratedMean`, domain/indexMean.ts).
 * @example mean([80, 0, 10]) // 30
 */
export const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : round(values.reduce((s, v) => s + v, 0) / values.length, 2);

/** The figures of one region a dashboard shows and averages. */
export const REGION_FIGURES = [
  'inisiatif',
  'ujicoba',
  'penerapan',
  'dikirim',
  'terverifikasi',
  'indeks',
  'indeks_verifikasi',
] as const;
export type RegionFigures = Record<(typeof REGION_FIGURES)[number], number>;

/**
 * Each index's mean over the group's rated regions (the one national mean, issue 35) and how
 * many they are: `daerah_berdata` for the self index, `daerah_berdata_verifikasi` for the
 * verified one (the group's size is the caller's `daerah`).
 * @example indexMeans([{ indeks: 20, indeks_verifikasi: 0 }, { indeks: 0, indeks_verifikasi: 0 }])
 * // { rata_indeks: 20, daerah_berdata: 1, rata_indeks_verifikasi: 0, daerah_berdata_verifikasi: 0 }
 */
export function indexMeans(rows: readonly Pick<RegionFigures, 'indeks' | 'indeks_verifikasi'>[]) {
  const self = ratedMean(rows, (r) => r.indeks);
  const verified = ratedMean(rows, (r) => r.indeks_verifikasi);
  return {
    rata_indeks: self.rata_rata,
    daerah_berdata: self.jumlah_berdata,
    rata_indeks_verifikasi: verified.rata_rata,
    daerah_berdata_verifikasi: verified.jumlah_berdata,
  };
}

/**
 * A group's averages of the region figures: the innovation counts per region over every region,
 * each index over the rated regions (`indexMeans`), with the rated counts beside them.
 */
export function averageFigures(rows: readonly RegionFigures[]) {
  const m = indexMeans(rows);
  const of = (k: keyof RegionFigures) => mean(rows.map((r) => r[k]));
  return {
    inisiatif: of('inisiatif'),
    ujicoba: of('ujicoba'),
    penerapan: of('penerapan'),
    dikirim: of('dikirim'),
    terverifikasi: of('terverifikasi'),
    indeks: m.rata_indeks,
    indeks_verifikasi: m.rata_indeks_verifikasi,
    daerah_berdata: m.daerah_berdata,
    daerah_berdata_verifikasi: m.daerah_berdata_verifikasi,
  };
}

/**
 * A share in percent with two decimals; 0 when nothing was counted.
 * @example percent(1, 3) // 33.33
 */
export const percent = (part: number, whole: number): number =>
  whole === 0 ? 0 : round((part / whole) * 100, 2);

/** Days of decisions per day on the qc dashboard: the last 30 Jakarta days, today included. */
export const DECISION_DAYS = 30;
/** How many of the oldest waiting innovations the qc dashboard lists. */
export const OLDEST_WAITING = 10;
