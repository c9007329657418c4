import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  yearFreeze,
  type FreezeReason,
  type PublicationOf,
  type YearPublication,
} from '../../../../domain/awardFreeze';
import type { Db } from '../../../platform/db/client';
import { iga_terbit } from '../../../platform/db/schema';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { recordActivity, type ActivityActor } from '../../../platform/db/audit';

/**
 * The freeze of a published award year on the server (the rule: domain/awardFreeze.ts): the
 * years' latest publications, the 409 every award write answers in a frozen year, and "Buka
 * revisi", which opens the latest version for a revision.
 */

const asPublication = (row: { tahun: number; versi: number; dibuka_at: Date | null }) => ({
  tahun: row.tahun,
  versi: row.versi,
  dibuka: row.dibuka_at !== null,
});

/** The latest publication of each of these years (a year never published is absent). */
export async function publicationsOf(
  db: Db,
  years: readonly number[],
): Promise<Map<number, YearPublication>> {
  const wanted = [...new Set(years)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([iga_terbit.tahun], {
      tahun: iga_terbit.tahun,
      versi: iga_terbit.versi,
      dibuka_at: iga_terbit.dibuka_at,
    })
    .from(iga_terbit)
    .where(inArray(iga_terbit.tahun, wanted))
    .orderBy(iga_terbit.tahun, desc(iga_terbit.versi));
  return new Map(rows.map((r) => [r.tahun, asPublication(r)]));
}

/** The rule's lookup over the publications of these years. */
export async function publicationLookup(db: Db, years: readonly number[]): Promise<PublicationOf> {
  const found = await publicationsOf(db, years);
  return (tahun) => found.get(tahun) ?? null;
}

/** The 409 of a refused write, in Indonesian, naming the year and the version. */
export const frozenFailure = (reason: FreezeReason, of: 'pemenang' | 'kategori' = 'pemenang') =>
  fail(
    409,
    message(
      of === 'kategori'
        ? 'awardCategoryInUse'
        : reason.kind === 'terbit'
          ? 'awardFrozen'
          : 'awardPublicationRow',
      { tahun: reason.tahun, versi: reason.versi },
    ),
  );

/** Refuses (409) any write of a year's award data while the year is published and frozen. */
export async function assertYearWritable(db: Db, tahun: number): Promise<void> {
  const reason = yearFreeze((await publicationLookup(db, [tahun]))(tahun));
  if (reason) throw frozenFailure(reason);
}

/**
 * "Buka revisi": superadmin opens the year's latest version for a revision, with a reason
 * (logged). The year's award data may change again; the public pages and open data keep
 * showing this version until the next one is published. 404 when the year was never
 * published, 409 when already open, 422 without a reason.
 */
export async function openRevision(db: Db, actor: ActivityActor, tahun: number, alasan: string) {
  const reason = alasan.trim();
  if (!reason) throw fail(422, MESSAGES.invalid, { alasan: message('awardReasonRequired') });
  const opened = await db.transaction(async (tx) => {
    // The same lock as a publication of the year: opening and publishing never interleave.
    await tx.execute(sql`select pg_advisory_xact_lock(2525, ${tahun})`);
    const [latest] = await tx
      .select()
      .from(iga_terbit)
      .where(eq(iga_terbit.tahun, tahun))
      .orderBy(desc(iga_terbit.versi))
      .limit(1);
    if (!latest) throw fail(404, message('awardNotPublished', { tahun }));
    if (latest.dibuka_at !== null)
      throw fail(409, message('awardAlreadyOpen', { tahun, versi: latest.versi }));
    const [row] = await tx
      .update(iga_terbit)
      .set({
        dibuka_at: sql`now()`,
        dibuka_alasan: reason,
        dibuka_oleh: actor.id,
        updated_at: sql`now()`,
      })
      .where(and(eq(iga_terbit.id, latest.id), isNull(iga_terbit.dibuka_at)))
      .returning();
    await recordActivity(tx, {
      actor,
      name: 'buka_revisi_ranking_iga',
      resource: 'iga_terbit',
      recordId: latest.id,
      data: [
        { name: 'tahun', value: tahun },
        { name: 'versi', value: latest.versi },
        { name: 'alasan', value: reason },
      ],
    });
    return row!;
  });
  // Nothing public changes; the award screens' cached answers follow iga_terbit's updated_at.
  return opened;
}
