import { rescoreOwnerIndicator } from './answerRescore';
import { eq } from 'drizzle-orm';
import { innovationCompleteness, isSubmitable } from '../../../../domain/innovationCompleteness';
import { summarizeAnswers } from '../../../../domain/indicatorSummary';
import type { Db } from '../../../platform/db/client';
import { iga2020_inovasi, iga_indikator } from '../../../platform/db/schema';
import { fail, message } from '../../../platform/http/http';
import {
  loadAnswers,
  lockOwner,
  saveAnswers,
  type AnswerOwner,
  type JawabanIn,
} from './answerStore';
import { refreshRegionIndex } from '../../scoring/services/indexEngine';
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
 * Recomputes and stores the innovation's completeness, points and `submitable` from its
 * indicator answers and documents. Runs inside the caller's transaction with the innovation row
 * locked, after every answer save and document change, so the list's badge and progress bar are
 * never stale.
 */
export async function refreshCompleteness(
  tx: Db,
  inovasiId: number,
  unit: 'inovasi' | 'lomba' = 'inovasi',
  /** The innovation's year's set when the caller holds it already (a save does). */
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
  const indikator = set ?? (await innovationIndicators(tx, row.tahun)).indikator;
  const rows = await loadAnswers(tx, ownerOf(row, unit), indikator, row.tahun, null);
  const done = innovationCompleteness(summarizeAnswers(rows));
  await tx
    .update(iga2020_inovasi)
    .set({
      status_dokumen: done.status_dokumen,
      kelengkapan: done.kelengkapan,
      kematangan: String(done.kematangan),
      submitable: isSubmitable({ status_dokumen: done.status_dokumen, is_covid: row.is_covid })
        ? 1
        : 0,
    })
    .where(eq(iga2020_inovasi.id, inovasiId));
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
    afterSave:
      unit !== 'ujicoba' ? (tx) => refreshCompleteness(tx, inovasi.id, unit, indikator) : undefined,
  });
  if (unit === 'inovasi') await refreshRegionIndex(db, inovasi.profil_id, tahun);
  return saved;
}

/**
 * After one of the innovation's documents is uploaded or deleted: the points of that
 * indicator's answer under the evidence rule, then the completeness. Called by the documents
 * route.
 */
export async function rescoreInovasiIndikator(
  db: Db,
  inovasi: { id: number; profil_id: number },
  unit: InnovationUnit,
  indikatorId: number,
): Promise<void> {
  const [meta] = await db
    .select({ tahun: iga_indikator.tahun })
    .from(iga_indikator)
    .where(eq(iga_indikator.id, indikatorId));
  const [own] = await db
    .select({ tahun: iga2020_inovasi.tahun })
    .from(iga2020_inovasi)
    .where(eq(iga2020_inovasi.id, inovasi.id));
  if (!meta || !own) return;
  const ind = (await innovationIndicators(db, own.tahun)).indikator.find(
    (i) => i.id === indikatorId,
  );
  const owner = ownerOf({ ...inovasi, tahun: own.tahun }, unit);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockOwner(t, owner);
    if (ind) await rescoreOwnerIndicator(t, owner, ind, own.tahun);
    if (unit !== 'ujicoba') await refreshCompleteness(t, inovasi.id, unit);
  });
  if (unit === 'inovasi') await refreshRegionIndex(db, inovasi.profil_id, own.tahun);
}
