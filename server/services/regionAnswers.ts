import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import {
  scoreAnswer,
  type AnswerInput,
  type AnswerResult,
  type AnswerScore,
} from '../../domain/indicatorAnswer';
import { withVerificationFor } from '../../domain/verificationVisibility';
import type { Db } from '../db/client';
import {
  dokumen,
  iga2020_inovasi,
  iga_indikator,
  indikator_jawaban,
  profil_pemda,
} from '../db/schema';
import { fail, message } from '../http';
import { recordActivity } from './audit';
import { regionIndicators, indicatorsOfSet, type IndicatorOut } from './indicatorSet';
import type { AuthUser } from './users';

type Tx = Db;
type AnswerRow = typeof indikator_jawaban.$inferSelect;

/** One answer as POST /api/daerah/{profilId}/indikator takes it. */
export interface JawabanIn extends AnswerInput {
  indikator_id: number;
}

/** A supporting document as the region indicator rows list it. */
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

/** The region documents (unit daerah) of a profile's indicators. */
const regionDocuments = (profilId: number, indikatorIds: number[]) =>
  and(
    eq(dokumen.unit, 'daerah'),
    eq(dokumen.profil_id, profilId),
    isNull(dokumen.inovasi_id),
    inArray(dokumen.indikator_id, indikatorIds),
  );

const num = (v: string | null) => (v === null ? null : Number(v));

/** The region's documents per indicator (region unit, not an innovation's), oldest first. */
async function documentsOf(db: Db, profilId: number, indikatorIds: number[]) {
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
    .where(regionDocuments(profilId, indikatorIds))
    .orderBy(asc(dokumen.created_at), asc(dokumen.id));
  for (const { indikator_id, ...doc } of rows) {
    const list = out.get(indikator_id) ?? [];
    list.push(doc);
    out.set(indikator_id, list);
  }
  return out;
}

/** A profile's region answers (unit daerah), narrowed by year and indicators when given. */
function regionAnswerRows(
  db: Db,
  profilId: number,
  by: { tahun?: number; indikatorIds?: number[] },
) {
  return db
    .select()
    .from(indikator_jawaban)
    .where(
      and(
        eq(indikator_jawaban.unit, 'daerah'),
        eq(indikator_jawaban.profil_id, profilId),
        isNull(indikator_jawaban.inovasi_id),
        by.tahun === undefined ? undefined : eq(indikator_jawaban.tahun, by.tahun),
        by.indikatorIds ? inArray(indikator_jawaban.indikator_id, by.indikatorIds) : undefined,
      ),
    );
}

/** Saved region answers of a year, by indicator. */
export async function answersOf(db: Db, profilId: number, tahun: number, indikatorIds?: number[]) {
  const rows = await regionAnswerRows(db, profilId, { tahun, indikatorIds });
  return new Map(rows.map((r) => [r.indikator_id, r]));
}

/** Kind A: the system's value, the number of the region's innovations of the year. */
async function automaticValue(db: Db, set: IndicatorOut[], profilId: number, tahun: number) {
  if (!set.some((i) => i.jenis.toUpperCase() === 'A')) return null;
  const [row] = await db
    .select({ n: count() })
    .from(iga2020_inovasi)
    .where(and(eq(iga2020_inovasi.profil_id, profilId), eq(iga2020_inovasi.tahun, tahun)));
  return Number(row?.n ?? 0);
}

const storedInput = (row: AnswerRow | undefined): AnswerInput => ({
  skala_id: row?.skala_id ?? null,
  nilai: row?.nilai ?? null,
  nilai_sebelum: row?.nilai_sebelum ?? null,
  nilai_sesudah: row?.nilai_sesudah ?? null,
  informasi: row?.informasi ?? null,
});

/**
 * Every region indicator of the year's period with the region's saved answer, its points, its
 * documents and whether it is complete (GET /api/daerah/{profilId}/indikator). `skor` is what
 * the server stored (0 when unanswered); `skor_verifikasi` and `catatan` only for the roles that
 * verify (domain/verificationVisibility.ts).
 */
export async function loadRegionAnswers(
  db: Db,
  profilId: number,
  tahun: number,
  roles: readonly string[],
) {
  const { periode, indikator } = await regionIndicators(db, tahun);
  const ids = indikator.map((i) => i.id);
  const [answers, docs, otomatis] = await Promise.all([
    answersOf(db, profilId, tahun),
    documentsOf(db, profilId, ids),
    automaticValue(db, indikator, profilId, tahun),
  ]);
  const rows = indikator.map((ind) => {
    const saved = answers.get(ind.id);
    const dok = docs.get(ind.id) ?? [];
    // Completeness is read fresh (documents come and go); a stored answer the engine no longer
    // accepts (its scales changed) counts as incomplete.
    const live = scoreAnswer(ind, storedInput(saved), { hasEvidence: dok.length > 0, otomatis });
    const automatic = ind.jenis.toUpperCase() === 'A';
    const { tahun: _t, ...fields } = ind;
    return withVerificationFor(
      {
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
        dokumen: dok,
        lengkap: live.ok && live.lengkap,
      },
      roles,
    );
  });
  return { periode, rows };
}

