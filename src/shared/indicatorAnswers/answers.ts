import {
  isChangeKind,
  isRangeKind,
  missingEvidence,
  scoreAnswer,
  type AnswerResult,
} from '../../../domain/indicatorAnswer';
import { summarizeAnswers, type AnswerSummary } from '../../../domain/indicatorSummary';
import type { IndikatorDaerah, JawabanInput } from '../../providers/indikatorApi';
import type { AnswerDraft, DraftMap } from './answerDraft';

/** Kinds whose answer is a scale point picked by the region (the others derive it or have none). */
const PICK_KINDS = new Set(['H', 'O', 'L', 'C', 'V', 'F']);
/** Kinds with a text answer: L free text, C vision and mission. */
export const TEXT_KINDS = new Set(['L', 'C']);

export const picksScale = (row: IndikatorDaerah) =>
  PICK_KINDS.has(row.jenis.toUpperCase()) && row.skala.length > 0;
export const takesBeforeAfter = (row: IndikatorDaerah) => isChangeKind(row.jenis);
/** T: one number with its unit (A is a range kind too, but computed by the system). */
export const takesNumber = (row: IndikatorDaerah) =>
  isRangeKind(row.jenis) && !isChangeKind(row.jenis) && row.jenis.toUpperCase() !== 'A';
export const isAutomatic = (row: IndikatorDaerah) => row.jenis.toUpperCase() === 'A';

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
  drafts[String(row.id)] ?? savedDraft(row);

/**
 * The answer as typed, in the fields of its kind. The text is passed as typed: the engine parses
 * it on this screen and on the server alike, so both give the same points and messages.
 */
export function toAnswer(row: IndikatorDaerah, d: AnswerDraft): Omit<JawabanInput, 'indikator_id'> {
  if (isAutomatic(row)) return {};
  const out: Omit<JawabanInput, 'indikator_id'> = {
    informasi: d.informasi?.trim() ? d.informasi : null,
  };
  if (picksScale(row)) out.skala_id = d.skala_id ?? null;
  if (takesBeforeAfter(row)) {
    out.nilai_sebelum = d.nilai_sebelum ?? null;
    out.nilai_sesudah = d.nilai_sesudah ?? null;
  } else if (takesNumber(row)) out.nilai = d.nilai ?? null;
  return out;
}

export const toJawaban = (row: IndikatorDaerah, d: AnswerDraft): JawabanInput => ({
  indikator_id: row.id,
  ...toAnswer(row, d),
});

/**
 * The points, completeness or error of an answer as typed: the answer engine of domain/, the
 * same function the server scores with.
 */
export const liveResult = (row: IndikatorDaerah, d: AnswerDraft, documents: number): AnswerResult =>
  scoreAnswer(row, toAnswer(row, d), {
    hasEvidence: documents > 0,
    otomatis: isAutomatic(row) ? row.nilai : null,
  });

/** The inputs of an answer card an error can be about. */
export type AnswerInputField = 'skala' | 'nilai' | 'nilai_sebelum' | 'nilai_sesudah' | 'informasi';

/**
 * Which input the engine's refusal is about, so its message marks that field alone (issue 37:
 * errors sit on their field); null when it concerns the answer as a whole (a value outside every
 * range, a server refusal the screen cannot place).
 */
export function errorFieldOf(result: AnswerResult): AnswerInputField | null {
  if (result.ok) return null;
  switch (result.code) {
    case 'notNumber':
    case 'tooLarge':
      return (result.values.field as AnswerInputField | undefined) ?? null;
    case 'beforeMissing':
    case 'divisionByZero':
      return 'nilai_sebelum';
    case 'afterMissing':
      return 'nilai_sesudah';
    case 'scaleRequired':
    case 'scaleUnknown':
      return 'skala';
    case 'textRequired':
    case 'textTooLong':
    case 'badUrl':
      return 'informasi';
    default:
      return null;
  }
}

/**
 * For an answer as typed that still lacks its supporting document: the points it earns once the
 * document is uploaded (domain missingEvidence, the rule the server scores and counts
 * completeness by); null when nothing is missing.
 */
export const liveMissingEvidence = (
  row: IndikatorDaerah,
  d: AnswerDraft,
  documents: number,
): { skor: number } | null =>
  missingEvidence(row, toAnswer(row, d), {
    hasEvidence: documents > 0,
    otomatis: isAutomatic(row) ? row.nilai : null,
  });

/** What the counter line shows besides the completeness: answers given, and those held back. */
export interface AnswerProgress {
  /** Indicators answered (saved or typed), with or without their document. */
  terjawab: number;
  /** Mandatory indicators answered. */
  wajib_terjawab: number;
  /** Answers still waiting for their supporting document, and the points they would add. */
  menunggu_dokumen: number;
  poin_menunggu: number;
}

export function progressOf(
  rows: readonly IndikatorDaerah[],
  results: ReadonlyMap<number, AnswerResult>,
  missing: ReadonlyMap<number, { skor: number } | null>,
): AnswerProgress {
  const out: AnswerProgress = {
    terjawab: 0,
    wajib_terjawab: 0,
    menunggu_dokumen: 0,
    poin_menunggu: 0,
  };
  for (const row of rows) {
    const r = results.get(row.id);
    if (r?.ok && r.terjawab) {
      out.terjawab += 1;
      if (Number(row.required) === 1) out.wajib_terjawab += 1;
    }
    const m = missing.get(row.id);
    if (m) {
      out.menunggu_dokumen += 1;
      out.poin_menunggu += m.skor;
    }
  }
  out.poin_menunggu = Math.round(out.poin_menunggu * 100) / 100;
  return out;
}

/**
 * The screen's totals as typed: the answer engine's points and completeness per row, summed by
 * domain/indicatorSummary.ts as the server sums the saved answers.
 */
export function summaryOf(
  rows: readonly IndikatorDaerah[],
  results: ReadonlyMap<number, AnswerResult>,
): AnswerSummary {
  return summarizeAnswers(
    rows.map((row) => {
      const r = results.get(row.id);
      return { required: row.required, skor: r?.ok ? r.skor : 0, lengkap: !!r?.ok && r.lengkap };
    }),
  );
}
