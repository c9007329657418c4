import { and, eq, sql } from 'drizzle-orm';
import { isScalePoint } from '../../domain/verificationScope';
import type { Db } from '../db/client';
import { iga2020_inovasi, indikator_jawaban, nomor_registrasi } from '../db/schema';
import { fail, message } from '../http';
import { lockOwner, ownerAnswersOf, upsertOwnerAnswer, type AnswerOwner } from './answerStore';
import { recordActivity } from './audit';
import { refreshRegionIndex } from './indexEngine';
import { innovationIndicators } from './indicatorSet';
import type { AuthUser } from './users';

/** The verifier's decision on one answer (POST /api/inovasi/{id}/evaluasi). */
export interface EvaluasiInovasiIn {
  indikator_id: number;
  /** 1: the evidence is accepted; 2: rejected (a reason is required, the points become 0). */
  status_verifikasi: 1 | 2;
  skor_verifikasi?: number | null;
  catatan?: string | null;
}

const fmt = (n: number) => String(n).replace('.', ',');

/**
 * Saves a verifier's per-indicator decisions on a sent innovation (issue 9 item 5): accepted
 * evidence with verified points (0 or a scale point) and an optional note, or rejected evidence
 * with its reason (points 0). All or nothing: a 422 keyed by indikator_id. Only while the
 * innovation waits for verification (409 otherwise). Keeps `verifikasi_points` (sum of the
 * verified points) on the innovation.
 */
export async function saveInnovationEvaluation(
  db: Db,
  actor: AuthUser,
  inovasi: { id: number; profil_id: number; tahun: number },
  evaluasi: EvaluasiInovasiIn[],
) {
  const { periode, indikator } = await innovationIndicators(db, inovasi.tahun);
  if (periode === null) throw fail(404, message('noIndicatorSet', { tahun: inovasi.tahun }));
  const byId = new Map(indikator.map((i) => [i.id, i]));
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  for (const e of evaluasi) {
    const key = String(e.indikator_id);
    const ind = byId.get(e.indikator_id);
    if (!ind) errors[key] = message('indicatorNotInInnovationSet', { tahun: inovasi.tahun });
    else if (seen.has(e.indikator_id)) errors[key] = message('indicatorTwice');
    else if (e.status_verifikasi === 2 && !e.catatan?.trim())
      errors[key] = message('evaluationReasonRequired');
    else if (e.status_verifikasi === 1) {
      const points = ind.skala.map((s) => s.nilai);
      if (e.skor_verifikasi === null || e.skor_verifikasi === undefined)
        errors[key] = message('evaluationScoreRequired');
      else if (!isScalePoint(e.skor_verifikasi, points)) {
        const allowed = [...new Set([0, ...points])]
          .sort((a, b) => a - b)
          .map(fmt)
          .join(', ');
        errors[key] = message('evaluationNotScale', { nilai: allowed });
      }
    }
    seen.add(e.indikator_id);
  }
  if (Object.keys(errors).length > 0) throw fail(422, message('evaluationInvalid'), errors);

  const owner: AnswerOwner = {
    unit: 'inovasi',
    profilId: inovasi.profil_id,
    inovasiId: inovasi.id,
  };
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockOwner(t, owner);
    // Decisions are taken while the innovation waits for the verifier, never after.
    const [reg] = await t
      .select({ status_nomor: nomor_registrasi.status_nomor })
      .from(nomor_registrasi)
      .where(eq(nomor_registrasi.inovasi_id, inovasi.id));
    if (reg?.status_nomor !== 0) throw fail(409, message('evaluationNotPending'));
    const ids = evaluasi.map((e) => e.indikator_id);
    const existing = await ownerAnswersOf(t, owner, inovasi.tahun, ids);
    const saved = evaluasi.map((e) => ({
      indikator_id: e.indikator_id,
      status_verifikasi: e.status_verifikasi,
      skor_verifikasi: e.status_verifikasi === 2 ? 0 : e.skor_verifikasi!,
      catatan: e.catatan?.trim() || null,
    }));
    for (const e of saved) {
      await upsertOwnerAnswer(
        t,
        existing.get(e.indikator_id),
        owner,
        { indikatorId: e.indikator_id, tahun: inovasi.tahun },
        {
          status_verifikasi: e.status_verifikasi,
          skor_verifikasi: String(e.skor_verifikasi),
          catatan: e.catatan,
          evaluated_by: actor.id,
          updated_at: new Date(),
        },
      );
    }
    const [sum] = await t
      .select({ total: sql<string | null>`sum(${indikator_jawaban.skor_verifikasi})` })
      .from(indikator_jawaban)
      .where(
        and(
          eq(indikator_jawaban.unit, 'inovasi'),
          eq(indikator_jawaban.inovasi_id, inovasi.id),
          eq(indikator_jawaban.tahun, inovasi.tahun),
        ),
      );
    await t
      .update(iga2020_inovasi)
      .set({ verifikasi_points: sum?.total ?? '0' })
      .where(eq(iga2020_inovasi.id, inovasi.id));
    await recordActivity(t, {
      actor,
      name: 'evaluasi_indikator',
      resource: 'iga2020_inovasi',
      recordId: inovasi.id,
      data: saved.map((e) => {
        const ind = byId.get(e.indikator_id)!;
        const before = existing.get(e.indikator_id)?.skor_verifikasi;
        return {
          name: `indikator ${ind.no_urut}${ind.subs ?? ''}`,
          before: before == null ? null : Number(before),
          after: e.skor_verifikasi,
        };
      }),
    });
    return saved;
  });
  await refreshRegionIndex(db, inovasi.profil_id, inovasi.tahun);
  return result;
}
