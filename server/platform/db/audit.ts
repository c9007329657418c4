import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { activities } from './schema';

export interface ActivityActor {
  id: number;
  username: string;
}

export type ActivityData = { name: string; before?: unknown; after?: unknown; value?: unknown }[];

/** Appends one entry to the activity log. */
export async function recordActivity(
  db: Db,
  entry: {
    actor: ActivityActor | null;
    name: string;
    resource?: string;
    recordId?: string | number;
    data?: ActivityData;
    ts?: Date;
  },
): Promise<void> {
  await db.insert(activities).values({
    ts: entry.ts,
    account_id: entry.actor?.id ?? null,
    username: entry.actor?.username ?? null,
    name: entry.name,
    resource: entry.resource ?? null,
    record_id: entry.recordId === undefined ? null : String(entry.recordId),
    data: entry.data ?? [],
  });
}

/**
 * The same entry as a statement the caller runs with others in one round trip (the region's
 * recount takes it among its `writes`: scoring/services/regionIndex.ts).
 */
export function activitySql(entry: {
  actor: ActivityActor;
  name: string;
  resource: string;
  recordId: number;
  data: ActivityData;
}): SQL {
  return sql`
    insert into activities (account_id, username, name, resource, record_id, data)
    values (${entry.actor.id}::int, ${entry.actor.username}::text, ${entry.name}::text,
      ${entry.resource}::text, ${String(entry.recordId)}::text, ${JSON.stringify(entry.data)}::jsonb)`;
}

const SECRET_FIELDS = new Set(['password', 'token_hash']);

/** Name/value pairs of the fields a write changed, with before and after. */
export function diffRecords(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): ActivityData {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  keys.delete('updated_at');
  keys.delete('created_at');
  const out: ActivityData = [];
  for (const name of keys) {
    const b = before?.[name];
    const a = after?.[name];
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    // Secrets never reach the log, only the fact that they changed.
    if (SECRET_FIELDS.has(name)) out.push({ name, before: '***', after: '***' });
    // A new token version is bookkeeping; what it means for people is that sessions ended.
    else if (name === 'token_version' && before) out.push({ name: 'sessions', value: 'ended' });
    else out.push({ name, before: b ?? null, after: a ?? null });
  }
  return out;
}
