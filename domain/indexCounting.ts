import { STORED, type WorkflowState } from './innovationWorkflow';

/**
 * Which innovations the two indices count (iid-method.md "Which innovations count", issue 35
 * finding 4; docs/decisions.md "The verified index counts verified work"). Index-year copies and
 * competition entries count in neither (the engine leaves them out before this).
 */

/**
 * The self index: the innovations sent for the period and not rejected, whatever the verifier
 * has done with them yet. A verifier's rejection waiting for quality control leaves it out; a
 * quality-control acceptance of that rejection (diterima) brings it back.
 */
export const COUNTED_SELF: readonly WorkflowState[] = ['dikirim', 'terverifikasi', 'diterima'];

/**
 * The verified index: only the innovations whose verification passed. A sent innovation still
 * waiting (dikirim) adds nothing to it, not its count score (indicator 36), not its share of
 * the divisor MAX(10, n), not the points a verifier may have entered before deciding.
 */
export const COUNTED_VERIFIED: readonly WorkflowState[] = ['terverifikasi', 'diterima'];

/**
 * Whether an innovation in `state` counts in the self (`mandiri`) and the verified
 * (`verifikasi`) index.
 * @example countedIn('dikirim') // { mandiri: true, verifikasi: false }
 * @example countedIn('ditolak_qc') // { mandiri: false, verifikasi: false }
 */
export const countedIn = (state: WorkflowState) => ({
  mandiri: COUNTED_SELF.includes(state),
  verifikasi: COUNTED_VERIFIED.includes(state),
});

/**
 * The registration statuses (`nomor_registrasi.status_nomor`) of a set of states: what the
 * engine's statements filter on. Each counted set is told apart from the states outside it by
 * the status alone (the QC flag only separates terverifikasi from diterima, which count alike;
 * the test walks every pair of status and flag through `stateOf`).
 * @example registrationStatuses(COUNTED_VERIFIED) // [1]
 */
export const registrationStatuses = (states: readonly WorkflowState[]): number[] =>
  [...new Set(states.map((s) => STORED[s].status_nomor))].sort((a, b) => a - b);
