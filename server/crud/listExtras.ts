import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { RESOURCES } from '../../resources';
import { hooksOf, type ListExtras } from './hooks';

/**
 * A resource's list facts (its `listExtras` hook, server/features/<feature>/hooks/): read in the list's own
 * SQL statement (listSql.ts) and in the show answer below, under one key beside the row.
 */
export const listExtrasOf = (resourceName: string): ListExtras | undefined =>
  hooksOf(resourceName).listExtras;

let answerOnly: ReadonlySet<string> | null = null;

/**
 * Keys a list or show answer adds beside a row's columns; a write drops them. Read on first use,
 * after the features registered their hooks (server/features/register.ts).
 */
export const answerOnlyKeys = (): ReadonlySet<string> =>
  (answerOnly ??= new Set([
    '_labels',
    ...RESOURCES.flatMap((r) => listExtrasOf(r.name)?.key ?? []),
  ]));

/** The list facts of one row (the show answer carries them as the list does). */
export async function extrasOf(
  db: Db,
  resourceName: string,
  tableName: string,
  id: number,
): Promise<Record<string, unknown> | null> {
  const extras = listExtrasOf(resourceName);
  if (!extras) return null;
  const t = `"${tableName}"`;
  const cols = Object.entries(extras.facts)
    .map(([name, expr]) => `${expr} as "${name}"`)
    .join(', ');
  const res = await db.execute(
    sql`${sql.raw(`select ${cols} from ${t} ${extras.join.replaceAll('$t', t)} where ${t}."id" = `)}${id}`,
  );
  const [row] = (res as unknown as { rows: Record<string, unknown>[] }).rows;
  return row ?? null;
}
