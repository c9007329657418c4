import { sql, type SQL } from 'drizzle-orm';
import { isScalePoint } from '../../../../domain/verificationScope';
import type { ApiMessage } from '../../../../i18n/id/api';
import { activitySql } from '../../../platform/db/audit';
import type { Db } from '../../../platform/db/client';
import { fail, message } from '../../../platform/http/http';
import { regionOwner, type AnswerOwner } from '../../innovations/services/answerOwner';
import {
  afterRecount,
  recountRegionInside,
  recountSettings,
} from '../../scoring/services/indexEngine';
import type { AuthUser } from '../../../platform/auth/users';
import {
  lockWithScales,
  storeDecisions,
  type Before,
  type ScaledIndicator,
} from './evaluationStatements';

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
  /** The indicator set: `P` the region's, `I` the innovation's (its automatic count left out). */
  tipe: 'P' | 'I';
  /** The 422 for an indicator outside the unit's set. */
  notInSet: ApiMessage;
  activity: { resource: string; recordId: number; withYear: boolean };
  /**
   * A boolean read once the owner is locked, in the statement that stores the decisions: false
   * or null refuses with 409 (the writes roll back). Absent: always allowed.
   */
  pending?: SQL;
  /**
   * A data-modifying statement run after the answers are stored, with the activity entry and
   * the region's recomputation (one round trip): it sees the stored answers.
   */
  afterSave?: SQL;
  /** One entry of the answer's `data`. */
  answer: (saved: Evaluated, before: Before | undefined) => Out;
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
  tipe: 'P',
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
  tipe: 'I',
  notInSet: 'indicatorNotInInnovationSet',
  activity: { resource: 'iga2020_inovasi', recordId: inovasi.id, withYear: false },
  // Decisions are taken while the innovation waits for the verifier, never after.
  pending: sql`(select status_nomor = 0 from nomor_registrasi where inovasi_id = ${inovasi.id})`,
  afterSave: sql`
    update iga2020_inovasi set verifikasi_points = (
      select coalesce(sum(skor_verifikasi), 0) from indikator_jawaban
      where unit = 'inovasi' and inovasi_id = ${inovasi.id} and tahun = ${inovasi.tahun})
    where id = ${inovasi.id}`,
  answer: (e) => e,
});

const fmt = (n: number) => String(n).replace('.', ',');

/**
 * Why one decision is refused, or null: the checks every unit shares (also the demo seed's
 * verifications, db/seed/demo/jawaban.ts).
 */
export function refusal(e: EvaluasiIn, ind: Pick<ScaledIndicator, 'skala'>): string | null {
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

/** The decisions checked against the set: a 422 keyed by indikator_id for any refused. */
function checked(
  evaluasi: EvaluasiIn[],
  byId: Map<number, ScaledIndicator>,
  notInSet: ApiMessage,
  tahun: number,
): Evaluated[] {
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  for (const e of evaluasi) {
    const key = String(e.indikator_id);
    const ind = byId.get(e.indikator_id);
    const refused = !ind
      ? message(notInSet, { tahun })
      : seen.has(e.indikator_id)
        ? message('indicatorTwice')
        : refusal(e, ind);
    if (refused) errors[key] = refused;
    seen.add(e.indikator_id);
  }
  if (Object.keys(errors).length > 0) throw fail(422, message('evaluationInvalid'), errors);
  return evaluasi.map((e) => ({
    indikator_id: e.indikator_id,
    ...(e.status_verifikasi === undefined ? {} : { status_verifikasi: e.status_verifikasi }),
    skor_verifikasi: e.status_verifikasi === 2 ? 0 : e.skor_verifikasi!,
    catatan: e.catatan?.trim() || null,
  }));
}

/**
 * Saves a verifier's decisions on a unit's answers. Every verified score must be 0 or one of
 * the indicator's scale points; all or nothing: a 422 keyed by indikator_id. Logged as
 * `evaluasi_indikator`; the region's index is recomputed in the same transaction, so the answer
 * and the index move together.
 *
 * Four statements inside the transaction (issue 40 item 3): the owner locked with the decided
 * indicators' scales; the decisions stored with the scores before and the owner's state; the
 * activity entry and the unit's bookkeeping with the region's rows; its stored index.
 */
export async function saveEvaluation<Out>(
  db: Db,
  actor: AuthUser,
  unit: EvaluationUnit<Out>,
  evaluasi: EvaluasiIn[],
): Promise<Out[]> {
  const { tahun, owner } = unit;
  const ids = [...new Set(evaluasi.map((e) => e.indikator_id))];
  const loaded = await recountSettings(db);
  const { result, published } = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { periode, byId } = await lockWithScales(tx, owner, unit.tipe, tahun, ids);
    if (periode === null) throw fail(404, message('noIndicatorSet', { tahun }));
    const saved = checked(evaluasi, byId, unit.notInSet, tahun);
    const stored = await storeDecisions(
      tx,
      owner,
      tahun,
      saved,
      actor.id,
      unit.pending ?? sql`true`,
    );
    if (!stored.pending) throw fail(409, message('evaluationNotPending'));
    const logged = activitySql({
      name: 'evaluasi_indikator',
      actor,
      resource: unit.activity.resource,
      recordId: unit.activity.recordId,
      data: [
        ...(unit.activity.withYear ? [{ name: 'tahun', value: tahun }] : []),
        ...saved.map((e) => {
          const ind = byId.get(e.indikator_id)!;
          const before = stored.before.get(e.indikator_id)?.skor_verifikasi;
          return {
            name: `indikator ${ind.no_urut}${ind.subs ?? ''}`,
            before: before == null ? null : Number(before),
            after: e.skor_verifikasi,
          };
        }),
      ],
    });
    const published = await recountRegionInside(tx, loaded, owner.profilId, tahun, [
      logged,
      ...(unit.afterSave ? [unit.afterSave] : []),
    ]);
    return {
      result: saved.map((e) => unit.answer(e, stored.before.get(e.indikator_id))),
      published,
    };
  });
  // A published period's figures are on the public pages: forgotten once the writes are seen.
  afterRecount(db, published);
  return result;
}
