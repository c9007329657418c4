import { and, eq } from 'drizzle-orm';
import { getResource } from '../../resources';
import type { Db } from '../platform/db/client';
import type { AuthUser } from '../platform/auth/users';
import { columnsOf } from './columns';
import { scopeConditions } from './scope';
import { TABLES } from './tables';

/**
 * One row of a resource by id, if it lies inside the account's scope of that resource (its
 * region, ownership, allowed years and fixed filter); null otherwise, which the callers answer
 * as 404, never 403. The record guards of the features (an innovation, a profile, the parent of
 * a document) all read their row through here, so none of them needs another feature for it.
 */
export async function recordInScope(
  db: Db,
  resourceName: string,
  id: number,
  user: AuthUser,
): Promise<Record<string, unknown> | null> {
  const resource = getResource(resourceName);
  const table = TABLES[resourceName];
  if (!resource || !table) throw new Error(`Unknown resource ${resourceName}`);
  const scope = await scopeConditions(db, resource, table, user, { list: false });
  const [row] = (await db
    .select()
    .from(table)
    .where(and(eq(columnsOf(table).id!, id), ...scope))
    .limit(1)) as Record<string, unknown>[];
  return row ?? null;
}
