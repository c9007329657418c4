import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { activities, usr_asn } from '../../../platform/db/schema';
import { getResource } from '../../../../resources';
import {
  labelOf,
  labelTarget,
  readLabels,
  want,
  type LabelWants,
} from '../../../crud/referenceLabels';
import type { ActivityData } from '../../../platform/db/audit';

/** One page of the activity log (load-more adds the next 50). */
export const ACTIVITY_PAGE_SIZE = 50;

export interface ActivityQuery {
  /** Only entries older than this id (the `since_id` of the previous page). */
  sinceId: number | null;
  accountId: number | null;
  /** Inclusive start and exclusive end of the time range. */
  from: Date;
  to: Date;
  /** Only entries about these resources (aspeklog); null = all. */
  resources: readonly string[] | null;
}

export interface ActivityRow {
  id: number;
  ts: string;
  /** The actor as logged, with the account's current name and role when it still exists. */
  account: {
    id: number;
    username: string;
    nama_lengkap?: string | null;
    role?: string | null;
  } | null;
  name: string;
  resource: string | null;
  record_id: string | null;
  data: ActivityData;
  /**
   * Labels of the referenced records a change names, by field: `{m_daerah_id: {after:
   * 'Kabupaten Aceh Besar'}}`, so "Daerah: — → 213" reads the region's name.
   */
  labels: Record<string, { before?: string; after?: string; value?: string }>;
}

const SIDES = ['before', 'after', 'value'] as const;

/** The reference fields of an entry's changes, with their target resource. */
function referencesOf(entry: { resource: string | null; data: ActivityData }) {
  const config = entry.resource ? getResource(entry.resource) : undefined;
  if (!config || !Array.isArray(entry.data)) return [];
  return entry.data.flatMap((change) => {
    const target = labelTarget(config.fields.find((f) => f.source === change.name));
    return target ? [{ change, target }] : [];
  });
}

/** Labels for every referenced id on the page: one query per target resource. */
async function pageLabels(
  db: Db,
  entries: readonly { resource: string | null; data: ActivityData }[],
): Promise<ActivityRow['labels'][]> {
  const wants: LabelWants = new Map();
  const refs = entries.map(referencesOf);
  for (const list of refs)
    for (const { change, target } of list)
      for (const side of SIDES) want(wants, target, change[side]);
  const labels = wants.size ? await readLabels(db, wants) : new Map();
  return refs.map((list) => {
    const out: ActivityRow['labels'] = {};
    for (const { change, target } of list) {
      for (const side of SIDES) {
        const label = side in change ? labelOf(labels, target, change[side]) : undefined;
        if (label !== undefined) (out[change.name] ??= {})[side] = label;
      }
    }
    return out;
  });
}

/**
 * Newest first. Ordered by id (the insertion order), not by `ts`, so that `since_id` pages are
 * disjoint and complete even when two entries share a timestamp.
 */
export async function listActivities(
  db: Db,
  q: ActivityQuery,
): Promise<{ rows: ActivityRow[]; sinceId: number | null }> {
  const conditions: SQL[] = [gte(activities.ts, q.from), lt(activities.ts, q.to)];
  if (q.sinceId !== null) conditions.push(lt(activities.id, q.sinceId));
  if (q.accountId !== null) conditions.push(eq(activities.account_id, q.accountId));
  if (q.resources) conditions.push(inArray(activities.resource, [...q.resources]));
  const found = await db
    .select()
    .from(activities)
    .where(and(...conditions))
    .orderBy(desc(activities.id))
    .limit(ACTIVITY_PAGE_SIZE + 1);
  const page = found.slice(0, ACTIVITY_PAGE_SIZE);
  return {
    rows: await readableEntries(db, page),
    sinceId: found.length > ACTIVITY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

/** A logged entry as stored (a row of `activities`). */
type StoredEntry = typeof activities.$inferSelect;

/**
 * Entries as answered: with the actor's current name and role and the labels of the records
 * their changes name, in one query per target (and one for the actors) for the whole page.
 */
export async function readableEntries(
  db: Db,
  page: readonly StoredEntry[],
): Promise<ActivityRow[]> {
  const labels = await pageLabels(db, page);
  const accountIds = [
    ...new Set(page.flatMap((r) => (r.account_id === null ? [] : [r.account_id]))),
  ];
  const actors = new Map(
    accountIds.length
      ? (
          await db
            .select({ id: usr_asn.id, nama_lengkap: usr_asn.nama_lengkap, role: usr_asn.role })
            .from(usr_asn)
            .where(inArray(usr_asn.id, accountIds))
        ).map((a) => [a.id, a])
      : [],
  );
  return page.map((r, i) => ({
    id: r.id,
    ts: r.ts.toISOString(),
    account:
      r.account_id === null
        ? null
        : {
            id: r.account_id,
            username: r.username ?? '',
            nama_lengkap: actors.get(r.account_id)?.nama_lengkap ?? null,
            role: actors.get(r.account_id)?.role ?? null,
          },
    name: r.name,
    resource: r.resource,
    record_id: r.record_id,
    data: r.data,
    labels: labels[i]!,
  }));
}

const ACCOUNT_LIMIT = 50;

/** Accounts for the user filter: up to 50, by username, optionally matching `search`. */
export async function activityAccounts(db: Db, search: string | null) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  return db
    .select({ id: usr_asn.id, username: usr_asn.username, nama_lengkap: usr_asn.nama_lengkap })
    .from(usr_asn)
    .where(
      pattern
        ? or(ilike(usr_asn.username, pattern), ilike(usr_asn.nama_lengkap, pattern))
        : undefined,
    )
    .orderBy(asc(usr_asn.username))
    .limit(ACCOUNT_LIMIT);
}