/** The columns an engine result writes. */
function answerColumns(ind: IndicatorOut, result: AnswerScore, actorId: number | null) {
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

/** Locks the profile row so saves, verifications and rescoring of one region run one at a time. */
export async function lockProfile(tx: Tx, profilId: number) {
  await tx
    .select({ id: profil_pemda.id })
    .from(profil_pemda)
    .where(eq(profil_pemda.id, profilId))
    .for('update');
}

/** Inserts or updates the region answer of one indicator and year. */
export async function upsertAnswer(
  tx: Tx,
  existing: AnswerRow | undefined,
  key: { profilId: number; indikatorId: number; tahun: number },
  values: Partial<typeof indikator_jawaban.$inferInsert>,
) {
  if (existing) {
    await tx.update(indikator_jawaban).set(values).where(eq(indikator_jawaban.id, existing.id));
  } else {
    await tx.insert(indikator_jawaban).values({
      unit: 'daerah',
      profil_id: key.profilId,
      inovasi_id: null,
      indikator_id: key.indikatorId,
      tahun: key.tahun,
      ...values,
    });
  }
}

/**
 * Validates every answer with the engine and stores them all in one transaction, or none: a
 * 422 keyed by indikator_id lists every refused answer. Answers not sent stay as they are.
 * Returns the server-computed points per answer.
 */
export async function saveRegionAnswers(
  db: Db,
  actor: AuthUser,
  profilId: number,
  tahun: number,
  jawaban: JawabanIn[],
) {
  const { periode, indikator } = await regionIndicators(db, tahun);
  if (periode === null) throw fail(404, message('noIndicatorSet', { tahun }));
  const byId = new Map(indikator.map((i) => [i.id, i]));
  const ids = jawaban.map((j) => j.indikator_id);
  const [docs, otomatis] = await Promise.all([
    documentsOf(
      db,
      profilId,
      ids.filter((id) => byId.has(id)),
    ),
    automaticValue(db, indikator, profilId, tahun),
  ]);

  const errors: Record<string, string> = {};
  const results: { ind: IndicatorOut; result: AnswerScore }[] = [];
  const seen = new Set<number>();
  for (const j of jawaban) {
    const key = String(j.indikator_id);
    const ind = byId.get(j.indikator_id);
    if (!ind) {
      errors[key] = message('indicatorNotInPeriod', { tahun });
      continue;
    }
    if (seen.has(j.indikator_id)) {
      errors[key] = message('indicatorTwice');
      continue;
    }
    seen.add(j.indikator_id);
    const result: AnswerResult = scoreAnswer(ind, j, {
      hasEvidence: (docs.get(ind.id)?.length ?? 0) > 0,
      otomatis,
    });
    if (!result.ok) errors[key] = result.error;
    else results.push({ ind, result });
  }
  if (Object.keys(errors).length > 0) throw fail(422, message('answersInvalid'), errors);

  await db.transaction(async (tx) => {
    await lockProfile(tx as unknown as Db, profilId);
    const existing = await answersOf(tx as unknown as Db, profilId, tahun, ids);
    for (const { ind, result } of results) {
      await upsertAnswer(
        tx as unknown as Db,
        existing.get(ind.id),
        { profilId, indikatorId: ind.id, tahun },
        answerColumns(ind, result, actor.id),
      );
    }
    await recordActivity(tx as unknown as Db, {
      actor,
      name: 'jawab_indikator',
      resource: 'profil_pemda',
      recordId: profilId,
      data: [
        { name: 'tahun', value: tahun },
        ...results.map(({ ind, result }) => ({
          name: `indikator ${ind.no_urut}${ind.subs ?? ''}`,
          before: num(existing.get(ind.id)?.skor ?? null),
          after: result.skor,
        })),
      ],
    });
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

/**
 * After a region document is uploaded or deleted: recompute the stored points of that
 * indicator's answers (every year using its set) under the evidence rule. An answer the engine
 * no longer accepts keeps its value and scores 0. Called by the documents route.
 */
export async function rescoreDaerahIndikator(
  db: Db,
  profilId: number,
  indikatorId: number,
  tahun?: number,
): Promise<void> {
  const [meta] = await db
    .select({ tahun: iga_indikator.tahun, tipe: iga_indikator.tipe })
    .from(iga_indikator)
    .where(eq(iga_indikator.id, indikatorId));
  if (!meta || meta.tipe !== 'P') return;
  const ind = (await indicatorsOfSet(db, meta.tahun)).find((i) => i.id === indikatorId);
  if (!ind) return;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockProfile(t, profilId);
    const rows = await regionAnswerRows(t, profilId, { tahun, indikatorIds: [indikatorId] });
    if (rows.length === 0) return;
    const [docCount] = await t
      .select({ n: count() })
      .from(dokumen)
      .where(regionDocuments(profilId, [indikatorId]));
    const hasEvidence = Number(docCount?.n ?? 0) > 0;
    for (const row of rows) {
      const result = scoreAnswer(ind, storedInput(row), { hasEvidence });
      const skor = String(result.ok ? result.skor : 0);
      if (num(row.skor) === Number(skor)) continue;
      await t
        .update(indikator_jawaban)
        .set({ skor, updated_at: new Date() })
        .where(eq(indikator_jawaban.id, row.id));
    }
  });
}
