import { acceptsLink, allowedFileTypes } from '../../../domain/documents';
import { needsEvidence, scoreAnswer } from '../../../domain/indicatorAnswer';
import { summarizeAnswers } from '../../../domain/indicatorSummary';
import { indicatorAnswerText } from '../../../i18n/id/indicatorAnswer';
import {
  innovationCompleteness,
  isSubmitable,
  type InnovationCompleteness,
} from '../../../domain/innovationCompleteness';
import { answerColumns } from '../../features/innovations/services/answerStore';
import { storedInput } from '../../features/innovations/services/answerState';
import { storageKey } from '../../features/documents/services/documentFile';
import { refusal, type EvaluasiIn } from '../../features/review/services/evaluation';
import type { IndicatorOut } from '../../features/scoring/services/indicatorSet';
import type { dokumen, indikator_jawaban } from '../../platform/db/schema';
import type { Rng } from '../prng';
import type { Berkas } from './berkas';

/**
 * Indicator answers as a user gives them: a scale picked, the evidence its indicator asks for
 * attached, the points and the completeness computed by the product's own functions (the answer
 * engine, the service's stored columns, the completeness rule), never typed in.
 *
 * Why rows and not the services: the services save one owner per transaction, with a row lock,
 * an activity entry and the region's index recomputed after every call. The demo has some
 * hundred owners, and ~88 API test files seed a fresh database each, so the seed writes the
 * rows those services would write, set-based, from the same functions, and recounts once.
 */

type AnswerRow = typeof indikator_jawaban.$inferInsert;
type DocumentRow = typeof dokumen.$inferInsert;

/** Whose answers: a region (inovasi_id null) or an innovation or competition entry. */
export interface Pemilik {
  unit: 'daerah' | 'inovasi' | 'lomba';
  profil_id: number;
  inovasi_id: number | null;
  tahun: number;
  /** The region's code (letter numbers). */
  kode: string;
  /** The account that answers and uploads. */
  by: number | null;
}

export interface Jawaban {
  answers: AnswerRow[];
  documents: DocumentRow[];
  files: { key: string; berkas: Berkas }[];
}

export interface EvidenceFiles {
  surat: Berkas;
  foto: Berkas;
}

const label = (ind: IndicatorOut) => `${ind.no_urut}${ind.subs ?? ''}`;

/** The evidence one indicator asks for: a video link, else a letter or a photo it accepts. */
function evidenceOf(ind: IndicatorOut, owner: Pemilik, files: EvidenceFiles, youtubeId: string) {
  const base = {
    unit: owner.unit,
    profil_id: owner.profil_id,
    inovasi_id: owner.inovasi_id,
    indikator_id: ind.id,
    uploaded_by: owner.by,
  };
  if (acceptsLink(ind.document_type)) {
    const doc: DocumentRow = {
      ...base,
      nama: `Video indikator ${label(ind)}`,
      youtube: `https://www.youtube.com/watch?v=${youtubeId}`,
    };
    return { doc, file: null };
  }
  const types = allowedFileTypes(ind);
  const berkas = types.includes(files.surat.mime) ? files.surat : files.foto;
  if (!types.includes(berkas.mime))
    throw new Error(`Indikator ${label(ind)}: jenis bukti demo tidak diterima`);
  const key = storageKey(owner.unit, owner.inovasi_id ?? owner.profil_id, berkas.ext);
  const resmi = ind.document_type === 'resmi';
  const doc: DocumentRow = {
    ...base,
    nama: `Bukti indikator ${label(ind)}`,
    nomor_surat: resmi ? `${100 + ind.no_urut}/${owner.kode}/${owner.tahun}` : null,
    tanggal_surat: resmi ? `${owner.tahun}-0${1 + (ind.no_urut % 9)}-15` : null,
    mime: berkas.mime,
    size: berkas.bytes.byteLength,
    file_name: `bukti-indikator-${label(ind)}.${berkas.ext}`,
    storage_key: key,
  };
  return { doc, file: { key, berkas } };
}

/**
 * The answers of one owner: for each indicator given a level (0-based index of its scales by
 * points), that scale picked and the evidence attached, scored by the answer engine with the
 * evidence present. An answer the engine refuses stops the seed.
 */
export function answerOwner(
  set: readonly IndicatorOut[],
  owner: Pemilik,
  levels: ReadonlyMap<number, number>,
  files: EvidenceFiles,
): Jawaban {
  const out: Jawaban = { answers: [], documents: [], files: [] };
  for (const ind of set) {
    const level = levels.get(ind.id);
    const scale = level === undefined ? undefined : ind.skala[level];
    if (!scale) continue;
    const evidence = needsEvidence(ind)
      ? evidenceOf(ind, owner, files, `demo${owner.inovasi_id ?? owner.profil_id}x${ind.id}`)
      : null;
    const result = scoreAnswer(ind, { skala_id: scale.id }, { hasEvidence: evidence !== null });
    if (!result.ok) throw new Error(`Indikator ${label(ind)}: ${indicatorAnswerText(result)}`);
    out.answers.push({
      unit: owner.unit,
      profil_id: owner.profil_id,
      inovasi_id: owner.inovasi_id,
      indikator_id: ind.id,
      tahun: owner.tahun,
      ...answerColumns(ind, result, owner.by),
    });
    if (evidence) {
      out.documents.push(evidence.doc);
      if (evidence.file) out.files.push(evidence.file);
    }
  }
  return out;
}

