import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  needsEvidence,
  scoreAnswer,
  type AnswerResult,
  type AnswerScore,
} from '../../../../domain/indicatorAnswer';
import { indicatorAnswerText } from '../../../../i18n/id/indicatorAnswer';
import type { Db } from '../../../platform/db/client';
import { dokumen, indikator_jawaban } from '../../../platform/db/schema';
import { fail, message } from '../../../platform/http/http';
import { activitySql } from '../../../platform/db/audit';
import { together } from '../../../platform/db/writeSteps';
import { literalId } from '../../../platform/db/literal';
import {
  afterRecount,
  recountRegionInside,
  recountSettings,
} from '../../scoring/services/indexEngine';
import type { IndicatorOut } from '../../scoring/services/indicatorSet';
import type { AuthUser } from '../../../platform/auth/users';
import {
  num,
  ownerAnswers,
  ownerDocuments,
  type AnswerOwner,
  type AnswerRowOut,
  type DokumenOut,
  type JawabanIn,
} from './answerOwner';
import { answerRowsOf, readOwnerState, type OwnerState, type SavedAnswer } from './answerState';

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

/** The years in which the owner has answered this indicator (what its document counts in). */
export async function answeredYears(db: Db, owner: AnswerOwner, indikatorId: number) {
  const rows = await db
    .selectDistinct({ tahun: indikator_jawaban.tahun })
    .from(indikator_jawaban)
    .where(and(ownerAnswers(owner), eq(indikator_jawaban.indikator_id, indikatorId)));
  return rows.map((r) => r.tahun);
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

/**
 * The owner's lock, as a statement: its row (the profile, or the innovation) so saves,
 * verifications, rescoring and transitions of one owner run one at a time. An innovation's
 * region row is locked too (FOR NO KEY UPDATE: inserts that only reference the region still
 * pass): every write of a region's answers then recounts the region's index inside its own
 * transaction, one at a time, each seeing the last one's answers. Recounts that ran side by side
 * each missed the other's answers, and the one stored last could be the older figure.
 * Innovation before region, everywhere: no two writes wait on each other in a circle.
 *
 * `inline` writes the id into the text (`literalId`) for a lock sent as its own statement: one
 * without parameters shares its round trip with the transaction's `begin` (lazyBeginClient.ts).
 * Inside a named statement (an evaluation's) the id stays a parameter: one text, planned once.
 */
export function ownerLockSql(owner: AnswerOwner, inline = false): SQL {
  return owner.inovasiId === null
    ? sql`select id from profil_pemda where id = ${idOf(owner.profilId, inline)} for update`
    : innovationLockSql(owner.inovasiId, inline);
}

const idOf = (id: number, inline: boolean) => (inline ? literalId(id) : sql`${id}`);

/**
 * An innovation's lock with its region's, answering its `id`, `qc` and `is_covid` once the lock
 * is held.
 */
export const innovationLockSql = (inovasiId: number, inline = false): SQL =>
  sql`select i.id, i.qc, i.is_covid from iga2020_inovasi i join profil_pemda p on p.id = i.profil_id
    where i.id = ${idOf(inovasiId, inline)} for update of i for no key update of p`;

/** What the owner's lock answers: the row's id, and an innovation's `qc` and `is_covid`. */
export interface LockedOwner {
  id: number;
  qc?: number | null;
  is_covid?: number | null;
}

async function lockedRow(tx: Db, lock: SQL): Promise<LockedOwner | undefined> {
  const res = await tx.execute(lock);
  return (res as unknown as { rows: LockedOwner[] }).rows[0];
}

/** Locks the owner (`ownerLockSql`) inside the caller's transaction; its row, once held. */
export const lockOwner = (tx: Db, owner: AnswerOwner) => lockedRow(tx, ownerLockSql(owner, true));

/** Locks an innovation and its region (`innovationLockSql`); its row, once held. */
export const lockInnovation = (tx: Db, inovasiId: number) =>
  lockedRow(tx, innovationLockSql(inovasiId, true));

/** Inserts or updates the owner's answer of one indicator and year. */
export async function upsertOwnerAnswer(
  tx: Db,
  existing: { id: number } | undefined,
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

/**
 * Every indicator of the set with the owner's saved answer, its points, its documents and
 * whether it is complete (answerState.ts `answerRowsOf`), read in two statements side by side.
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
  return answerRowsOf(indikator, { answers, docs }, roles, otomatis);
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
  /**
   * Completeness upkeep: from the owner's answers of the set as now saved and its documents
   * (read under the lock), and the locked row, the statement that stores what follows from them.
   */
  completeness?: (state: OwnerState, locked: LockedOwner | undefined) => SQL;
  /** The region index these answers count in, recounted inside the same transaction. */
  recount?: { profilId: number; tahun: number };
}

/** Whether the engine's points of this indicator depend on its documents (`hasEvidence`). */
const readsEvidence = (ind: IndicatorOut) =>
  needsEvidence(ind) || ['V', 'F'].includes(ind.jenis.toUpperCase());

type Scored = { ind: IndicatorOut; result: AnswerScore }[];

/** Every answer through the engine: the scored ones, or a 422 keyed by indikator_id. */
function scoreAll(
  byId: Map<number, IndicatorOut>,
  tahun: number,
  jawaban: JawabanIn[],
  docs: OwnerState['docs'],
  opts: SaveOptions,
): Scored {
  const errors: Record<string, string> = {};
  const results: Scored = [];
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
  return results;
}

/**
 * Validates every answer with the engine and stores them all in one transaction, or none: a
 * 422 keyed by indikator_id lists every refused answer. Answers not sent stay as they are.
 * Returns the server-computed points per answer.
 *
 * Under the owner's lock, one statement reads its answers and the documents the engine and the
 * completeness need (readOwnerState); the completeness update and the activity entry then go
 * in the region's recount statement. An innovation's save is 7 statements in its transaction
 * where it was 11 (issue 40: each one waits its turn on a busy event loop at the deadline).
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
  // Documents of the set when the completeness reads them all; else only of the indicators sent
  // whose points depend on their evidence.
  const docIds = opts.completeness
    ? indikator.map((i) => i.id)
    : jawaban
        .map((j) => byId.get(j.indikator_id))
        .filter((i) => i && readsEvidence(i))
        .map((i) => i!.id);
  const loaded = opts.recount ? await recountSettings(db) : null;
  const { published, results } = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const locked = await lockOwner(t, owner);
    const state = await readOwnerState(t, owner, tahun, docIds);
    const results = scoreAll(byId, tahun, jawaban, state.docs, opts);
    const saved = new Map(state.answers);
    for (const { ind, result } of results) {
      const existing = state.answers.get(ind.id);
      const values = answerColumns(ind, result, actor.id);
      await upsertOwnerAnswer(t, existing, owner, { indikatorId: ind.id, tahun }, values);
      saved.set(ind.id, {
        ...emptyVerification,
        ...existing,
        ...values,
        id: existing?.id ?? 0,
        indikator_id: ind.id,
      });
    }
    const writes = opts.completeness
      ? [opts.completeness({ ...state, answers: saved }, locked)]
      : [];
    const entry = activitySql({
      actor,
      name: 'jawab_indikator',
      resource: opts.activity.resource,
      recordId: opts.activity.recordId,
      data: [
        { name: 'tahun', value: tahun },
        ...results.map(({ ind, result }) => ({
          name: `indikator ${ind.no_urut}${ind.subs ?? ''}`,
          before: num(state.answers.get(ind.id)?.skor ?? null),
          after: result.skor,
        })),
      ],
    });
    if (!opts.recount || !loaded) {
      await t.execute(together([entry, ...writes]));
      return { published: false, results };
    }
    // The region's index moves with the answers, under the lock taken above; the completeness
    // and the activity entry go in the recount's first statement (round trips less).
    const { profilId, tahun: year } = opts.recount;
    const published = await recountRegionInside(t, loaded, profilId, year, [entry, ...writes]);
    return { published, results };
  });
  afterRecount(db, published);
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

/** A new answer's verification columns, as the table's defaults leave them. */
const emptyVerification: Pick<SavedAnswer, 'skor_verifikasi' | 'catatan' | 'status_verifikasi'> = {
  skor_verifikasi: null,
  catatan: null,
  status_verifikasi: null,
};
