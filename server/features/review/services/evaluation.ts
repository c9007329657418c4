import { and, eq, sql } from 'drizzle-orm';
import { isScalePoint } from '../../../../domain/verificationScope';
import type { ApiMessage } from '../../../../i18n/id/api';
import type { Db } from '../../../platform/db/client';
import { iga2020_inovasi, indikator_jawaban, nomor_registrasi } from '../../../platform/db/schema';
import { fail, message } from '../../../platform/http/http';
import {
  lockOwner,
  ownerAnswersOf,
  regionOwner,
  upsertOwnerAnswer,
  type AnswerOwner,
} from '../../innovations/services/answerStore';
import { recordActivity } from '../../../platform/db/audit';
import { refreshRegionIndex } from '../../scoring/services/indexEngine';
import {
  innovationIndicators,
  regionIndicators,
  type IndicatorOut,
} from '../../scoring/services/indicatorSet';
import type { AuthUser } from '../../../platform/auth/users';

type AnswerRow = typeof indikator_jawaban.$inferSelect;

/**
 * A verifier's decision on one answer, as POST /api/evaluasi/{profilId}/profil (a region: the
 * verified score) and POST /api/inovasi/{id}/evaluasi (an innovation: the evidence accepted with
 * its verified points, or rejected with a reason) take it.
 */
export interface EvaluasiIn {
  indikator_id: number;
  /** Innovations only: 1 the evidence is accepted; 2 rejected (a reason, the points become 0). */
  status_verifikasi?: 1 | 2;
  skor_verifikasi?: number | null;
  catatan?: string | null;
}

/** A decision as stored (and, for an innovation, as answered). */
export interface Evaluated {
  indikator_id: number;
  status_verifikasi?: 1 | 2;
  skor_verifikasi: number;
  catatan: string | null;
}

/** What differs between verifying a region's answers and an innovation's. */
export interface EvaluationUnit<Out> {
  owner: AnswerOwner;
  tahun: number;
  indicators: (
    db: Db,
    tahun: number,
  ) => Promise<{ periode: number | null; indikator: IndicatorOut[] }>;
  /** The 422 for an indicator outside the unit's set. */
  notInSet: ApiMessage;
  activity: { resource: string; recordId: number; withYear: boolean };
  /** Inside the transaction, once the owner is locked: refuses when its state forbids it. */
  guard?: (tx: Db) => Promise<void>;
  /** Inside the transaction, after the answers are stored. */
  afterSave?: (tx: Db) => Promise<void>;
  /** One entry of the answer's `data`. */
  answer: (saved: Evaluated, before: AnswerRow | undefined) => Out;
}

/** One entry of POST /api/evaluasi/{profilId}/profil `data`: the region's self score stays. */
export interface RegionEvaluated {
  indikator_id: number;
  skor: number;
  skor_verifikasi: number;
  catatan: string | null;
}

/**
 * Verifying a region's answers of a year (issue 7 item 6): the verified score and note; the
 * region's self score is left as it is.
 */
export const regionEvaluation = (
  profilId: number,
  tahun: number,
): EvaluationUnit<RegionEvaluated> => ({
  owner: regionOwner(profilId),
  tahun,
  indicators: regionIndicators,
  notInSet: 'indicatorNotInPeriod',
  activity: { resource: 'profil_pemda', recordId: profilId, withYear: true },
  answer: (e, before) => ({
    indikator_id: e.indikator_id,
    skor: before?.skor == null ? 0 : Number(before.skor),
    skor_verifikasi: e.skor_verifikasi,
    catatan: e.catatan,
  }),
});

/**
 * Verifying a sent innovation's answers (issue 9 item 5): only while it waits for verification
 * (409 otherwise); keeps `verifikasi_points` (the sum of the verified points) on the innovation.
 */
