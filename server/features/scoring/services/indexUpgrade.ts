import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { recountYear } from './indexEngine';

/**
 * Years whose stored results were computed before the verified index counted only verified
 * work (issue 35, migration 0021). Under today's rule a region with no verified innovation has
 * a verified SID of 0; a row with innovations counted, none of them verified (the new column's
 * default) and a verified SID above 0 can only come from the old rule.
 */
export async function staleVerifiedYears(db: Db): Promise<number[]> {
  const res = await db.execute(sql`
    select distinct tahun from skor_indeks
    where jumlah_inovasi > 0 and jumlah_inovasi_verifikasi = 0 and skor_sid_verifikasi > 0
    order by tahun`);
  return (res as unknown as { rows: { tahun: number | string }[] }).rows.map((r) =>
    Number(r.tahun),
  );
}

/**
 * Recounts those years from the stored answers once, at start-up after the migrations, so no
 * screen, report or open-data answer shows a verified index that counted unverified work.
 */
export async function recountStaleVerifiedYears(db: Db): Promise<number[]> {
  const years = await staleVerifiedYears(db);
  for (const tahun of years) await recountYear(db, tahun);
  return years;
}
