import { and, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnswerInput } from '../../../../domain/indicatorAnswer';
import { DOCUMENT_UNITS, type DocumentUnit } from '../../../../domain/documents';
import { dokumen, indikator_jawaban } from '../../../platform/db/schema';
import type { IndicatorOut } from '../../scoring/services/indicatorSet';

/**
 * Whose answers these are: a region (unit daerah, no innovation) or one innovation (unit inovasi
 * for its indicators, ujicoba for its trial results). Region and innovation answers share one
 * table, one engine and one contract; only the owner differs.
 */
export interface AnswerOwner {
  unit: DocumentUnit;
  profilId: number;
  /** null for region answers. */
  inovasiId: number | null;
}

export const regionOwner = (profilId: number): AnswerOwner => ({
  unit: 'daerah',
  profilId,
  inovasiId: null,
});

/** One answer as POST /api/daerah/{profilId}/indikator (and /api/inovasi/{id}/indikator) take it. */
export interface JawabanIn extends AnswerInput {
  indikator_id: number;
}

/** A supporting document as the indicator rows list it. */
export interface DokumenOut {
  id: number;
  nama: string | null;
  nomor_surat: string | null;
  tanggal_surat: string | null;
  file_url: string | null;
  youtube: string | null;
  mime: string | null;
  size: number | null;
}

export const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * The owner's unit written into the statement, not sent as a parameter: one of four words, so
 * PostgreSQL plans a named statement once for all its calls. With the unit a parameter it chose
 * a new plan at every call (its values are far from evenly spread: a region's answers are one
 * in twenty), a quarter of a millisecond of each save (docs/performance.md, "Deadline surge,
 * fifteenth round"). Anything else is refused before any SQL.
 */
function unitIs(column: AnyColumn, unit: DocumentUnit): SQL {
  if (!DOCUMENT_UNITS.includes(unit)) throw new TypeError(`not a unit: ${String(unit)}`);
  return sql`${column} = ${sql.raw(`'${unit}'`)}`;
}

/** These indicators, as one array parameter: one statement text whatever their number. */
const oneOf = (column: AnyColumn, ids: number[]): SQL =>
  sql`${column} = any(${sql.param(ids)}::int[])`;

/** The owner's documents of these indicators (the screens, the reports, the rescoring). */
export function ownerDocuments(owner: AnswerOwner, indikatorIds: number[]): SQL {
  return owner.inovasiId === null
    ? and(
        unitIs(dokumen.unit, owner.unit),
        eq(dokumen.profil_id, owner.profilId),
        isNull(dokumen.inovasi_id),
        oneOf(dokumen.indikator_id, indikatorIds),
      )!
    : and(
        unitIs(dokumen.unit, owner.unit),
        eq(dokumen.inovasi_id, owner.inovasiId),
        oneOf(dokumen.indikator_id, indikatorIds),
      )!;
}

/** The owner's answer rows (the screens, the reports, the verification). */
export function ownerAnswers(owner: AnswerOwner): SQL {
  return owner.inovasiId === null
    ? and(
        unitIs(indikator_jawaban.unit, owner.unit),
        eq(indikator_jawaban.profil_id, owner.profilId),
        isNull(indikator_jawaban.inovasi_id),
      )!
    : and(
        unitIs(indikator_jawaban.unit, owner.unit),
        eq(indikator_jawaban.inovasi_id, owner.inovasiId),
      )!;
}

/** What a screen and the completeness rule read of one indicator row. */
export interface AnswerRowOut extends Omit<IndicatorOut, 'tahun'> {
  skala_id: number | null;
  skala_text: string | null;
  nilai: number | null;
  nilai_sebelum: number | null;
  nilai_sesudah: number | null;
  informasi: string | null;
  skor: number;
  skor_verifikasi?: number | null;
  catatan?: string | null;
  /** The verifier's decision on the evidence: null not yet, 1 accepted, 2 rejected. */
  status_verifikasi?: number | null;
  dokumen: DokumenOut[];
  lengkap: boolean;
}
