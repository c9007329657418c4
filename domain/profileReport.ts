import { formatNumber } from './format';

/**
 * The content of a profile download, a region's or an innovation's (PDF and Excel, spec 7
 * /profil/download-* and /inovasi/download-*): the rows are built here once, so both files and
 * both units say the same thing.
 */

/** One stored answer (indikator_jawaban, a region's or an innovation's) as the report reads it. */
export interface StoredAnswer {
  skala_text: string | null;
  informasi: string | null;
  nilai: string | number | null;
  nilai_sebelum: string | number | null;
  nilai_sesudah: string | number | null;
  satuan: string | null;
  skor: string | number | null;
  skor_verifikasi: string | number | null;
  catatan: string | null;
}

export interface ReportIndicator {
  no_urut: number;
  subs: string | null;
  indikator: string;
  bobot: string | number;
  satuan: string | null;
}

/** How the answer parts are called (the report catalog's `answer`). */
export interface AnswerWords {
  before: string;
  after: string;
  value: string;
}

export interface ReportRow {
  /** `4a` for a sub-item. */
  no: string;
  indikator: string;
  bobot: number;
  /** The answer as one text; empty when unanswered. */
  jawaban: string;
  answered: boolean;
  skor: number | null;
  skor_verifikasi: number | null;
  catatan: string | null;
  dokumen: string[];
}

export interface ReportTotals {
  indikator: number;
  terjawab: number;
  dokumen: number;
  skor: number;
  skor_verifikasi: number;
}

const num = (v: string | number | null | undefined): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** A stored number without trailing zeros, Indonesian decimals: `12.5000` -> `12,5`. */
const plain = (v: string | number | null) => {
  const n = num(v);
  return n === null ? '' : formatNumber(n, 'count');
};

/**
 * A stored answer as one line: the chosen scale's text, a number with its unit, the before and
 * after values, then the free information, joined with "; ".
 * @example answerText({ ...empty, skala_text: 'Ada', informasi: 'Perda 3/2023' }, null, words) // 'Ada; Perda 3/2023'
 */
export function answerText(
  answer: StoredAnswer | null,
  satuan: string | null,
  words: AnswerWords,
): string {
  if (!answer) return '';
  const unit = answer.satuan ?? satuan;
  const withUnit = (v: string | number | null) => [plain(v), unit].filter(Boolean).join(' ');
  const parts: string[] = [];
  if (answer.skala_text?.trim()) parts.push(answer.skala_text.trim());
  if (num(answer.nilai) !== null) parts.push(`${words.value}: ${withUnit(answer.nilai)}`);
  if (num(answer.nilai_sebelum) !== null || num(answer.nilai_sesudah) !== null) {
    parts.push(
      `${words.before}: ${withUnit(answer.nilai_sebelum) || '-'}`,
      `${words.after}: ${withUnit(answer.nilai_sesudah) || '-'}`,
    );
  }
  if (answer.informasi?.trim()) parts.push(answer.informasi.trim());
  return parts.join('; ');
}

/** One row per indicator, in the indicator's order, with its answer and document names. */
export function reportRow(
  indicator: ReportIndicator,
  answer: StoredAnswer | null,
  documents: readonly string[],
  words: AnswerWords,
): ReportRow {
  const jawaban = answerText(answer, indicator.satuan, words);
  return {
    no: `${indicator.no_urut}${indicator.subs ?? ''}`,
    indikator: indicator.indikator,
    bobot: num(indicator.bobot) ?? 0,
    jawaban,
    answered: jawaban !== '' || num(answer?.skor) !== null,
    skor: num(answer?.skor),
    skor_verifikasi: num(answer?.skor_verifikasi),
    catatan: answer?.catatan?.trim() || null,
    dokumen: [...documents],
  };
}

/** Sums over the rows, rounded to 2 decimals (the scores' precision). */
export function reportTotals(rows: readonly ReportRow[]): ReportTotals {
  const sum = (pick: (r: ReportRow) => number | null) =>
    Math.round(rows.reduce((s, r) => s + (pick(r) ?? 0), 0) * 100) / 100;
  return {
    indikator: rows.length,
    terjawab: rows.filter((r) => r.answered).length,
    dokumen: rows.reduce((s, r) => s + r.dokumen.length, 0),
    skor: sum((r) => r.skor),
    skor_verifikasi: sum((r) => r.skor_verifikasi),
  };
}

/** A score as the report prints it: 2 decimals, Indonesian comma; empty when none. */
export const reportScore = (v: number | null): string =>
  v === null ? '' : formatNumber(v, 'score');

/**
 * The downloaded file's name: readable, without characters a file system refuses.
 * @example reportFileName('Kota Bandung', 2026, 'pdf') // 'Profil Pemda Kota Bandung 2026.pdf'
 */
export function reportFileName(
  nama: string,
  tahun: number,
  ext: 'pdf' | 'xlsx',
  prefix = 'Profil Pemda',
): string {
  const clean = nama
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  return `${prefix} ${clean || 'Daerah'} ${tahun}.${ext}`;
}
