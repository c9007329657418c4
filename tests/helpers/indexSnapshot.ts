import { and, eq, inArray } from 'drizzle-orm';
import { skor_indeks } from '../../server/platform/db/schema';
import type { Indicator } from './indicatorPicks';
import type { TestApp } from './testApp';

/** The stored index rows of these regions and year, without their ids and times, by region. */
export const indexSnapshot = async (t: TestApp, ids: number[], tahun = 2026) =>
  (
    await t.db
      .select()
      .from(skor_indeks)
      .where(and(eq(skor_indeks.tahun, tahun), inArray(skor_indeks.profil_id, ids)))
  )
    .map(({ id: _i, created_at: _c, updated_at: _u, ...rest }) => rest)
    .sort((a, b) => a.profil_id - b.profil_id);

/** The region and innovation indicator sets of 2026, as pemda reads them. */
export async function indicatorSets(t: TestApp) {
  const region: Indicator[] = (await t.call('GET', '/api/indikator?tahun=2026', { as: 'pemda' }))
    .body.data;
  const innovation: Indicator[] = (
    await t.call('GET', '/api/indikator/inovasi?tahun=2026', { as: 'pemda' })
  ).body.data;
  return { region, innovation };
}
