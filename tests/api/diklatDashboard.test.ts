import { eq } from 'drizzle-orm';
import { forgetDashboards } from '../../server/platform/cache/dashboardCache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jenis_pelatihan, laporan_diklat, usr_asn } from '../../server/platform/db/schema';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const year = new Date().getFullYear();
const figures = async (as: string) => {
  const res = await t.call('GET', `/api/dashboard/diklat?tahun=${year}`, { as });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('GET /api/dashboard/diklat (spec 2 diklat)', () => {
  it('counts the year`s reports in scope, their files, per type, and lists the latest', async () => {
    const before = await figures('admin.diklat');
    const [jenis] = await t.db
      .insert(jenis_pelatihan)
      .values({ name: 'Pelatihan Uji Dasbor' })
      .returning();
    const profil = await ownProfilId(t, 'pemda');
    await t.db.insert(laporan_diklat).values([
      {
        nama_peserta: 'Peserta Uji A',
        jenis_pelatihan_id: jenis!.id,
        profil_id: profil,
        file_video: 'https://example.com/v',
      },
      {
        nama_peserta: 'Peserta Uji B',
        jenis_pelatihan_id: jenis!.id,
        profil_id: profil,
        file_laporan: '/api/media/1/file',
      },
    ]);
    // Written straight to the database, outside the API (whose writes drop the kept answer).
    forgetDashboards(t.db);
    const after = await figures('admin.diklat');
    expect(after.laporan).toBe(before.laporan + 2);
    expect(after.dengan_video).toBe(before.dengan_video + 1);
    expect(after.dengan_laporan).toBe(before.dengan_laporan + 1);
    expect(after.per_jenis).toContainEqual({
      id: jenis!.id,
      nama: 'Pelatihan Uji Dasbor',
      jumlah: 2,
    });
    const names = after.terbaru.map((r: { nama_peserta: string }) => r.nama_peserta);
    expect(names.slice(0, 2).sort()).toEqual(['Peserta Uji A', 'Peserta Uji B']);
    expect(after.tahun).toBe(year);
    expect(typeof after.dihitung_pada).toBe('string');
  });

  it('gives a participant only its own reports, and refuses a role outside the screen', async () => {
    const [me] = await t.db.select().from(usr_asn).where(eq(usr_asn.username, 'peserta.diklat'));
    const own = await t.db.select().from(laporan_diklat).where(eq(laporan_diklat.user_id, me!.id));
    const mine = await figures('peserta.diklat');
    expect(mine.laporan).toBe(own.filter((r) => r.created_at.getFullYear() === year).length);
    expect((await t.call('GET', '/api/dashboard/diklat', { as: 'pemda' })).status).toBe(403);
    expect((await t.call('GET', '/api/dashboard/diklat')).status).toBe(401);
  });
});
