import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { seesVerification } from '../../../../domain/verificationVisibility';
import type { Db } from '../../../platform/db/client';
import { activities } from '../../../platform/db/schema';
import {
  ACTIVITY_PAGE_SIZE,
  readableEntries,
  type ActivityRow,
} from '../../activity/services/activities';

/** Entries naming verified scores (spec 6: shown only to the verifying roles). */
const EVALUATION_ENTRY = 'evaluasi_indikator';

/** A region document entry names its profile in its data (`profil_id` before or after). */
function regionDocumentOf(profilId: number): SQL {
  const created = JSON.stringify([{ name: 'profil_id', after: profilId }]);
  const deleted = JSON.stringify([{ name: 'profil_id', before: profilId }]);
  const daerahCreated = JSON.stringify([{ name: 'unit', after: 'daerah' }]);
  const daerahDeleted = JSON.stringify([{ name: 'unit', before: 'daerah' }]);
  return and(
    eq(activities.resource, 'dokumen'),
    or(
      sql`${activities.data} @> ${created}::jsonb and ${activities.data} @> ${daerahCreated}::jsonb`,
      sql`${activities.data} @> ${deleted}::jsonb and ${activities.data} @> ${daerahDeleted}::jsonb`,
    ),
  )!;
}

/**
 * The history of one region profile (Lini Masa), newest first, 50 per page: its own changes and
 * those of its pact, logo, indicator answers, verification and region documents. The caller has
 * already checked that the account may see the profile; `roles` decide whether verified scores
 * are shown.
 */
export async function listProfileHistory(
  db: Db,
  profilId: number,
  sinceId: number | null,
  roles: readonly string[],
): Promise<{ rows: ActivityRow[]; sinceId: number | null }> {
  const seesScores = seesVerification(roles);
  const conditions: SQL[] = [
    or(
      // The profile row, its pact and logo, its indicator answers and their verification are
      // all logged on the profile itself.
      and(eq(activities.resource, 'profil_pemda'), eq(activities.record_id, String(profilId))),
      regionDocumentOf(profilId),
    )!,
  ];
  if (sinceId !== null) conditions.push(lt(activities.id, sinceId));
  const found = await db
    .select()
    .from(activities)
    .where(and(...conditions))
    .orderBy(desc(activities.id))
    .limit(ACTIVITY_PAGE_SIZE + 1);
  const page = found.slice(0, ACTIVITY_PAGE_SIZE);
  // A verification entry keeps its year only for roles that may not see verified scores; its
  // labels are read after that, so they name nothing the entry no longer shows.
  const shown = page.map((r) =>
    r.name === EVALUATION_ENTRY && !seesScores
      ? { ...r, data: r.data.filter((d) => d.name === 'tahun') }
      : r,
  );
  return {
    rows: await readableEntries(db, shown),
    sinceId: found.length > ACTIVITY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
