import type { AnswerSummary } from './indicatorSummary';
import { round } from './indicatorNumber';

/** What the server keeps on an innovation row about its indicator answers (issue 8). */
export interface InnovationCompleteness {
  /** 1 when every mandatory indicator is answered with its evidence (spec 4 badge). */
  status_dokumen: 0 | 1;
  /** Share of the mandatory indicators complete, 0..100, floored (the list's progress bar). */
  kelengkapan: number;
  /** Sum of the self scores (spec 3 "kematangan", the score record's total points). */
  kematangan: number;
}

/**
 * The completeness of an innovation from the summary of its indicator rows. A set without
 * mandatory indicators is complete once it has any indicator at all: nothing is missing.
 * @example innovationCompleteness({ skor: 12, jumlah: 20, lengkap: 3, wajib: 6, wajib_lengkap: 3 })
 *   // { status_dokumen: 0, kelengkapan: 50, kematangan: 12 }
 */
export function innovationCompleteness(summary: AnswerSummary): InnovationCompleteness {
  const complete = summary.jumlah > 0 && summary.wajib_lengkap === summary.wajib;
  const kelengkapan =
    summary.wajib === 0
      ? complete
        ? 100
        : 0
      : Math.floor((summary.wajib_lengkap / summary.wajib) * 100);
  return {
    status_dokumen: complete ? 1 : 0,
    kelengkapan,
    kematangan: round(summary.skor, 2),
  };
}

/** Asta Cita themes start at 9 (spec 3); below it the profile is not filled in (spec 2 marker). */
export const ASTA_CITA_MIN = 9;

/**
 * Spec 3 `submitable`: the innovation can be sent once its profile carries an Asta Cita theme
 * and its mandatory indicators are complete.
 */
export const isSubmitable = (row: { status_dokumen: number; is_covid: number | null }): boolean =>
  row.status_dokumen === 1 && (row.is_covid ?? 0) >= ASTA_CITA_MIN;

/**
 * A competition entry can be sent once its mandatory indicators are complete with their
 * evidence; Asta Cita is optional in the competition form (spec 5), so it is not asked here.
 */
export const isLombaComplete = (row: { status_dokumen: number }): boolean =>
  row.status_dokumen === 1;

/** The trial results ("Hasil Uji Coba") exist from the Uji Coba stage on (inovasi_status >= 1). */
export const acceptsTrialResults = (inovasiStatus: number | null): boolean =>
  (inovasiStatus ?? 0) >= 1;
