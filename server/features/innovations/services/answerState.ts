import { sql } from 'drizzle-orm';
import { scoreAnswer, type AnswerInput } from '../../../../domain/indicatorAnswer';
import { withVerificationFor } from '../../../../domain/verificationVisibility';
import type { Db } from '../../../platform/db/client';
import { dokumen, indikator_jawaban } from '../../../platform/db/schema';
import type { IndicatorOut } from '../../scoring/services/indicatorSet';
import {
  num,
  ownerAnswers,
  ownerDocuments,
  type AnswerOwner,
  type AnswerRowOut,
  type DokumenOut,
} from './answerOwner';

/** What the screens, the completeness rule and a save read of one stored answer. */
export type SavedAnswer = Pick<
  typeof indikator_jawaban.$inferSelect,
  | 'id'
  | 'indikator_id'
  | 'skala_id'
  | 'skala_text'
  | 'informasi'
  | 'nilai'
  | 'nilai_sebelum'
  | 'nilai_sesudah'
  | 'skor'
  | 'skor_verifikasi'
  | 'catatan'
  | 'status_verifikasi'
>;

/** An owner's answers of one year by indicator, and its documents by indicator (oldest first). */
export interface OwnerState {
  answers: Map<number, SavedAnswer>;
  docs: Map<number, DokumenOut[]>;
}

export const storedInput = (row: Partial<SavedAnswer> | undefined): AnswerInput => ({
  skala_id: row?.skala_id ?? null,
  nilai: row?.nilai ?? null,
  nilai_sebelum: row?.nilai_sebelum ?? null,
  nilai_sesudah: row?.nilai_sesudah ?? null,
  informasi: row?.informasi ?? null,
});

/**
 * The owner's answers of the year and its documents of these indicators, in one statement (issue
 * 40: a save reads both under the owner's lock, one round trip instead of two). Decimals come as
 * text, as Drizzle reads them.
 */
export async function readOwnerState(
  tx: Db,
  owner: AnswerOwner,
  tahun: number,
  indikatorIds: number[],
): Promise<OwnerState> {
  const docs =
    indikatorIds.length === 0
      ? sql`'[]'::json`
      : sql`(select coalesce(json_agg(json_build_object('id', id, 'indikator_id', indikator_id,
          'nama', nama, 'nomor_surat', nomor_surat, 'tanggal_surat', tanggal_surat,
          'file_url', file_url, 'youtube', youtube, 'mime', mime, 'size', size)
          order by created_at, id), '[]'::json)
        from ${dokumen} where ${ownerDocuments(owner, indikatorIds)})`;
  const res = await tx.execute(sql`select
    (select coalesce(json_agg(json_build_object('id', id, 'indikator_id', indikator_id,
        'skala_id', skala_id, 'skala_text', skala_text, 'informasi', informasi,
        'nilai', nilai::text, 'nilai_sebelum', nilai_sebelum::text,
        'nilai_sesudah', nilai_sesudah::text, 'skor', skor::text,
        'skor_verifikasi', skor_verifikasi::text, 'catatan', catatan,
        'status_verifikasi', status_verifikasi)), '[]'::json)
      from ${indikator_jawaban}
      where ${ownerAnswers(owner)} and ${indikator_jawaban.tahun} = ${tahun}) as answers,
    ${docs} as docs`);
  const [row] = (res as unknown as { rows: { answers: unknown; docs: unknown }[] }).rows;
  const parsed = <T>(v: unknown): T[] => (typeof v === 'string' ? JSON.parse(v) : (v ?? [])) as T[];
  const answers = new Map(parsed<SavedAnswer>(row?.answers).map((a) => [a.indikator_id, a]));
  const byIndicator = new Map<number, DokumenOut[]>();
  for (const { indikator_id, ...doc } of parsed<DokumenOut & { indikator_id: number }>(row?.docs)) {
    const list = byIndicator.get(indikator_id) ?? [];
    list.push(doc);
    byIndicator.set(indikator_id, list);
  }
  return { answers, docs: byIndicator };
}

/**
 * Every indicator of the set with the owner's saved answer, its points, its documents and
 * whether it is complete (loadAnswers, and the completeness a save stores). `skor` is what the
 * server stored (0 when unanswered); the verification fields only for the roles that verify
 * (domain/verificationVisibility.ts), or for everyone when `roles` is null. `otomatis` is the
 * system's value for kind A indicators.
 */
export function answerRowsOf(
  indikator: IndicatorOut[],
  { answers, docs }: OwnerState,
  roles: readonly string[] | null,
  otomatis: number | null,
): AnswerRowOut[] {
  return indikator.map((ind) => {
    const saved = answers.get(ind.id);
    const dok = docs.get(ind.id) ?? [];
    // Completeness is read fresh (documents come and go); a stored answer the engine no longer
    // accepts (its scales changed) counts as incomplete.
    const live = scoreAnswer(ind, storedInput(saved), { hasEvidence: dok.length > 0, otomatis });
    const automatic = ind.jenis.toUpperCase() === 'A';
    const { tahun: _t, ...fields } = ind;
    const row: AnswerRowOut = {
      ...fields,
      skala_id: saved?.skala_id ?? null,
      skala_text: saved?.skala_text ?? null,
      nilai: automatic && live.ok ? live.nilai : num(saved?.nilai ?? null),
      nilai_sebelum: num(saved?.nilai_sebelum ?? null),
      nilai_sesudah: num(saved?.nilai_sesudah ?? null),
      informasi: saved?.informasi ?? null,
      skor: automatic && live.ok ? live.skor : (num(saved?.skor ?? null) ?? 0),
      skor_verifikasi: num(saved?.skor_verifikasi ?? null),
      catatan: saved?.catatan ?? null,
      status_verifikasi: saved?.status_verifikasi ?? null,
      dokumen: dok,
      lengkap: live.ok && live.lengkap,
    };
    return roles === null ? row : withVerificationFor(row, roles);
  });
}
