import { eq, sql } from 'drizzle-orm';
import {
  categoryLock,
  winnerRowLock,
  winnerWriteRefusal,
  type WinnerRowState,
} from '../../../../domain/awardFreeze';
import type { Db } from '../../../platform/db/client';
import { iga_terbit, winners } from '../../../platform/db/schema';
import { frozenFailure, publicationLookup } from '../services/awardFreeze';
import { forgetPortal } from '../../portal/services/portal';
import type { ResourceHooks } from '../../../crud/hookTypes';

/**
 * Award winners and their categories through /crud (issue 35): a published year is frozen
 * (domain/awardFreeze.ts), and a row a publication wrote changes only through the next version.
 * Every create, update (PUT or POST to the id), delete and rename answers 409 then; the public
 * pages' cached answers are dropped after any write.
 */

type Row = Record<string, unknown>;

/** A stored winners row as the rule reads it, with its publication's version. */
async function rowState(db: Db, row: Row): Promise<WinnerRowState> {
  const terbit =
    row.iga_terbit_id === null || row.iga_terbit_id === undefined
      ? null
      : Number(row.iga_terbit_id);
  const [pub] =
    terbit === null
      ? []
      : await db
          .select({ versi: iga_terbit.versi })
          .from(iga_terbit)
          .where(eq(iga_terbit.id, terbit));
  return { tahun: Number(row.tahun), iga_terbit_id: terbit, versi: pub?.versi ?? null };
}

/** Refuses a write of a winners row: the row locked, or the year it lands in frozen. */
async function refuseWinnerWrite(db: Db, before: Row | null, targetYear: number | null) {
  const state = before ? await rowState(db, before) : null;
  const years = [state?.tahun, targetYear].filter(
    (y): y is number => y !== null && y !== undefined,
  );
  const reason = winnerWriteRefusal(state, targetYear, await publicationLookup(db, years));
  if (reason) throw frozenFailure(reason);
}

export const winnerHooks: ResourceHooks = {
  // A locked row answers 409 before its body is checked (a 2026 row a publication wrote is not
  // refused for the 2017-2023 rule of rows entered by hand).
  async guardRecord({ db }, row) {
    const state = await rowState(db, row);
    const reason = winnerRowLock(state, await publicationLookup(db, [state.tahun]));
    if (reason) throw frozenFailure(reason);
  },
  async beforeWrite({ db, before }, values) {
    const target = 'tahun' in values ? Number(values.tahun) : Number(before?.tahun);
    await refuseWinnerWrite(db, before, target);
  },
  async beforeDelete({ db }, row) {
    await refuseWinnerWrite(db, row, null);
  },
  afterWrite({ db }) {
    forgetPortal(db);
  },
  // The winners screen tells a publication's rows and a frozen year's rows from editable ones:
  // the row's own publication version, and its year's latest version and whether it is open.
  listExtras: {
    key: '_terbit',
    join:
      'left join "iga_terbit" tw on tw."id" = $t."iga_terbit_id" ' +
      'left join lateral (select ty."versi", ty."dibuka_at" from "iga_terbit" ty ' +
      'where ty."tahun" = $t."tahun" order by ty."versi" desc limit 1) ly on true',
    facts: {
      iga_terbit_id: 'tw."id"',
      versi: 'tw."versi"',
      versi_tahun: 'ly."versi"',
      dibuka: 'ly."dibuka_at" is not null',
    },
  },
};

export const winnerCategoryHooks: ResourceHooks = {
  // A category a locked winners row uses is part of what was published: no rename, no delete.
  async guardRecord({ db }, row) {
    const used = await db
      .select({
        tahun: winners.tahun,
        iga_terbit_id: winners.iga_terbit_id,
        versi: iga_terbit.versi,
      })
      .from(winners)
      .leftJoin(iga_terbit, eq(iga_terbit.id, winners.iga_terbit_id))
      .where(eq(winners.category_id, Number(row.id)))
      .orderBy(sql`${winners.iga_terbit_id} is null`, winners.tahun);
    const lookup = await publicationLookup(
      db,
      used.map((u) => u.tahun),
    );
    const reason = categoryLock(used, lookup);
    if (reason) throw frozenFailure(reason, 'kategori');
  },
  afterWrite({ db }) {
    forgetPortal(db);
  },
};
