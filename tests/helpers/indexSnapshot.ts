import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { iga2020_inovasi, skor_indeks } from '../../server/platform/db/schema';
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

/**
 * pemda answers innovation `id` on each of `picked` (a step chosen by `pick`), then the
 * innovation is marked ready to send, as its form would leave it once complete.
 */
export async function answerForSending(
  t: TestApp,
  id: number,
  picked: Indicator[],
  pick: <T>(xs: readonly T[]) => T,
) {
  const res = await t.call('POST', `/api/inovasi/${id}/indikator`, {
    as: 'pemda',
    body: {
      tahun: 2026,
      jawaban: picked.map((i) => ({ indikator_id: i.id, skala_id: pick(i.skala).id })),
    },
  });
  expect(res.status).toBe(200);
  await t.db.update(iga2020_inovasi).set({ submitable: 1 }).where(eq(iga2020_inovasi.id, id));
}
