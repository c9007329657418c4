import { findRangeScale, rangeLabel, type RangeScale } from './indicatorScale';
import { formatAnswerNumber, parseAnswerNumber, round } from './indicatorNumber';

/**
 * The indicator answer engine (spec 3 and 5, issue 7 item 2): one function turns an answer into
 * points. The server stores what it computes and the input screen calls the same function, so
 * both show the same points for the same input.
 *
 * Points always come from a scale of the indicator: the one the region picked (H, L, C, O, V, F)
 * or the one whose `mulai_dari..sampai_dengan` range holds the (derived) value (T, G, X, Y, Z, D,
 * A, and O when a value is typed). No scale, an empty answer or missing evidence give 0.
 */

/** Calculation kinds (spec 3 "jenis"; O comes from the answer row). */
export const INDICATOR_KINDS = [
  'C',
  'T',
  'L',
  'H',
  'G',
  'D',
  'X',
  'Y',
  'Z',
  'O',
  'V',
  'F',
  'A',
] as const;
export type IndicatorKind = (typeof INDICATOR_KINDS)[number];

/** Kinds scored from a number placed in the scale ranges. */
const RANGE_KINDS: ReadonlySet<string> = new Set(['T', 'G', 'X', 'Y', 'Z', 'D', 'A']);
/** Kinds computed from a before and an after value. */
const CHANGE_KINDS: ReadonlySet<string> = new Set(['G', 'X', 'Y', 'Z', 'D']);

/** Numbers are stored as numeric(14,4): anything at or beyond this does not fit. */
export const ANSWER_NUMBER_LIMIT = 1e10;
/** Longest free text kept in `informasi`. */
export const ANSWER_TEXT_MAX = 10_000;

type Num = number | string | null | undefined;

export interface AnswerScale extends RangeScale {
  id: number;
  keterangan?: string | null;
}

/** What the engine needs of an indicator (rows from the API or the DB both fit). */
export interface AnswerIndicator {
  jenis: string;
  bobot?: Num;
  satuan?: string | null;
  required?: number | boolean | null;
  document_type?: string | null;
  skala: readonly AnswerScale[];
}

/** The answer as a region sends it (spec 3, indicator answer row). */
export interface AnswerInput {
  /** A number; text from a form select ("12") is read as one. */
  skala_id?: number | string | null;
  nilai?: Num;
  nilai_sebelum?: Num;
  nilai_sesudah?: Num;
  informasi?: string | null;
}

export interface AnswerContext {
  /** Whether the indicator has at least one supporting document (file or link) saved. */
  hasEvidence: boolean;
  /** For kind A: the value the system computed (e.g. a count); the region types nothing. */
  otomatis?: number | null;
}

export interface AnswerScore {
  ok: true;
  skor: number;
  /** The typed value (T, O) or the derived one (G, X, Y: percent to 4 decimals; Z, D). */
  nilai: number | null;
  nilai_sebelum: number | null;
  nilai_sesudah: number | null;
  informasi: string | null;
  /** The scale picked or derived. */
  skala_id: number | null;
  /** Something was answered (an empty answer is valid and scores 0). */
  terjawab: boolean;
  /** Answered in full, with the evidence its indicator requires. */
  lengkap: boolean;
}

/**
 * Why an answer is refused, as a code and its values; i18n/id/indicatorAnswer.ts renders the
 * Indonesian sentence (`indicatorAnswerText`), on the server and on the input screen alike.
 */
export type IndicatorAnswerCode =
  | 'notNumber'
  | 'tooLarge'
  | 'beforeMissing'
  | 'afterMissing'
  | 'divisionByZero'
  | 'scaleRequired'
  | 'scaleUnknown'
  | 'outOfRange'
  | 'textRequired'
  | 'textTooLong'
  | 'badUrl'
  | 'automatic'
  | 'unknownKind';

/** The answer fields a refusal may name (`values.field`). */
export type AnswerField = 'nilai' | 'nilai_sebelum' | 'nilai_sesudah';

export interface AnswerError {
  ok: false;
  code: IndicatorAnswerCode;
  values: Record<string, string | number>;
}

export type AnswerResult = AnswerScore | AnswerError;

/**
 * Whether an indicator needs a supporting document before it scores: every document_type of
 * spec 3 (umum, resmi, video, foto, URL) asks for one; an indicator without one needs none.
 */
export function needsEvidence(indicator: Pick<AnswerIndicator, 'document_type'>): boolean {
  return (indicator.document_type ?? '').trim() !== '';
}

const fail = (
  code: IndicatorAnswerCode,
  values: Record<string, string | number> = {},
): AnswerError => ({ ok: false, code, values });

