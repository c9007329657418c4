import type { AnswerOwnerRef } from '../../providers/answerOwner';

/**
 * What the user typed for one indicator, kept as text so a half-typed number ("12,") survives a
 * reload exactly as it was.
 */
export interface AnswerDraft {
  skala_id?: number | null;
  nilai?: string;
  nilai_sebelum?: string;
  nilai_sesudah?: string;
  informasi?: string;
}

export type DraftMap = Record<string, AnswerDraft>;

/** Local copy of unsaved answers, per profile and period (architecture: nothing typed is lost). */
export const answersDraftKey = (profilId: number, tahun: number) =>
  `draft:indikator_daerah:${profilId}:${tahun}`;

/** The same for any owner: an innovation's answers and its trial results keep drafts apart. */
export const ownerDraftKey = (owner: AnswerOwnerRef, tahun: number) =>
  owner.unit === 'daerah'
    ? answersDraftKey(owner.id, tahun)
    : `draft:indikator_${owner.unit}:${owner.id}:${tahun}`;

export function readAnswersDraft(key: string): DraftMap {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as DraftMap) : {};
  } catch {
    return {};
  }
}

export function writeAnswersDraft(key: string, drafts: DraftMap): void {
  if (Object.keys(drafts).length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(drafts));
}
