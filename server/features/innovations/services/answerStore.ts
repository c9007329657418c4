import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  needsEvidence,
  scoreAnswer,
  type AnswerInput,
  type AnswerResult,
  type AnswerScore,
} from '../../../../domain/indicatorAnswer';
import type { DocumentUnit } from '../../../../domain/documents';
import { indicatorAnswerText } from '../../../../i18n/id/indicatorAnswer';
import { withVerificationFor } from '../../../../domain/verificationVisibility';
import type { Db } from '../../../platform/db/client';
import {
  dokumen,
  iga2020_inovasi,
  indikator_jawaban,
  profil_pemda,
} from '../../../platform/db/schema';
import { fail, message } from '../../../platform/http/http';
import { recordActivity } from '../../../platform/db/audit';
import type { IndicatorOut } from '../../scoring/services/indicatorSet';
import type { AuthUser } from '../../../platform/auth/users';

type AnswerRow = typeof indikator_jawaban.$inferSelect;

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

/** The owner's documents of these indicators (the screens, the reports, the rescoring). */
export function ownerDocuments(owner: AnswerOwner, indikatorIds: number[]): SQL {
  return owner.inovasiId === null
    ? and(
        eq(dokumen.unit, owner.unit),
        eq(dokumen.profil_id, owner.profilId),
        isNull(dokumen.inovasi_id),
        inArray(dokumen.indikator_id, indikatorIds),
      )!
    : and(
        eq(dokumen.unit, owner.unit),
        eq(dokumen.inovasi_id, owner.inovasiId),
        inArray(dokumen.indikator_id, indikatorIds),
      )!;
}

/** The owner's answer rows (the screens, the reports, the verification). */
export function ownerAnswers(owner: AnswerOwner): SQL {
  return owner.inovasiId === null
    ? and(
        eq(indikator_jawaban.unit, owner.unit),
        eq(indikator_jawaban.profil_id, owner.profilId),
        isNull(indikator_jawaban.inovasi_id),
      )!
    : and(
        eq(indikator_jawaban.unit, owner.unit),
        eq(indikator_jawaban.inovasi_id, owner.inovasiId),
      )!;
}

/** The owner's documents per indicator, oldest first. */
export async function documentsOf(db: Db, owner: AnswerOwner, indikatorIds: number[]) {
  const out = new Map<number, DokumenOut[]>();
  if (indikatorIds.length === 0) return out;
  const rows = await db
    .select({
      id: dokumen.id,
      indikator_id: dokumen.indikator_id,
      nama: dokumen.nama,
      nomor_surat: dokumen.nomor_surat,
      tanggal_surat: dokumen.tanggal_surat,
      file_url: dokumen.file_url,
      youtube: dokumen.youtube,
      mime: dokumen.mime,
      size: dokumen.size,
    })
    .from(dokumen)
    .where(ownerDocuments(owner, indikatorIds))
    .orderBy(asc(dokumen.created_at), asc(dokumen.id));
  for (const { indikator_id, ...doc } of rows) {
    const list = out.get(indikator_id) ?? [];
    list.push(doc);
    out.set(indikator_id, list);
  }
  return out;
}

/** The owner's answers, narrowed by year and indicators when given. */
export function answerRows(
  db: Db,
  owner: AnswerOwner,
  by: { tahun?: number; indikatorIds?: number[] },
) {
  return db
    .select()
    .from(indikator_jawaban)
    .where(
      and(
        ownerAnswers(owner),
        by.tahun === undefined ? undefined : eq(indikator_jawaban.tahun, by.tahun),
        by.indikatorIds ? inArray(indikator_jawaban.indikator_id, by.indikatorIds) : undefined,
      ),
    );
}

/** Saved answers of a year, by indicator. */
export async function ownerAnswersOf(
  db: Db,
  owner: AnswerOwner,
  tahun: number,
  indikatorIds?: number[],
) {
  const rows = await answerRows(db, owner, { tahun, indikatorIds });
  return new Map(rows.map((r) => [r.indikator_id, r]));
}

export const storedInput = (row: AnswerRow | undefined): AnswerInput => ({
  skala_id: row?.skala_id ?? null,
  nilai: row?.nilai ?? null,
  nilai_sebelum: row?.nilai_sebelum ?? null,
  nilai_sesudah: row?.nilai_sesudah ?? null,
  informasi: row?.informasi ?? null,
});

/**
 * Locks the owner's row (the profile, or the innovation) so saves, verifications, rescoring and
 * transitions of one owner run one at a time.
 */
export async function lockOwner(tx: Db, owner: AnswerOwner) {
  if (owner.inovasiId === null) {
    await tx
      .select({ id: profil_pemda.id })
      .from(profil_pemda)
      .where(eq(profil_pemda.id, owner.profilId))
      .for('update');
  } else {
    await tx
      .select({ id: iga2020_inovasi.id })
      .from(iga2020_inovasi)
      .where(eq(iga2020_inovasi.id, owner.inovasiId))
      .for('update');
  }
}

