import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../platform/http/context';
import type { Db } from '../platform/db/client';
import type { AuthUser } from '../platform/auth/authUser';
import type { Change as CacheChange } from '../platform/cache/changeScope';
import { mapDbError } from './dbErrors';
import { getResource } from '../../resources';
import { fileFields, hooksOf } from './hooks';
import { diffRecords, recordActivity } from '../platform/db/audit';

type Row = Record<string, unknown>;

export interface AuditedWrite {
  db: Db;
  deps: AppDeps;
  /** The account writing: the activity entry's actor, and the hooks' editor. */
  user: AuthUser | null;
  /** API resource name, as the activity log records it. */
  resource: string;
  table: PgTable;
  idCol: AnyPgColumn;
  /** The row before the write; null on create. */
  before: Row | null;
  /** Says what the write changes for the kept answers (the request's `declareChange`). */
  declare?: (change: CacheChange) => void;
}

type Change =
  | { kind: 'create'; values: Row }
  | { kind: 'update'; id: number; values: Row }
  | { kind: 'delete'; id: number };

/**
 * One write of a row with everything that goes with it: the resource's hooks
 * (server/features/<feature>/hooks/), the SQL, and the activity-log entry with before and after, in one
 * transaction; constraint violations become 409/422 answers. Returns the row as stored (as it was, for a delete).
 */
export async function auditedWrite(w: AuditedWrite, change: Change): Promise<Row> {
  const hooks = hooksOf(w.resource);
  const row = await w.db
    .transaction(async (tx) => {
      const db = tx as unknown as Db;
      const ctx = { db, deps: w.deps, before: w.before, user: w.user, declare: w.declare };
      let stored: Row;
      if (change.kind === 'delete') {
        await hooks.beforeDelete?.(ctx, w.before!);
        await tx.delete(w.table).where(eq(w.idCol, change.id));
        stored = w.before!;
      } else {
        await hooks.beforeWrite?.(ctx, change.values);
        const [written] =
          change.kind === 'create'
            ? await tx.insert(w.table).values(change.values).returning()
            : await tx.update(w.table).set(change.values).where(eq(w.idCol, change.id)).returning();
        stored = written as Row;
      }
      await recordActivity(db, {
        actor: w.user,
        name: change.kind,
        resource: w.resource,
        recordId: change.kind === 'create' ? (stored.id as number) : change.id,
        data: diffRecords(
          change.kind === 'create' ? null : w.before,
          change.kind === 'delete' ? null : stored,
        ),
      });
      return stored;
    })
    .catch((e: unknown) => mapDbError(e, change.kind === 'delete' ? 'delete' : 'write'));
  hooks.afterWrite?.({ db: w.db, deps: w.deps, before: w.before, user: w.user }, row);
  // Files the row no longer names (removed, replaced, or the row deleted) go with it.
  const resource = getResource(w.resource);
  if (resource && w.before) {
    await fileFields().removeDroppedMedia(
      w.db,
      w.deps.storage,
      resource,
      w.before,
      change.kind === 'delete' ? null : row,
    );
  }
  return row;
}
