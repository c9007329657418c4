import { and, eq, ne } from 'drizzle-orm';
import { DAERAH_BINAAN_SORTS } from '../../domain/daerahBinaan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iga2020_inovasi, m_daerah, profil_pemda } from '../../server/platform/db/schema';
import { act, newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let w: WorkflowWorld;
let province = 0;
let children: number[] = [];
let elsewhere = 0;

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
  const me = await t.call('GET', '/api/me', { as: 'provinsi' });
  province = me.body.data.profil_id;
  const [prov] = await t.db.select().from(profil_pemda).where(eq(profil_pemda.id, province));
  const kids = await t.db
    .select({ id: profil_pemda.id })
    .from(profil_pemda)
    .innerJoin(m_daerah, eq(m_daerah.id, profil_pemda.m_daerah_id))
    .where(eq(m_daerah.parent_id, prov!.m_daerah_id));
  children = kids.map((k) => k.id);
  const [other] = await t.db
    .select({ id: profil_pemda.id })
    .from(profil_pemda)
    .innerJoin(m_daerah, eq(m_daerah.id, profil_pemda.m_daerah_id))
    .where(and(eq(m_daerah.tingkat, 2), ne(m_daerah.parent_id, prov!.m_daerah_id)))
    .limit(1);
  elsewhere = other!.id;
});
afterAll(async () => t?.close());

const list = (query: string, as = 'provinsi') =>
  t.call('GET', `/api/daerah-binaan?${query}`, { as });

describe('daerah-binaan (spec 2 "Provincial view", 7)', () => {
  it('lists the districts and cities of the province', async () => {
    const res = await t.call('GET', `/api/propinsi/${province}/kabkota`, { as: 'provinsi' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { id: number }) => r.id).sort()).toEqual([...children].sort());
    expect(res.body.data.find((r: { id: number }) => r.id === w.own)).toMatchObject({
      nama: expect.stringContaining('Bandung'),
    });
  });

  it("lists only its own districts' and cities' innovations, with names, completeness and sent state", async () => {
    const a = await newInovasi(t, w, { nama: 'Binaan Satu', tahun: 2026, inovasi_status: 2 });
    const b = await newInovasi(t, w, { nama: 'Binaan Dua', tahun: 2026, inovasi_status: 0 });
    await newInovasi(t, w, { nama: 'Binaan Luar', tahun: 2026, profil_id: elsewhere });
    await t.db
      .update(iga2020_inovasi)
      .set({ status_dokumen: 1, kelengkapan: 100 })
      .where(eq(iga2020_inovasi.id, a));
    expect((await act(t, a, 'kirim', 'pemda')).status).toBe(200);
    const res = await list('tahun=2026&search=Binaan&per_page=50');
    expect(res.status).toBe(200);
    const names = res.body.data.map((r: { nama: string }) => r.nama);
    expect(names).toEqual(['Binaan Dua', 'Binaan Satu']);
    expect(res.body.total).toBe(2);
    expect(res.body.data[1]).toMatchObject({
      id: a,
      status_dokumen: 1,
      status_nomor: 0,
      nama_daerah: expect.stringContaining('Bandung'),
    });
    expect(res.body.data[0]).toMatchObject({ id: b, status_nomor: null });
    const stage = await list('tahun[0]=2026&inovasi_status=2&search=Binaan');
    expect(stage.body.data.map((r: { id: number }) => r.id)).toEqual([a]);
    const desc = await list('tahun=2026&search=Binaan&orderBy=nama&orderDirection=desc');
    expect(desc.body.data.map((r: { nama: string }) => r.nama)).toEqual([
      'Binaan Satu',
      'Binaan Dua',
    ]);
    const newest = await list(
      'tahun=2026&search=Binaan&orderBy[field]=created_at&orderDirection=desc',
    );
    expect(newest.body.data[0].id).toBe(b);
    // Spec 9 "Terbaru/Terlama": by the innovation's `waktu`, not the row's creation time (the
    // older row has the later date); no date comes last either way.
    await t.db
      .update(iga2020_inovasi)
      .set({ waktu: '2025-06-01' })
      .where(eq(iga2020_inovasi.id, a));
    await t.db
      .update(iga2020_inovasi)
      .set({ waktu: '2024-01-15' })
      .where(eq(iga2020_inovasi.id, b));
    const terbaru = await list('tahun=2026&search=Binaan&orderBy=waktu&orderDirection=desc');
    expect(terbaru.body.data.map((r: { id: number }) => r.id)).toEqual([a, b]);
    expect(terbaru.body.data[0].waktu).toBe('2025-06-01');
    const terlama = await list('tahun=2026&search=Binaan&orderBy=waktu&orderDirection=asc');
    expect(terlama.body.data.map((r: { id: number }) => r.id)).toEqual([b, a]);
    expect(DAERAH_BINAAN_SORTS.terbaru).toEqual({ orderBy: 'waktu', orderDirection: 'desc' });
    expect(DAERAH_BINAAN_SORTS.terlama).toEqual({ orderBy: 'waktu', orderDirection: 'asc' });
    const paged = await list('tahun=2026&search=Binaan&page=1&pageSize=1');
    expect(paged.body).toMatchObject({ total: 2, data: [{ id: a }] });
  });

  it('is for province accounts only, and checks its query', async () => {
    const other = await t.call('GET', `/api/propinsi/${w.own}/kabkota`, { as: 'provinsi' });
    expect(other.status).toBe(404);
    expect((await list('tahun=2026', 'pemda')).status).toBe(403);
    expect((await list('orderBy=password')).status).toBe(400);
    expect((await list('inovasi_status=7')).status).toBe(400);
  });

  it('counts a region’s innovations per stage', async () => {
    const res = await t.call('GET', `/api/inovasi/${w.own}/rekap?tahun=2026`, { as: 'pemda' });
    expect(res.status).toBe(200);
    const count = async (s: number) =>
      (
        await t.call('GET', `/api/crud/iga2020_inovasi?per_page=1&tahun=2026&inovasi_status=${s}`, {
          as: 'pemda',
        })
      ).body.total;
    expect(res.body.data).toEqual({
      inisiatif: await count(0),
      ujicoba: await count(1),
      implementasi: await count(2),
    });
    expect((await t.call('GET', `/api/inovasi/${elsewhere}/rekap`, { as: 'pemda' })).status).toBe(
      404,
    );
  });
});
