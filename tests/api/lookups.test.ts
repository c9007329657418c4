import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m_daerah, opd_perangkat, usr_asn, wilayah_daerah } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let jabar: number;
let bandung: number;

beforeAll(async () => {
  t = await createTestApp();
  const [prov] = await t.db.select().from(m_daerah).where(eq(m_daerah.kode, '32'));
  const [kota] = await t.db.select().from(m_daerah).where(eq(m_daerah.kode, '32.73'));
  jabar = prov!.id;
  bandung = kota!.id;
});
afterAll(() => t.close());

const names = (rows: { nama: string }[]) => rows.map((r) => r.nama);

describe('GET /api/app_settings', () => {
  it('answers the switches, years and dates without a login, and nothing else', async () => {
    const res = await t.call('GET', '/api/app_settings');
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(
      res.body.data.map((r: { name: string; setting_value: string }) => [r.name, r.setting_value]),
    );
    expect(byName).toHaveProperty('tahun_aktif');
    expect(byName).toHaveProperty('iga_status');
    expect(Object.keys(byName).some((n) => n.startsWith('smtp_'))).toBe(false);
  });
});

describe('region lookups', () => {
  it('lists the provinces, and a province`s districts and cities by tier and flag', async () => {
    expect((await t.call('GET', '/api/propinsi/lookup')).status).toBe(401);
    const provs = await t.call('GET', '/api/propinsi/lookup', { as: 'pemda' });
    expect(provs.status).toBe(200);
    expect(provs.body.data).toHaveLength(38);
    expect(names(provs.body.data)).toContain('Jawa Barat');

    const all = await t.call('GET', `/api/kabkota/${jabar}`, { as: 'pemda' });
    expect(all.body.data).toHaveLength(27);
    const kota = await t.call('GET', `/api/propinsi/${jabar}/kota/lookup`, { as: 'pemda' });
    const kab = await t.call('GET', `/api/propinsi/${jabar}/kabupaten/lookup`, { as: 'pemda' });
    expect(kota.body.data.length + kab.body.data.length).toBe(27);
    expect(kota.body.data.every((r: { jenis: string }) => r.jenis === 'kota')).toBe(true);
    expect(names(kota.body.data)).toContain('Kota Bandung');

    const flagged = await t.db
      .select({ id: m_daerah.id })
      .from(m_daerah)
      .where(and(eq(m_daerah.parent_id, jabar), eq(m_daerah.is_perbatasan, true)));
    const border = await t.call('GET', `/api/propinsi/${jabar}/perbatasan/lookup`, { as: 'pemda' });
    expect(border.body.data).toHaveLength(flagged.length);
  });

  it('answers 404 for a region that is not a province and 400 for a malformed id', async () => {
    expect((await t.call('GET', `/api/kabkota/${bandung}`, { as: 'pemda' })).status).toBe(404);
    expect((await t.call('GET', '/api/kabkota/abc', { as: 'pemda' })).status).toBe(400);
  });

  it('offers staff every region and a regional account only its own', async () => {
    const staff = await t.call('GET', '/api/daerah', { as: 'admin' });
    const every = await t.db.select({ id: m_daerah.id }).from(m_daerah);
    expect(staff.body.data).toHaveLength(every.length);
    expect(every.length).toBe(546);
    const own = await t.call('GET', '/api/daerah', { as: 'pemda' });
    expect(own.body.data.map((r: { id: number }) => r.id)).toEqual([bandung]);
    const prov = await t.call('GET', '/api/daerah', { as: 'provinsi' });
    const ids = prov.body.data.map((r: { id: number }) => r.id);
    const children = await t.db
      .select({ id: m_daerah.id })
      .from(m_daerah)
      .where(eq(m_daerah.parent_id, jabar));
    expect(ids).toEqual(expect.arrayContaining(children.map((c) => c.id)));
    expect(ids).not.toContain(staff.body.data.find((r: { nama: string }) => r.nama === 'Aceh').id);
  });
});

