import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jenis_pelatihan, laporan_diklat, profil_pemda } from '../../server/platform/db/schema';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Issue 37 item 4: what the homes and menus of the regional roles open, through the API. */
describe('pemda reads its own region`s training reports (spec 6 Laporan Diklat)', () => {
  it('lists and opens its region`s reports only, and writes none', async () => {
    const own = await ownProfilId(t, 'pemda');
    const [other] = await t.db
      .select({ id: profil_pemda.id })
      .from(profil_pemda)
      .where(ne(profil_pemda.id, own))
      .limit(1);
    const [jenis] = await t.db.insert(jenis_pelatihan).values({ name: 'Uji Peran' }).returning();
    const [mine, theirs] = await t.db
      .insert(laporan_diklat)
      .values([
        { nama_peserta: 'Peserta Daerah Sendiri', jenis_pelatihan_id: jenis!.id, profil_id: own },
        {
          nama_peserta: 'Peserta Daerah Lain',
          jenis_pelatihan_id: jenis!.id,
          profil_id: other!.id,
        },
      ])
      .returning();

    const list = await t.call('GET', '/api/crud/laporan_diklat?per_page=100', { as: 'pemda' });
    expect(list.status).toBe(200);
    const rows = list.body.data as { id: number; profil_id: number }[];
    expect(rows.map((r) => r.id)).toContain(mine!.id);
    expect(rows.map((r) => r.id)).not.toContain(theirs!.id);
    expect(new Set(rows.map((r) => r.profil_id))).toEqual(new Set([own]));

    expect(
      (await t.call('GET', `/api/crud/laporan_diklat/${mine!.id}`, { as: 'pemda' })).status,
    ).toBe(200);
    expect(
      (await t.call('GET', `/api/crud/laporan_diklat/${theirs!.id}`, { as: 'pemda' })).status,
    ).toBe(404);
    const write = await t.call('POST', '/api/crud/laporan_diklat', {
      as: 'pemda',
      body: { nama_peserta: 'Tidak Boleh', jenis_pelatihan_id: jenis!.id },
    });
    expect(write.status).toBe(403);
  });
});

describe('the local managers land on an overview of their region`s work', () => {
  it.each(['kabkota', 'dinas', 'kecamatan', 'upt'])(
    '%s reads the main dashboard`s counts, in its scope',
    async (as) => {
      const res = await t.call('GET', '/api/summary', { as });
      expect(res.status).toBe(200);
      expect(res.body.data.tahapan).toEqual({
        inisiatif: expect.any(Number),
        ujicoba: expect.any(Number),
        penerapan: expect.any(Number),
      });
    },
  );

  it('counts only the region`s innovations for kabkota (as pemda of that region sees them)', async () => {
    const kabkota = await t.call('GET', '/api/summary', { as: 'kabkota' });
    const pemda = await t.call('GET', '/api/summary', { as: 'pemda' });
    const all = await t.call('GET', '/api/summary', { as: 'superadmin' });
    expect(kabkota.body.data.tahapan).toEqual(pemda.body.data.tahapan);
    const total = (d: { tahapan: Record<string, number> }) =>
      Object.values(d.tahapan).reduce((a, b) => a + b, 0);
    expect(total(kabkota.body.data)).toBeLessThan(total(all.body.data));
  });
});
