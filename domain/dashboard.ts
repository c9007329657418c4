import type { WorkflowAction, WorkflowState } from './innovationWorkflow';
import { round } from './indicatorNumber';

/**
 * The rules of the statistics dashboards (issue 23 items 3-7): what counts as a filled profile,
 * a sent or verified innovation, an overturned quality-control decision, and how averages are
 * taken. The index itself and its predicate come from the index engine (domain/indexMethod.ts,
 * server/services/indexEngine.ts), never from here.
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
 * The mean of a group's values, every region counted (a region without a result as 0), two
 * decimals; 0 for an empty group. The same rule as the breakdown's national and cluster
 * averages (GET /api/indeks/{profilId}).
 * @example mean([80, 0, 10]) // 30
 */
export const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : round(values.reduce((s, v) => s + v, 0) / values.length, 2);

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
