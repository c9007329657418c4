import type { IndikatorDaerah, JawabanInput } from '../../providers/indikatorApi';
import { toApiNumber, type AnswerDraft, type DraftMap } from './answerDraft';

/** Kinds answered by picking a scale point (spec 5: H choice, O derived from a scale). */
export const SCALE_KINDS = new Set(['H', 'O']);
/** Kinds answered with a before and an after value (G, X percent change; Y, Z, D differences). */
export const BEFORE_AFTER_KINDS = new Set(['G', 'X', 'Y', 'Z', 'D']);
/** Kinds answered with text: L free text, C vision and mission. */
export const TEXT_KINDS = new Set(['L', 'C']);
/** Kinds answered by their evidence alone (V video, F photo) or computed (A automatic). */
export const EVIDENCE_KINDS = new Set(['V', 'F', 'A']);

const text = (v: number | string | null | undefined) =>
  v === null || v === undefined ? '' : String(v);

/** The saved answer of a row as the inputs show it. */
export function savedDraft(row: IndikatorDaerah): AnswerDraft {
  return {
    skala_id: row.skala_id,
    nilai: text(row.nilai),
    nilai_sebelum: text(row.nilai_sebelum),
    nilai_sesudah: text(row.nilai_sesudah),
    informasi: row.informasi ?? '',
  };
}

/** What the inputs of a row show: the local draft when there is one, else the saved answer. */
export const currentDraft = (row: IndikatorDaerah, drafts: DraftMap): AnswerDraft =>
  drafts[String(row.indikator_id)] ?? savedDraft(row);

/** Whether the row holds an answer of its kind (evidence kinds count once a document is there). */
export function isAnswered(row: IndikatorDaerah, d: AnswerDraft, documents: number): boolean {
  if (SCALE_KINDS.has(row.jenis)) return d.skala_id !== null && d.skala_id !== undefined;
  if (BEFORE_AFTER_KINDS.has(row.jenis))
    return !!d.nilai_sebelum?.trim() && !!d.nilai_sesudah?.trim();
  if (TEXT_KINDS.has(row.jenis)) return !!d.informasi?.trim();
  if (row.jenis === 'T') return !!d.nilai?.trim();
  return documents > 0;
}

/** The answer sent for a row: only the fields of its kind. */
export function toJawaban(row: IndikatorDaerah, d: AnswerDraft): JawabanInput {
  const out: JawabanInput = { indikator_id: row.indikator_id };
  if (SCALE_KINDS.has(row.jenis)) out.skala_id = d.skala_id ?? null;
  else if (BEFORE_AFTER_KINDS.has(row.jenis)) {
    out.nilai_sebelum = toApiNumber(d.nilai_sebelum);
    out.nilai_sesudah = toApiNumber(d.nilai_sesudah);
  } else if (row.jenis === 'T') out.nilai = toApiNumber(d.nilai);
  if (d.informasi?.trim()) out.informasi = d.informasi.trim();
  else if (TEXT_KINDS.has(row.jenis)) out.informasi = null;
  return out;
}

export interface Progress {
  answered: number;
  total: number;
  requiredAnswered: number;
  required: number;
}

/** Completeness of the period: answered rows, and answered mandatory ones. */
export function progressOf(
  rows: readonly IndikatorDaerah[],
  drafts: DraftMap,
  documents: (row: IndikatorDaerah) => number,
): Progress {
  let answered = 0;
  let requiredAnswered = 0;
  let required = 0;
  for (const row of rows) {
    const done = isAnswered(row, currentDraft(row, drafts), documents(row));
    if (done) answered++;
    if (row.required === 1) {
      required++;
      if (done) requiredAnswered++;
    }
  }
  return { answered, total: rows.length, requiredAnswered, required };
}
