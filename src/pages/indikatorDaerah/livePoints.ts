import type { IndikatorDaerah } from '../../providers/indikatorApi';
import type { AnswerDraft } from './answerDraft';
import { savedDraft } from './answers';

/** Spec 9: scores are shown to 2 decimals (Indonesian decimal comma). */
export const formatScore = (v: number): string =>
  v.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const same = (a: AnswerDraft, b: AnswerDraft) =>
  (['skala_id', 'nilai', 'nilai_sebelum', 'nilai_sesudah', 'informasi'] as const).every(
    (k) => (a[k] ?? '') === (b[k] ?? ''),
  );

/**
 * The points of a row as typed. Until the shared answer engine (domain) lands, only the saved
 * answer's server score is known: an edited row shows null ("—") until it is saved.
 */
export function livePoints(row: IndikatorDaerah, draft: AnswerDraft): number | null {
  return same(draft, savedDraft(row)) ? (row.skor ?? 0) : null;
}