class AnswerFailure extends Error {
  constructor(readonly result: AnswerError) {
    super(result.code);
  }
}

function number(value: Num, field: AnswerField): number | null {
  const parsed = parseAnswerNumber(value);
  if (parsed === undefined) throw new AnswerFailure(fail('notNumber', { field }));
  if (parsed !== null) checkLimit(parsed, field);
  return parsed;
}

function checkLimit(value: number, field: AnswerField): void {
  if (Math.abs(value) >= ANSWER_NUMBER_LIMIT) {
    const max = formatAnswerNumber(ANSWER_NUMBER_LIMIT - 0.0001);
    throw new AnswerFailure(fail('tooLarge', { field, max }));
  }
}

function text(value: string | null | undefined): string | null {
  const t = (value ?? '').trim();
  if (t === '') return null;
  if (t.length > ANSWER_TEXT_MAX)
    throw new AnswerFailure(fail('textTooLong', { n: ANSWER_TEXT_MAX }));
  return t;
}

/** The derived value of a before/after kind (spec 5). Both values are present. */
function change(kind: string, before: number, after: number): number {
  switch (kind) {
    case 'D':
      return round(after - before, 4);
    case 'Z':
      return round(before - after, 4);
    default: {
      // G, X: percent change; Y: its negative (a fall is the good direction).
      if (before === 0) throw new AnswerFailure(fail('divisionByZero'));
      const pct = ((after - before) / before) * 100;
      return round(kind === 'Y' ? -pct : pct, 4);
    }
  }
}

function pickedScale(indicator: AnswerIndicator, skalaId: number | string | null | undefined) {
  if (skalaId === null || skalaId === undefined || skalaId === '') return null;
  // A select on a form may hand the id over as text.
  const scale = indicator.skala.find((s) => s.id === Number(skalaId));
  if (!scale) throw new AnswerFailure(fail('scaleUnknown'));
  return scale;
}

/** The scale whose range holds `value`; an out-of-range value is refused with the range. */
function rangedScale(indicator: AnswerIndicator, value: number): AnswerScale | null {
  const found = findRangeScale(indicator.skala, value);
  if (found === undefined) {
    throw new AnswerFailure(
      fail('outOfRange', {
        nilai: formatAnswerNumber(value),
        rentang: rangeLabel(indicator.skala),
      }),
    );
  }
  return found;
}

const isUrl = (s: string) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(s);

interface Parsed {
  nilai: number | null;
  nilai_sebelum: number | null;
  nilai_sesudah: number | null;
  informasi: string | null;
  scale: AnswerScale | null;
  terjawab: boolean;
  /** Answered in full, evidence aside. */
  filled: boolean;
  /** Evidence that the answer itself carries (a video URL). */
  ownEvidence: boolean;
}

function parse(indicator: AnswerIndicator, answer: AnswerInput, ctx: AnswerContext): Parsed {
  const kind = indicator.jenis.toUpperCase();
  const informasi = text(answer.informasi);
  const hasScales = indicator.skala.length > 0;
  const base = {
    nilai: null,
    nilai_sebelum: null,
    nilai_sesudah: null,
    informasi,
    scale: null,
    ownEvidence: false,
  };

  if (kind === 'A') {
    const typed =
      [answer.nilai, answer.nilai_sebelum, answer.nilai_sesudah].some(
        (v) => v !== null && v !== undefined && String(v).trim() !== '',
      ) ||
      (answer.skala_id ?? '') !== '' ||
      informasi !== null;
    if (typed) throw new AnswerFailure(fail('automatic'));
    const value = ctx.otomatis ?? null;
    if (value === null) return { ...base, informasi: null, terjawab: false, filled: false };
    checkLimit(value, 'nilai');
    const scale = hasScales ? rangedScale(indicator, value) : null;
    return { ...base, nilai: value, scale, terjawab: true, filled: true };
  }

  if (CHANGE_KINDS.has(kind)) {
    const before = number(answer.nilai_sebelum, 'nilai_sebelum');
    const after = number(answer.nilai_sesudah, 'nilai_sesudah');
    if (before === null && after === null) {
      return { ...base, terjawab: informasi !== null, filled: false };
    }
    if (before === null) throw new AnswerFailure(fail('beforeMissing'));
    if (after === null) throw new AnswerFailure(fail('afterMissing'));
    const derived = change(kind, before, after);
    checkLimit(derived, 'nilai');
    const scale = hasScales ? rangedScale(indicator, derived) : null;
    return {
      ...base,
      nilai: derived,
      nilai_sebelum: before,
      nilai_sesudah: after,
      scale,
      terjawab: true,
      filled: true,
    };
  }

  if (kind === 'T' || (kind === 'O' && parseAnswerNumber(answer.nilai) !== null)) {
    // T: a number with its unit; O with a typed value: the scale is derived from it.
    const value = number(answer.nilai, 'nilai');
    if (value === null) return { ...base, terjawab: informasi !== null, filled: false };
    const scale = hasScales ? rangedScale(indicator, value) : null;
    return { ...base, nilai: value, scale, terjawab: true, filled: true };
  }

  const scale = pickedScale(indicator, answer.skala_id);
  const scaleOk = scale !== null || !hasScales;
  switch (kind) {
    case 'H':
    case 'O':
      // H: value 0 is "tidak dapat diukur": answered, complete, 0 points.
      return { ...base, scale, terjawab: scale !== null || informasi !== null, filled: !!scale };
    case 'L':
    case 'C': {
      // L free text, C vision and mission: the text is the answer; a scale (when the indicator
      // has any) gives the points.
      const terjawab = informasi !== null || scale !== null;
      return { ...base, scale, terjawab, filled: informasi !== null && scaleOk };
    }
    case 'V':
    case 'F': {
      // V video upload or URL, F photo upload: the upload is the answer.
      const url = kind === 'V' && informasi !== null;
      if (url && !isUrl(informasi)) throw new AnswerFailure(fail('badUrl'));
      const evidence = ctx.hasEvidence || url;
      return {
        ...base,
        scale,
        ownEvidence: url,
        terjawab: evidence || scale !== null,
        filled: evidence && scaleOk,
      };
    }
    default:
      throw new AnswerFailure(fail('unknownKind', { jenis: indicator.jenis }));
  }
}

