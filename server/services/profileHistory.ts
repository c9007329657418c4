import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities } from '../db/schema';
import { ACTIVITY_PAGE_SIZE, type ActivityRow } from './activities';

/**
 * Activity-log resources whose `record_id` is the profile's id: the profile row itself and the
 * calls about the whole profile (pact, logo, region indicator answers, their verification).
 */
export const PROFILE_RESOURCES = [
  'profil_pemda',
  'pakta',
  'logo',
  'indikator_daerah',
  'evaluasi_profil',
] as const;

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
 * already checked that the account may see the profile.
 */
export async function listProfileHistory(
  db: Db,
  profilId: number,
  sinceId: number | null,
): Promise<{ rows: ActivityRow[]; sinceId: number | null }> {
  const conditions: SQL[] = [
    or(
      and(
        inArray(activities.resource, [...PROFILE_RESOURCES]),
        eq(activities.record_id, String(profilId)),
      ),
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
  return {
    rows: page.map((r) => ({
      id: r.id,
      ts: r.ts.toISOString(),
      account: r.account_id === null ? null : { id: r.account_id, username: r.username ?? '' },
      name: r.name,
      resource: r.resource,
      record_id: r.record_id,
      data: r.data,
    })),
    sinceId: found.length > ACTIVITY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
