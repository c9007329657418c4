import { eq, sql, type SQL } from 'drizzle-orm';
import { innovationCompleteness, isSubmitable } from '../../../../domain/innovationCompleteness';
import { summarizeAnswers } from '../../../../domain/indicatorSummary';
import type { Db } from '../../../platform/db/client';
import { iga2020_inovasi } from '../../../platform/db/schema';
import { fail, message } from '../../../platform/http/http';
import { loadAnswers, saveAnswers } from './answerStore';
import type { AnswerOwner, JawabanIn } from './answerOwner';
import { answerRowsOf, readOwnerState, type OwnerState } from './answerState';
import { innovationIndicators, type IndicatorOut } from '../../scoring/services/indicatorSet';
import type { AuthUser } from '../../../platform/auth/users';

/**
 * The answer sets of an innovation row: its indicators and its trial results; a competition
 * entry's indicators (`lomba`, resources/lomba_inovasi.ts) are a set of their own, outside the
 * index.
 */
export type InnovationUnit = 'inovasi' | 'ujicoba' | 'lomba';

/** What the answer calls need of the innovation row. */
export interface InnovationRef {
  id: number;
  profil_id: number;
  tahun: number;
}

const ownerOf = (inovasi: InnovationRef, unit: InnovationUnit): AnswerOwner => ({
  unit,
  profilId: inovasi.profil_id,
  inovasiId: inovasi.id,
});

/**
 * Every innovation indicator of the innovation's period with its saved answer (GET
 * /api/inovasi/{id}/indikator and .../ujicoba): the region answer contract, for one innovation.
 * Once a verifier has decided (`decided`), everyone who reads the innovation sees the verified
 * points and the reasons per indicator (issue 9); before that, only the verifying roles.
 */
export async function loadInnovationAnswers(
  db: Db,
  inovasi: InnovationRef,
  unit: InnovationUnit,
  roles: readonly string[],
  decided = false,
) {
  const { periode, indikator } = await innovationIndicators(db, inovasi.tahun);
  const owner = ownerOf(inovasi, unit);
  const rows = await loadAnswers(db, owner, indikator, inovasi.tahun, decided ? null : roles);
  return { periode, rows };
}

/**
 * The statement that stores the innovation's completeness, points and `submitable`, from its
 * answers and documents as read under its lock (`state`): the list's badge and progress bar are
 * never stale.
 */
export function completenessSql(
  inovasiId: number,
  isCovid: number | null | undefined,
  indikator: IndicatorOut[],
  state: OwnerState,
): SQL {
  const done = innovationCompleteness(summarizeAnswers(answerRowsOf(indikator, state, null, null)));
  const submitable = isSubmitable({
    status_dokumen: done.status_dokumen,
    is_covid: isCovid ?? null,
  });
  return sql`update iga2020_inovasi set status_dokumen = ${done.status_dokumen},
    kelengkapan = ${done.kelengkapan}, kematangan = ${String(done.kematangan)},
    submitable = ${submitable ? 1 : 0} where id = ${inovasiId}`;
}

/**
 * Recomputes and stores the innovation's completeness (completenessSql). Runs inside the
 * caller's transaction with the innovation row locked, after a document change.
 */
export async function refreshCompleteness(
  tx: Db,
  inovasiId: number,
  unit: 'inovasi' | 'lomba' = 'inovasi',
  set?: IndicatorOut[],
): Promise<void> {
  const [row] = await tx
    .select({
      id: iga2020_inovasi.id,
      profil_id: iga2020_inovasi.profil_id,
      tahun: iga2020_inovasi.tahun,
      is_covid: iga2020_inovasi.is_covid,
    })
    .from(iga2020_inovasi)
    .where(eq(iga2020_inovasi.id, inovasiId));
  if (!row) return;
  // The set as the caller read it before its transaction (kept per database handle), or now.
  const indikator = set ?? (await innovationIndicators(tx, row.tahun)).indikator;
  const ids = indikator.map((i) => i.id);
  const state = await readOwnerState(tx, ownerOf(row, unit), row.tahun, ids);
  await tx.execute(completenessSql(row.id, row.is_covid, indikator, state));
}

/**
 * Validates and stores an innovation's answers in one transaction (422 keyed by indikator_id,
 * nothing saved), then its completeness. The answers belong to the innovation's own year.
 */
export async function saveInnovationAnswers(
  db: Db,
  actor: AuthUser,
  inovasi: InnovationRef,
  unit: InnovationUnit,
  tahun: number,
  jawaban: JawabanIn[],
) {
  if (tahun !== inovasi.tahun) {
    throw fail(422, message('invalid'), {
      tahun: message('answersInnovationYear', { tahun: inovasi.tahun }),
    });
  }
  const { periode, indikator } = await innovationIndicators(db, tahun);
  if (periode === null) throw fail(404, message('noIndicatorSet', { tahun }));
  const saved = await saveAnswers(db, actor, ownerOf(inovasi, unit), indikator, tahun, jawaban, {
    notInSet: 'indicatorNotInInnovationSet',
    activity: {
      resource: unit === 'lomba' ? 'lomba_inovasi' : 'iga2020_inovasi',
      recordId: inovasi.id,
    },
    // The set of the innovation's own year (checked above), read once for the whole save.
    completeness:
      unit !== 'ujicoba'
        ? (state, locked) => completenessSql(inovasi.id, locked?.is_covid, indikator, state)
        : undefined,
    recount: unit === 'inovasi' ? { profilId: inovasi.profil_id, tahun } : undefined,
  });
  return saved;
}