/**
 * Score one answer. Invalid input (a number that is not one, a missing before or after value, a
 * division by zero, a value outside every scale range, a scale of another indicator) gives
 * `{ ok: false, code, values }`, which i18n renders in Indonesian; it never throws and never yields NaN.
 * An answer without the evidence its indicator requires is kept but scores 0 and is not complete.
 */
export function scoreAnswer(
  indicator: AnswerIndicator,
  answer: AnswerInput,
  ctx: AnswerContext,
): AnswerResult {
  let parsed: Parsed;
  try {
    parsed = parse(indicator, answer, ctx);
  } catch (e) {
    if (e instanceof AnswerFailure) return e.result;
    throw e;
  }
  const evidenceOk = !needsEvidence(indicator) || ctx.hasEvidence || parsed.ownEvidence;
  const points = parsed.scale ? round(parseAnswerNumber(parsed.scale.nilai) ?? 0, 2) : 0;
  return {
    ok: true,
    skor: evidenceOk ? points : 0,
    nilai: parsed.nilai,
    nilai_sebelum: parsed.nilai_sebelum,
    nilai_sesudah: parsed.nilai_sesudah,
    informasi: parsed.informasi,
    skala_id: parsed.scale?.id ?? null,
    terjawab: parsed.terjawab,
    lengkap: parsed.filled && evidenceOk,
  };
}

/** Whether a kind is scored from a number in the scale ranges (the screen shows an input). */
export const isRangeKind = (jenis: string) => RANGE_KINDS.has(jenis.toUpperCase());
/** Whether a kind takes a before and an after value. */
export const isChangeKind = (jenis: string) => CHANGE_KINDS.has(jenis.toUpperCase());

/**
 * An answer held back by its missing evidence (issue 37): answered, its indicator asks for a
 * supporting document (needsEvidence) and none is saved nor carried by the answer itself (a video
 * URL). It is the rule scoreAnswer applies, so the server's completeness agrees: such an answer
 * scores 0 and is not complete. Returns the points it earns once its document is uploaded, or
 * null when nothing is missing (no evidence needed or present, nothing answered, an invalid answer).
 * @example missingEvidence({ jenis: 'H', document_type: 'resmi', skala }, { skala_id: 13 },
 *   { hasEvidence: false }) // { skor: 3 }
 */
export function missingEvidence(
  indicator: AnswerIndicator,
  answer: AnswerInput,
  ctx: AnswerContext,
): { skor: number } | null {
  if (ctx.hasEvidence || !needsEvidence(indicator) || isOwnEvidence(indicator, answer)) return null;
  const now = scoreAnswer(indicator, answer, ctx);
  if (!now.ok || !now.terjawab) return null;
  const withEvidence = scoreAnswer(indicator, answer, { ...ctx, hasEvidence: true });
  return withEvidence.ok ? { skor: withEvidence.skor } : null;
}

/** A video indicator answered with a URL: the link is the evidence (parse's `ownEvidence`). */
const isOwnEvidence = (indicator: AnswerIndicator, answer: AnswerInput) =>
  indicator.jenis.toUpperCase() === 'V' && isUrl((answer.informasi ?? '').trim());