/**
 * The completeness the server keeps on the innovation row (refreshCompleteness in
 * services/innovationAnswers.ts), read the way loadAnswers reads it: each indicator of the set
 * with its stored answer and whether it has a document.
 */
export function completenessOf(
  set: readonly IndicatorOut[],
  jawaban: Pick<Jawaban, 'answers' | 'documents'>,
  isCovid: number | null,
): InnovationCompleteness & { submitable: 0 | 1 } {
  const saved = new Map(jawaban.answers.map((a) => [a.indikator_id, a]));
  const withDocs = new Set(jawaban.documents.map((d) => d.indikator_id));
  const rows = set.map((ind) => {
    const row = saved.get(ind.id);
    // storedInput reads the stored columns, which an insert row carries with the same values.
    const live = scoreAnswer(ind, storedInput(row as Parameters<typeof storedInput>[0]), {
      hasEvidence: withDocs.has(ind.id),
    });
    return {
      skor: row?.skor == null ? 0 : Number(row.skor),
      required: ind.required,
      lengkap: live.ok && live.lengkap,
    };
  });
  const done = innovationCompleteness(summarizeAnswers(rows));
  return {
    ...done,
    submitable: isSubmitable({ status_dokumen: done.status_dokumen, is_covid: isCovid }) ? 1 : 0,
  };
}

/**
 * Levels for a set: every mandatory indicator (so the owner is complete when `lengkap`), the
 * others as the owner's effort (0..1) draws them, higher effort picking higher levels.
 */
export function drawLevels(
  rng: Rng,
  set: readonly IndicatorOut[],
  effort: number,
  lengkap: boolean,
): Map<number, number> {
  const levels = new Map<number, number>();
  for (const ind of set) {
    // Draw both values for every indicator, so one choice never shifts the others.
    const [take, pick] = [rng.next(), rng.next()];
    if (ind.skala.length === 0) continue;
    if (!(lengkap && ind.required === 1) && take > 0.3 + effort * 0.6) continue;
    levels.set(ind.id, Math.min(ind.skala.length - 1, Math.floor(pick * (1 + effort) * 2)));
  }
  return levels;
}

/** A verifier's decision on one answer, as POST .../evaluasi takes it. */
export type Keputusan = Omit<EvaluasiIn, 'indikator_id'>;

/**
 * The verifier's decisions on an owner's answers, each checked by the evaluation's own rule
 * (a scale point or 0; a rejection has its reason), as the columns saveEvaluation writes.
 */
export function evaluate(
  set: readonly IndicatorOut[],
  answers: AnswerRow[],
  by: number,
  decide: (ind: IndicatorOut, answer: AnswerRow) => Keputusan,
): void {
  const byId = new Map(set.map((i) => [i.id, i]));
  for (const answer of answers) {
    const ind = byId.get(answer.indikator_id)!;
    const e = decide(ind, answer);
    const refused = refusal({ indikator_id: ind.id, ...e }, ind);
    if (refused) throw new Error(`Verifikasi indikator ${label(ind)}: ${refused}`);
    if (e.status_verifikasi !== undefined) answer.status_verifikasi = e.status_verifikasi;
    answer.skor_verifikasi = String(e.status_verifikasi === 2 ? 0 : e.skor_verifikasi!);
    answer.catatan = e.catatan?.trim() || null;
    answer.evaluated_by = by;
  }
}

/**
 * The usual decision: the evidence accepted at the answer's own points, or (`turun`) at the
 * scale point one level below, with the reason. An innovation's decision carries its evidence
 * status (1 accepted); a region's has none (regionEvaluation).
 */
export function accept(
  ind: IndicatorOut,
  answer: AnswerRow,
  turun: boolean,
  unit: Pemilik['unit'],
): Keputusan {
  const status = unit === 'daerah' ? {} : { status_verifikasi: 1 as const };
  const points = ind.skala.map((s) => s.nilai);
  const own = Number(answer.skor ?? 0);
  const lower = [...points].reverse().find((p) => p < own - 0.005);
  if (turun && lower !== undefined)
    return {
      ...status,
      skor_verifikasi: lower,
      catatan: 'Bukti mendukung satu tingkat di bawah pilihan skala',
    };
  return { ...status, skor_verifikasi: own, catatan: null };
}