describe('a verifier`s area', () => {
  it('lists the area`s regions, marking those chosen for the account', async () => {
    const [me] = await t.db.select().from(usr_asn).where(eq(usr_asn.username, 'verifikator'));
    const inArea = await t.db
      .select({ id: wilayah_daerah.m_daerah_id })
      .from(wilayah_daerah)
      .where(eq(wilayah_daerah.wilayah_id, me!.area));
    const chosen = inArea[0]!.id;
    await t.db
      .update(usr_asn)
      .set({ daerah_verifikasi: String(chosen) })
      .where(eq(usr_asn.id, me!.id));
    const res = await t.call('GET', '/api/daerah_verifikasi', { as: 'verifikator' });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(inArea.length);
    const marked = res.body.data.filter((r: { dipilih: boolean }) => r.dipilih);
    expect(marked.map((r: { id: number }) => r.id)).toEqual([chosen]);
    expect(
      (await t.call('GET', '/api/daerah_verifikasi?area=999', { as: 'verifikator' })).status,
    ).toBe(404);
  });

  it('lists the profiles a verifier may open, and refuses a role without the screen', async () => {
    const res = await t.call('GET', '/api/profil_pemda/verifikasi', { as: 'admin' });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    const own = await t.call('GET', '/api/profil_pemda/verifikasi', { as: 'pemda' });
    expect(own.body.data.map((r: { m_daerah_id: number }) => r.m_daerah_id)).toEqual([bandung]);
    expect((await t.call('GET', '/api/profil_pemda/verifikasi', { as: 'opd' })).status).toBe(403);
  });
});

describe('the account screens` lookups', () => {
  it('give a region`s agencies and units in scope, and refuse other roles', async () => {
    const byPath = await t.call('GET', `/api/account/opd_perangkat/${bandung}`, { as: 'pemda' });
    expect(byPath.status).toBe(200);
    const stored = await t.db
      .select({ id: opd_perangkat.id })
      .from(opd_perangkat)
      .where(eq(opd_perangkat.m_daerah_id, bandung));
    expect(byPath.body.data).toHaveLength(stored.length);
    const byQuery = await t.call('GET', `/api/account/opd_perangkat?m_daerah_id=${bandung}`, {
      as: 'admin',
    });
    expect(byQuery.body.data).toEqual(byPath.body.data);
    // Another region's agencies are outside a pemda's scope: none are offered.
    const other = await t.call('GET', `/api/account/opd_perangkat/${jabar}`, { as: 'pemda' });
    expect(other.body.data).toEqual([]);
    const units = await t.call('GET', '/api/account/upt', { as: 'pemda' });
    expect(units.status).toBe(200);
    expect(units.body.data.every((r: { m_daerah_id: number }) => r.m_daerah_id === bandung)).toBe(
      true,
    );
    expect((await t.call('GET', '/api/account/upt', { as: 'opd' })).status).toBe(403);
    expect((await t.call('GET', '/api/account/lookup', { as: 'verifikator' })).status).toBe(403);
  });

  it('finds accounts by name, and the training accounts for the training screen', async () => {
    const found = await t.call('GET', '/api/account/lookup?search=verifikator', { as: 'admin' });
    expect(found.body.data.map((r: { username: string }) => r.username)).toContain('verifikator');
    const training = await t.call('GET', '/api/account/diklat', { as: 'admin.diklat' });
    expect(training.status).toBe(200);
    const usernames = training.body.data.map((r: { username: string }) => r.username);
    expect(usernames).toEqual(expect.arrayContaining(['admin.diklat.daerah', 'peserta.diklat']));
    expect(usernames).not.toContain('pemda');
    expect((await t.call('GET', '/api/account/diklat', { as: 'pemda' })).status).toBe(403);
  });
});

describe('GET /api/diklat', () => {
  it('pages the training reports in scope; a participant reads only its own', async () => {
    const all = await t.call('GET', '/api/diklat?per_page=5', { as: 'admin.diklat' });
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeLessThanOrEqual(5);
    const mine = await t.call('GET', '/api/diklat?per_page=100', { as: 'peserta.diklat' });
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBeLessThanOrEqual(all.body.total);
    const list = await t.call('GET', '/api/crud/laporan_diklat?per_page=100', {
      as: 'peserta.diklat',
    });
    expect(mine.body.total).toBe(list.body.total);
    // Issue 37: pemda reads its own region's reports (spec 6 gives it Laporan Diklat).
    const region = await t.call('GET', '/api/diklat?per_page=100', { as: 'pemda' });
    expect(region.status).toBe(200);
    const regionList = await t.call('GET', '/api/crud/laporan_diklat?per_page=100', {
      as: 'pemda',
    });
    expect(region.body.total).toBe(regionList.body.total);
    expect(region.body.total).toBeLessThanOrEqual(all.body.total);
    expect((await t.call('GET', '/api/diklat', { as: 'upt' })).status).toBe(403);
  });
});
