import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  iga2020_bentuk_inovasi,
  iga2020_covid,
  iga2020_tematik,
  iga_urusan_pemerintahan,
} from '../platform/db/schema';
import type { Db } from '../platform/db/client';
import ref from './data/referensi.json' with { type: 'json' };
import { countRows, type Log } from './util';

/**
 * Lookup lists an administrator may edit (rename, add to) are seeded only while they are empty:
 * matching by name would re-add an entry the administrator renamed.
 */
async function seedIfEmpty<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  log: Log,
  label: string,
): Promise<void> {
  if ((await countRows(db, table)) > 0) return;
  await db.insert(table).values(rows);
  log(`${label}: ${rows.length} baris`);
}

export async function seedReferensi(db: Db, log: Log): Promise<void> {
  await seedIfEmpty(
    db,
    iga_urusan_pemerintahan,
    ref.urusan_pemerintahan,
    log,
    'iga_urusan_pemerintahan',
  );
  await seedIfEmpty(
    db,
    iga2020_bentuk_inovasi,
    ref.bentuk_inovasi.map((nama) => ({ nama })),
    log,
    'iga2020_bentuk_inovasi',
  );
  // The theme code is the primary key, so codes 0-16 are matched exactly.
  await db
    .insert(iga2020_tematik)
    .values(ref.tematik)
    .onConflictDoNothing({ target: iga2020_tematik.id });

  // "Detil Tematik" of themes 5 and 8: editable defaults, seeded per group while it is empty.
  for (const group of [5, 8]) {
    const [has] = await db
      .select({ id: iga2020_covid.id })
      .from(iga2020_covid)
      .where(eq(iga2020_covid.group_id, group))
      .limit(1);
    if (has) continue;
    await db.insert(iga2020_covid).values(ref.detil_tematik.filter((d) => d.group_id === group));
  }
}

/** Ids of urusan and bentuk by name, for the demo innovations. */
export async function referensiIds(db: Db) {
  const urusan = await db
    .select({ id: iga_urusan_pemerintahan.id, nama: iga_urusan_pemerintahan.nama })
    .from(iga_urusan_pemerintahan);
  const bentuk = await db
    .select({ id: iga2020_bentuk_inovasi.id, nama: iga2020_bentuk_inovasi.nama })
    .from(iga2020_bentuk_inovasi);
  const covid = await db
    .select({ id: iga2020_covid.id, group_id: iga2020_covid.group_id })
    .from(iga2020_covid);
  return {
    urusan: new Map(urusan.map((u) => [u.nama, u.id])),
    bentuk: ref.bentuk_inovasi.map((nama) => bentuk.find((b) => b.nama === nama)?.id ?? null),
    covid: (group: number) => covid.filter((c) => c.group_id === group).map((c) => c.id),
  };
}