export const innovationEvaluation = (inovasi: {
  id: number;
  profil_id: number;
  tahun: number;
}): EvaluationUnit<Evaluated> => ({
  owner: { unit: 'inovasi', profilId: inovasi.profil_id, inovasiId: inovasi.id },
  tahun: inovasi.tahun,
  indicators: innovationIndicators,
  notInSet: 'indicatorNotInInnovationSet',
  activity: { resource: 'iga2020_inovasi', recordId: inovasi.id, withYear: false },
  async guard(tx) {
    // Decisions are taken while the innovation waits for the verifier, never after.
    const [reg] = await tx
      .select({ status_nomor: nomor_registrasi.status_nomor })
      .from(nomor_registrasi)
      .where(eq(nomor_registrasi.inovasi_id, inovasi.id));
    if (reg?.status_nomor !== 0) throw fail(409, message('evaluationNotPending'));
  },
  async afterSave(tx) {
    const [sum] = await tx
      .select({ total: sql<string | null>`sum(${indikator_jawaban.skor_verifikasi})` })
      .from(indikator_jawaban)
      .where(
        and(
          eq(indikator_jawaban.unit, 'inovasi'),
          eq(indikator_jawaban.inovasi_id, inovasi.id),
          eq(indikator_jawaban.tahun, inovasi.tahun),
        ),
      );
    await tx
      .update(iga2020_inovasi)
      .set({ verifikasi_points: sum?.total ?? '0' })
      .where(eq(iga2020_inovasi.id, inovasi.id));
  },
  answer: (e) => e,
});

const fmt = (n: number) => String(n).replace('.', ',');

/**
 * Why one decision is refused, or null: the checks every unit shares (also the demo seed's
 * verifications, db/seed/demo/jawaban.ts).
 */
export function refusal(e: EvaluasiIn, ind: IndicatorOut): string | null {
  if (e.status_verifikasi === 2)
    return e.catatan?.trim() ? null : message('evaluationReasonRequired');
  if (e.skor_verifikasi === null || e.skor_verifikasi === undefined)
    return message('evaluationScoreRequired');
  const points = ind.skala.map((s) => s.nilai);
  if (isScalePoint(e.skor_verifikasi, points)) return null;
  const allowed = [...new Set([0, ...points])]
    .sort((a, b) => a - b)
    .map(fmt)
    .join(', ');
  return message('evaluationNotScale', { nilai: allowed });
}

/**
 * Saves a verifier's decisions on a unit's answers. Every verified score must be 0 or one of
 * the indicator's scale points; all or nothing: a 422 keyed by indikator_id. Logged as
 * `evaluasi_indikator`; the region's index is recomputed before the answer.
 */
export async function saveEvaluation<Out>(
  db: Db,
  actor: AuthUser,
  unit: EvaluationUnit<Out>,
  evaluasi: EvaluasiIn[],
): Promise<Out[]> {
  const { tahun, owner } = unit;
  const { periode, indikator } = await unit.indicators(db, tahun);
  if (periode === null) throw fail(404, message('noIndicatorSet', { tahun }));
  const byId = new Map(indikator.map((i) => [i.id, i]));
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  for (const e of evaluasi) {
    const key = String(e.indikator_id);
    const ind = byId.get(e.indikator_id);
    const refused = !ind
      ? message(unit.notInSet, { tahun })
      : seen.has(e.indikator_id)
        ? message('indicatorTwice')
        : refusal(e, ind);
    if (refused) errors[key] = refused;
    seen.add(e.indikator_id);
  }
  if (Object.keys(errors).length > 0) throw fail(422, message('evaluationInvalid'), errors);

  const saved: Evaluated[] = evaluasi.map((e) => ({
    indikator_id: e.indikator_id,
    ...(e.status_verifikasi === undefined ? {} : { status_verifikasi: e.status_verifikasi }),
    skor_verifikasi: e.status_verifikasi === 2 ? 0 : e.skor_verifikasi!,
    catatan: e.catatan?.trim() || null,
  }));
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockOwner(tx, owner);
    await unit.guard?.(tx);
    const existing = await ownerAnswersOf(
      tx,
      owner,
      tahun,
      saved.map((e) => e.indikator_id),
    );
    for (const e of saved) {
      await upsertOwnerAnswer(
        tx,
        existing.get(e.indikator_id),
        owner,
        { indikatorId: e.indikator_id, tahun },
        {
          ...(e.status_verifikasi === undefined ? {} : { status_verifikasi: e.status_verifikasi }),
          skor_verifikasi: String(e.skor_verifikasi),
          catatan: e.catatan,
          evaluated_by: actor.id,
          updated_at: new Date(),
        },
      );
    }
    await unit.afterSave?.(tx);
    await recordActivity(tx, {
      actor,
      name: 'evaluasi_indikator',
      resource: unit.activity.resource,
      recordId: unit.activity.recordId,
      data: [
        ...(unit.activity.withYear ? [{ name: 'tahun', value: tahun }] : []),
        ...saved.map((e) => {
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
    return saved.map((e) => unit.answer(e, existing.get(e.indikator_id)));
  });
  await refreshRegionIndex(db, owner.profilId, tahun);
  return result;
}
