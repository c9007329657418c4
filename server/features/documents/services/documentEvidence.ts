/**
 * A supporting document stored or removed together with what it changes: the points of its
 * indicator's answers under the evidence rule, an innovation's completeness and the region's
 * index, under the owner's lock (issue 40: an upload was two transactions and 17 statements).
 */
import type { SQL } from 'drizzle-orm';
import type { AuthUser } from '../../../platform/auth/users';
import type { Db } from '../../../platform/db/client';
import { together } from '../../../platform/db/writeSteps';
import type { Storage } from '../../../platform/storage/storage';
import { answeredYears, lockOwner } from '../../innovations/services/answerStore';
import { regionOwner, type AnswerOwner } from '../../innovations/services/answerOwner';
import { rescoreOwnerIndicator, type Rescored } from '../../innovations/services/answerRescore';
import { refreshCompleteness } from '../../innovations/services/innovationAnswers';
import {
  afterRecount,
  recountRegionInside,
  recountSettings,
} from '../../scoring/services/indexEngine';
import { indicatorsOfSet, innovationIndicators } from '../../scoring/services/indicatorSet';
import {
  deleteDocument,
  dropDocumentBytes,
  insertDocument,
  keepingBytes,
  storeDocumentBytes,
  type DocumentParent,
  type DocumentRow,
  type NewDocument,
} from './documents';

/** The indicator a document belongs to, as findIndikator answers it. */
export interface DocumentIndicator {
  id: number;
  tahun: number;
  tipe: string;
}

/** What a document's change did: its row, and the years its owner answered that indicator in. */
export interface EvidenceChange {
  row: DocumentRow;
  /** Only those years' kept answers move; empty when the owner has not answered it yet. */
  answered: number[];
}

const ownerOf = (parent: DocumentParent): AnswerOwner =>
  parent.inovasi_id === null
    ? regionOwner(parent.profil_id)
    : { unit: parent.unit, profilId: parent.profil_id, inovasiId: parent.inovasi_id };

/** The innovation's own year (its answers are of that year only); null for a region. */
const innovationYear = (parent: DocumentParent) =>
  parent.inovasi_id === null ? null : Number(parent.row.tahun);

/**
 * What the rescore reads before the transaction, all kept reference data (kept per database
 * handle: read through a transaction's handle they would be loaded again): the indicator's
 * scoring definition (a region's from its set year, an innovation's from the innovation's year),
 * an innovation's whole set for its completeness, and the recount's settings.
 */
async function prepare(db: Db, parent: DocumentParent, ind: DocumentIndicator | null) {
  const year = innovationYear(parent);
  const set =
    year !== null
      ? (await innovationIndicators(db, year)).indikator
      : ind?.tipe === 'P'
        ? await indicatorsOfSet(db, ind.tahun)
        : [];
  const counted = parent.unit === 'daerah' || parent.unit === 'inovasi';
  return {
    set,
    scored: ind ? set.find((i) => i.id === ind.id) : undefined,
    loaded: counted ? await recountSettings(db) : null,
  };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

/**
 * Under the owner's lock, after the document's own statement: the points of that indicator's
 * answers under the evidence rule, an innovation's completeness, and the region's index of each
 * year whose points moved (the index reads the points of regions and innovations, not of trials
 * or competition entries: unchanged points, unchanged index), with the document's `writes` in
 * the recount's first statement, or on their own when nothing moved.
 */
async function rescoreInside(
  t: Db,
  parent: DocumentParent,
  { set, scored, loaded }: Prepared,
  indikatorId: number,
  writes: SQL[],
  hasEvidence?: boolean,
): Promise<{ answered: number[]; published: boolean }> {
  const owner = ownerOf(parent);
  const year = innovationYear(parent);
  const found: Rescored = scored
    ? await rescoreOwnerIndicator(t, owner, scored, { tahun: year ?? undefined, hasEvidence })
    : { answered: await answeredYears(t, owner, indikatorId), moved: [] };
  if (parent.inovasi_id !== null && (parent.unit === 'inovasi' || parent.unit === 'lomba')) {
    await refreshCompleteness(t, parent.inovasi_id, parent.unit, set);
  }
  let published = false;
  if (loaded && found.moved.length > 0) {
    for (const [i, y] of found.moved.entries()) {
      const own = i === 0 ? writes : [];
      published = (await recountRegionInside(t, loaded, parent.profil_id, y, own)) || published;
    }
  } else if (writes.length > 0) {
    await t.execute(together(writes));
  }
  return { answered: found.answered, published };
}

/**
 * An uploaded document and what it changes: the bytes stored first (removed again if the row
 * is not written), then the row, the answers' points and the region's index.
 *
 * A region's document: all in one transaction under the region's lock, taken first (its
 * FOR UPDATE after the insert's KEY SHARE would let two uploads wait on each other).
 *
 * An innovation's document: its row in a transaction of its own, then the rescore under the
 * innovation's and its region's locks, as before. Storing it compares its file with the other
 * innovations' (the kemiripan_dokumen trigger), whose rows that takes KEY SHARE on; under this
 * innovation's region lock, that could wait on a save of an innovation of the same region that
 * holds its own row and waits for the region: each would wait for the other.
 */
export async function createEvidence(
  db: Db,
  storage: Storage,
  actor: AuthUser,
  parent: DocumentParent,
  input: NewDocument,
  indikator: DocumentIndicator,
): Promise<EvidenceChange> {
  const prepared = await prepare(db, parent, indikator);
  const stored = await storeDocumentBytes(storage, parent, input.file);
  const owner = ownerOf(parent);
  if (parent.inovasi_id === null) {
    const { row, answered, published } = await keepingBytes(storage, stored, () =>
      db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        await lockOwner(t, owner);
        const { row, writes } = await insertDocument(t, actor, parent, input, stored);
        return { row, ...(await rescoreInside(t, parent, prepared, indikator.id, writes, true)) };
      }),
    );
    afterRecount(db, published);
    return { row, answered };
  }
  const row = await keepingBytes(storage, stored, () =>
    db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const { row, writes } = await insertDocument(t, actor, parent, input, stored);
      await t.execute(together(writes));
      return row;
    }),
  );
  const { answered, published } = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockOwner(t, owner);
    // Counted under the lock: the file may have been deleted since its own commit.
    return rescoreInside(t, parent, prepared, indikator.id, []);
  });
  afterRecount(db, published);
  return { row, answered };
}

/** A document removed with what it changes, in one transaction; its bytes after the commit. */
export async function removeEvidence(
  db: Db,
  storage: Storage,
  actor: AuthUser,
  parent: DocumentParent,
  row: DocumentRow,
  indikator: DocumentIndicator | null,
): Promise<EvidenceChange> {
  const prepared = await prepare(db, parent, indikator);
  const { answered, published } = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockOwner(t, ownerOf(parent));
    const entry = await deleteDocument(t, actor, row);
    return rescoreInside(t, parent, prepared, row.indikator_id, [entry]);
  });
  afterRecount(db, published);
  await dropDocumentBytes(storage, row);
  return { row, answered };
}
