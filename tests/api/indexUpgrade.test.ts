import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skor_indeks } from '../../server/platform/db/schema';
import { recountYear } from '../../server/features/scoring/services/indexEngine';
import {
  recountStaleVerifiedYears,
  staleVerifiedYears,
} from '../../server/features/scoring/services/indexUpgrade';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/**
 * A database computed before migration 0021: the verified index counted every sent innovation,
 * so a region with sent innovations and none verified had the count score (0.38 each) in its
 * verified SID, and the new count columns hold their default 0.
 */
async function writeOldRule(tahun: number) {
  await recountYear(t.db, tahun);
  await t.db
    .update(skor_indeks)
    .set({
      jumlah_inovasi_verifikasi: 0,
      skor_jumlah_inovasi_verifikasi: '0',
      skor_sid_verifikasi: sql`${skor_indeks.skor_sid_verifikasi} + 0.38 * ${skor_indeks.jumlah_inovasi}`,
    })
    .where(and(eq(skor_indeks.tahun, tahun), gt(skor_indeks.jumlah_inovasi, 0)));
}

describe('start-up recount of results stored under the old verified rule', () => {
  it("finds no stale year on a database computed by today's engine", async () => {
    for (const tahun of [2023, 2024, 2025, 2026]) await recountYear(t.db, tahun);
    expect(await staleVerifiedYears(t.db)).toEqual([]);
  });

  it('recounts a year whose verified SID counted unverified innovations, once', async () => {
    const [sent] = await t.db
      .select({ tahun: skor_indeks.tahun })
      .from(skor_indeks)
      .where(gt(skor_indeks.jumlah_inovasi, 0))
      .limit(1);
    expect(sent, 'the demo data has a region with a sent innovation').toBeDefined();
    const tahun = sent!.tahun;
    await recountYear(t.db, tahun);
    const today = await t.db
      .select()
      .from(skor_indeks)
      .where(eq(skor_indeks.tahun, tahun))
      .orderBy(skor_indeks.profil_id);
    await writeOldRule(tahun);
    expect(await staleVerifiedYears(t.db)).toContain(tahun);

    expect(await recountStaleVerifiedYears(t.db)).toContain(tahun);
    const after = await t.db
      .select()
      .from(skor_indeks)
      .where(eq(skor_indeks.tahun, tahun))
      .orderBy(skor_indeks.profil_id);
    const figures = (rows: typeof today) =>
      rows.map((r) => [
        r.profil_id,
        r.jumlah_inovasi_verifikasi,
        r.skor_sid_verifikasi,
        r.indeks_verifikasi,
      ]);
    expect(figures(after)).toEqual(figures(today));
    expect(await recountStaleVerifiedYears(t.db)).toEqual([]);
  });
});