/** Inserts or updates the owner's answer of one indicator and year. */
export async function upsertOwnerAnswer(
  tx: Db,
  existing: AnswerRow | undefined,
  owner: AnswerOwner,
  key: { indikatorId: number; tahun: number },
  values: Partial<typeof indikator_jawaban.$inferInsert>,
) {
  if (existing) {
    await tx.update(indikator_jawaban).set(values).where(eq(indikator_jawaban.id, existing.id));
  } else {
    await tx.insert(indikator_jawaban).values({
      unit: owner.unit,
      profil_id: owner.profilId,
      inovasi_id: owner.inovasiId,
      indikator_id: key.indikatorId,
      tahun: key.tahun,
      ...values,
    });
  }
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

/**
 * Every indicator of the set with the owner's saved answer, its points, its documents and
 * whether it is complete. `skor` is what the server stored (0 when unanswered); the verification
 * (`skor_verifikasi`, `catatan`, `status_verifikasi`) only for the roles that verify
 * (domain/verificationVisibility.ts), or for everyone when `roles` is null. `otomatis` is
 * the system's value for kind A indicators.
 */
export async function loadAnswers(
  db: Db,
  owner: AnswerOwner,
  indikator: IndicatorOut[],
  tahun: number,
  roles: readonly string[] | null,
  otomatis: number | null = null,
): Promise<AnswerRowOut[]> {
  const ids = indikator.map((i) => i.id);
  const [answers, docs] = await Promise.all([
    ownerAnswersOf(db, owner, tahun),
    documentsOf(db, owner, ids),
  ]);
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

/** The columns an engine result writes (also the demo seed's answers, db/seed/demo/jawaban.ts). */
export function answerColumns(ind: IndicatorOut, result: AnswerScore, actorId: number | null) {
  const scale = ind.skala.find((s) => s.id === result.skala_id);
  return {
    skala_id: result.skala_id,
    skala_text: scale?.keterangan ?? null,
    nilai: result.nilai === null ? null : String(result.nilai),
    nilai_sebelum: result.nilai_sebelum === null ? null : String(result.nilai_sebelum),
    nilai_sesudah: result.nilai_sesudah === null ? null : String(result.nilai_sesudah),
    informasi: result.informasi,
    satuan: ind.satuan,
    skor: String(result.skor),
    updated_by: actorId,
    updated_at: new Date(),
  };
}

export interface SaveOptions {
  otomatis?: number | null;
  /** The message for an indicator outside the set (region or innovation wording). */
  notInSet?: 'indicatorNotInPeriod' | 'indicatorNotInInnovationSet';
  /** The activity entry's resource and record. */
  activity: { resource: string; recordId: number };
  /** Runs inside the transaction after the answers are stored (completeness upkeep). */
  afterSave?: (tx: Db) => Promise<void>;
}

/** Whether the engine's points of this indicator depend on its documents (`hasEvidence`). */
const readsEvidence = (ind: IndicatorOut) =>
  needsEvidence(ind) || ['V', 'F'].includes(ind.jenis.toUpperCase());

/**
 * Validates every answer with the engine and stores them all in one transaction, or none: a
 * 422 keyed by indikator_id lists every refused answer. Answers not sent stay as they are.
 * Returns the server-computed points per answer.
 */
export async function saveAnswers(
  db: Db,
  actor: AuthUser,
  owner: AnswerOwner,
  indikator: IndicatorOut[],
  tahun: number,
  jawaban: JawabanIn[],
  opts: SaveOptions,
) {
  const byId = new Map(indikator.map((i) => [i.id, i]));
  const ids = jawaban.map((j) => j.indikator_id);
  // Only an indicator whose points depend on its evidence reads its documents (a round trip
  // less for the rest, most of the deadline's saves).
  const docs = await documentsOf(
    db,
    owner,
    ids.filter((id) => byId.has(id) && readsEvidence(byId.get(id)!)),
  );

  const errors: Record<string, string> = {};
  const results: { ind: IndicatorOut; result: AnswerScore }[] = [];
  const seen = new Set<number>();
  for (const j of jawaban) {
    const key = String(j.indikator_id);
    const ind = byId.get(j.indikator_id);
    if (!ind) {
      errors[key] = message(opts.notInSet ?? 'indicatorNotInPeriod', { tahun });
      continue;
    }
    if (seen.has(j.indikator_id)) {
      errors[key] = message('indicatorTwice');
      continue;
    }
    seen.add(j.indikator_id);
    const result: AnswerResult = scoreAnswer(ind, j, {
      hasEvidence: (docs.get(ind.id)?.length ?? 0) > 0,
      otomatis: opts.otomatis ?? null,
    });
    if (!result.ok) errors[key] = indicatorAnswerText(result);
    else results.push({ ind, result });
  }
  if (Object.keys(errors).length > 0) throw fail(422, message('answersInvalid'), errors);

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockOwner(t, owner);
    const existing = await ownerAnswersOf(t, owner, tahun, ids);
    for (const { ind, result } of results) {
      await upsertOwnerAnswer(
        t,
        existing.get(ind.id),
        owner,
        { indikatorId: ind.id, tahun },
        answerColumns(ind, result, actor.id),
      );
    }
    await recordActivity(t, {
      actor,
      name: 'jawab_indikator',
      resource: opts.activity.resource,
      recordId: opts.activity.recordId,
      data: [
        { name: 'tahun', value: tahun },
        ...results.map(({ ind, result }) => ({
          name: `indikator ${ind.no_urut}${ind.subs ?? ''}`,
          before: num(existing.get(ind.id)?.skor ?? null),
          after: result.skor,
        })),
      ],
    });
    await opts.afterSave?.(t);
  });
  return results.map(({ ind, result }) => ({
    indikator_id: ind.id,
    skor: result.skor,
    skala_id: result.skala_id,
    nilai: result.nilai,
    nilai_sebelum: result.nilai_sebelum,
    nilai_sesudah: result.nilai_sesudah,
    informasi: result.informasi,
    lengkap: result.lengkap,
  }));
}
