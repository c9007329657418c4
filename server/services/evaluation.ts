import { isScalePoint } from '../../domain/verificationScope';
import type { Db } from '../db/client';
import { fail, message } from '../http';
import { recordActivity } from './audit';
import { refreshRegionIndex } from './indexEngine';
import { regionIndicators } from './indicatorSet';
import { answersOf, lockProfile, upsertAnswer } from './regionAnswers';
import type { AuthUser } from './users';

export interface EvaluasiIn {
  indikator_id: number;
  skor_verifikasi: number;
  catatan?: string | null;
}

const fmt = (n: number) => String(n).replace('.', ',');

/**
 * Saves a verifier's score and note per region indicator (POST /api/evaluasi/{profilId}/profil).
 * Every score must be 0 or one of the indicator's scale points: otherwise a 422 keyed by
 * indikator_id and nothing is saved. The region's self score is left as it is.
 */
export async function saveEvaluation(
  db: Db,
  actor: AuthUser,
  profilId: number,
  tahun: number,
  evaluasi: EvaluasiIn[],
) {
  const { periode, indikator } = await regionIndicators(db, tahun);
  if (periode === null) throw fail(404, message('noIndicatorSet', { tahun }));
  const byId = new Map(indikator.map((i) => [i.id, i]));
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  for (const e of evaluasi) {
    const key = String(e.indikator_id);
    const ind = byId.get(e.indikator_id);
    if (!ind) errors[key] = message('indicatorNotInPeriod', { tahun });
    else if (seen.has(e.indikator_id)) errors[key] = message('indicatorTwice');
    else {
      const points = ind.skala.map((s) => s.nilai);
      if (!isScalePoint(e.skor_verifikasi, points)) {
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

  const ids = evaluasi.map((e) => e.indikator_id);
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockProfile(t, profilId);
    const existing = await answersOf(t, profilId, tahun, ids);
    for (const e of evaluasi) {
      await upsertAnswer(
        t,
        existing.get(e.indikator_id),
        { profilId, indikatorId: e.indikator_id, tahun },
        {
          skor_verifikasi: String(e.skor_verifikasi),
          catatan: e.catatan?.trim() || null,
          evaluated_by: actor.id,
          updated_at: new Date(),
        },
      );
    }
    await recordActivity(t, {
      actor,
      name: 'evaluasi_indikator',
      resource: 'profil_pemda',
      recordId: profilId,
      data: [
        { name: 'tahun', value: tahun },
        ...evaluasi.map((e) => {
          const ind = byId.get(e.indikator_id)!;
          const before = existing.get(e.indikator_id)?.skor_verifikasi;
          return {
            name: `indikator ${ind.no_urut}${ind.subs ?? ''}`,
            before: before == null ? null : Number(before),
            after: e.skor_verifikasi,
          };
        }),
      ],
    });
    return evaluasi.map((e) => {
      const saved = existing.get(e.indikator_id)?.skor;
      return {
        indikator_id: e.indikator_id,
        skor: saved == null ? 0 : Number(saved),
        skor_verifikasi: e.skor_verifikasi,
        catatan: e.catatan?.trim() || null,
      };
    });
  });
  await refreshRegionIndex(db, profilId, tahun);
  return result;
}
