import { round } from './indicatorNumber';

/** What a summary needs of a region indicator row (GET /api/daerah/{id}/indikator). */
export interface SummaryRow {
  skor: number;
  required: number | boolean;
  lengkap: boolean;
}

export interface AnswerSummary {
  /** Sum of the self scores, 2 decimals. */
  skor: number;
  /** Indicators of the period, and how many are complete. */
  jumlah: number;
  lengkap: number;
  /** Mandatory indicators (required 1), and how many are complete. */
  wajib: number;
  wajib_lengkap: number;
}

/**
 * The totals the input screen and the Indikator tab show: points and completeness, counted the
 * same way on both sides.
 * @example summarizeAnswers([{ skor: 2, required: 1, lengkap: true }]).wajib_lengkap // 1
 */
export function summarizeAnswers(rows: readonly SummaryRow[]): AnswerSummary {
  const mandatory = rows.filter((r) => Number(r.required) === 1);
  return {
    skor: round(
      rows.reduce((s, r) => s + r.skor, 0),
      2,
    ),
    jumlah: rows.length,
    lengkap: rows.filter((r) => r.lengkap).length,
    wajib: mandatory.length,
    wajib_lengkap: mandatory.filter((r) => r.lengkap).length,
  };
}
