import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Facts a resource's list rows carry from other tables, read in the list's own SQL statement
 * (a left join on a unique key, so it never multiplies rows), never a query per row.
 * They answer under one key beside the row, like `_labels`, and a write that echoes them back
 * drops them: they are never stored through the row.
 */
export interface ListExtras {
  /** The key of the object holding them in each row (`_registrasi`). */
  key: string;
  /** The join; `$t` stands for the list table's quoted name. */
  join: string;
  /** Fact name -> SQL expression over the joined table. */
  facts: Readonly<Record<string, string>>;
}

export const LIST_EXTRAS: Readonly<Record<string, ListExtras>> = {
  // Spec 2/4: the row colours, "Kirim" and "Pengirim" read the registration record.
  iga2020_inovasi: {
    key: '_registrasi',
    join: 'left join "nomor_registrasi" r on r."inovasi_id" = $t."id"',
    facts: { status_nomor: 'r."status_nomor"', setuju: 'r."setuju"' },
  },
};

/** Keys a list or show answer adds beside a row's columns; a write drops them. */
export const ANSWER_ONLY_KEYS: ReadonlySet<string> = new Set([
  '_labels',
  ...Object.values(LIST_EXTRAS).map((e) => e.key),
]);

/** The list facts of one row (the show answer carries them as the list does). */
export async function extrasOf(
  db: Db,
  resourceName: string,
  tableName: string,
  id: number,
): Promise<Record<string, unknown> | null> {
  const extras = LIST_EXTRAS[resourceName];
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
