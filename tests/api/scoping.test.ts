import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../resources';
import {
  iga2020_inovasi,
  m_daerah,
  profil_pemda,
  usr_asn,
  wilayah_daerah,
} from '../../server/platform/db/schema';
import { scopeConditions } from '../../server/crud/scope';
import { TABLES } from '../../server/crud/tables';
import { findActiveUser } from '../../server/platform/auth/users';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { newInovasi } from '../helpers/inovasiBody';

let t: TestApp;
let pemdaProfil: number;
let otherInovasi: number;
let otherProfil: number;

beforeAll(async () => {
  t = await createTestApp();
  const me = await t.call('GET', '/api/me', { as: 'pemda' });
  pemdaProfil = me.body.data.profil_id;
  const [other] = await t.db
    .select()
    .from(iga2020_inovasi)
    .where(inArray(iga2020_inovasi.tahun, [2023, 2024, 2025, 2026]))
    .limit(400);
  const rows = await t.db
    .select({ id: iga2020_inovasi.id, profil_id: iga2020_inovasi.profil_id })
    .from(iga2020_inovasi);
  const foreign = rows.find((r) => r.profil_id !== pemdaProfil)!;
  otherInovasi = foreign.id;
  otherProfil = foreign.profil_id;
  expect(other).toBeDefined();
});
afterAll(() => t.close());

const INOVASI = '/api/crud/iga2020_inovasi';

describe('pemda is fixed to its own region', () => {
  it('lists only its own innovations', async () => {
    const r = await t.call('GET', `${INOVASI}?per_page=100`, { as: 'pemda' });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThan(0);
    expect(new Set(r.body.data.map((d: { profil_id: number }) => d.profil_id))).toEqual(
      new Set([pemdaProfil]),
    );
  });

  it("cannot read, change or delete another region's innovation by id (404)", async () => {
    expect((await t.call('GET', `${INOVASI}/${otherInovasi}`, { as: 'pemda' })).status).toBe(404);
    expect(
      (
        await t.call('PUT', `${INOVASI}/${otherInovasi}`, {
          as: 'pemda',
          body: { nama: 'Diambil alih' },
        })
      ).status,
    ).toBe(404);
    expect((await t.call('DELETE', `${INOVASI}/${otherInovasi}`, { as: 'pemda' })).status).toBe(
      404,
    );
    const [row] = await t.db
      .select()
      .from(iga2020_inovasi)
      .where(eq(iga2020_inovasi.id, otherInovasi));
    expect(row?.nama).not.toBe('Diambil alih');
  });

  it('cannot filter its way into another region', async () => {
    const r = await t.call('GET', `${INOVASI}?profil_id=${otherProfil}`, { as: 'pemda' });
    expect(r.body.total).toBe(0);
  });

  it('creates in its own region and refuses another profil_id, naming the field', async () => {
    const elsewhere = await t.call('POST', INOVASI, {
      as: 'pemda',
      body: newInovasi({ nama: 'Inovasi Uji Cakupan', profil_id: otherProfil }),
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toHaveProperty('profil_id');
    const body = newInovasi({ nama: 'Inovasi Uji Cakupan', profil_id: '' });
    const r = await t.call('POST', INOVASI, { as: 'pemda', body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data.profil_id).toBe(pemdaProfil);
    const moved = await t.call('PUT', `${INOVASI}/${r.body.data.id}`, {
      as: 'pemda',
      body: { profil_id: otherProfil },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toHaveProperty('profil_id');
    const [row] = await t.db
      .select()
      .from(iga2020_inovasi)
      .where(eq(iga2020_inovasi.id, r.body.data.id));
    expect(row?.profil_id).toBe(pemdaProfil);
  });

  it("reads and edits its own profile but not another region's", async () => {
    expect(
      (await t.call('GET', `/api/crud/profil_pemda/${pemdaProfil}`, { as: 'pemda' })).status,
    ).toBe(200);
    expect(
      (await t.call('GET', `/api/crud/profil_pemda/${otherProfil}`, { as: 'pemda' })).status,
    ).toBe(404);
    const ok = await t.call('PUT', `/api/crud/profil_pemda/${pemdaProfil}`, {
      as: 'pemda',
      body: { alamat: 'Jl. Wastukencana No. 2' },
    });
    expect(ok.status).toBe(200);
    expect(
      (
        await t.call('PUT', `/api/crud/profil_pemda/${otherProfil}`, {
          as: 'pemda',
          body: { alamat: 'x' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('opd sees only what it created', () => {
  it('lists only innovations created by the opd account', async () => {
    const me = await t.call('GET', '/api/me', { as: 'opd' });
    const r = await t.call('GET', `${INOVASI}?per_page=100`, { as: 'opd' });
    expect(r.body.total).toBeGreaterThan(0);
    expect(new Set(r.body.data.map((d: { created_by: number }) => d.created_by))).toEqual(
      new Set([me.body.data.id]),
    );
    const pemdaOwn = await t.call('GET', `${INOVASI}?per_page=1`, { as: 'pemda' });
    expect(pemdaOwn.body.total).toBeGreaterThan(r.body.total);
  });
});

describe('verifikator works inside its assessment area', () => {
  it('lists only profiles of Wilayah I and gets 404 for Wilayah II', async () => {
    const area1 = new Set(
      (
        await t.db
          .select({ id: wilayah_daerah.m_daerah_id })
          .from(wilayah_daerah)
          .where(eq(wilayah_daerah.wilayah_id, 1))
      ).map((r) => r.id),
    );
    const r = await t.call('GET', '/api/crud/profil_pemda?per_page=100&page=0', {
      as: 'verifikator',
    });
    expect(r.body.total).toBe(area1.size);
    for (const p of r.body.data) expect(area1.has(p.m_daerah_id)).toBe(true);
    const [outside] = await t.db
      .select({ id: profil_pemda.id })
      .from(profil_pemda)
      .innerJoin(wilayah_daerah, eq(wilayah_daerah.m_daerah_id, profil_pemda.m_daerah_id))
      .where(eq(wilayah_daerah.wilayah_id, 2))
      .limit(1);
    expect(
      (await t.call('GET', `/api/crud/profil_pemda/${outside!.id}`, { as: 'verifikator' })).status,
    ).toBe(404);
  });
});

describe('a province account reaches itself and its districts and cities', () => {
  it('scopes region-bound rows to the province and its children (issue 27 B3)', async () => {
    const [acc] = await t.db.select().from(usr_asn).where(eq(usr_asn.username, 'provinsi'));
    const user = (await findActiveUser(t.db, acc!.id))!;
    const resource = getResource('profil_pemda')!;
    const table = TABLES.profil_pemda!;
    const conds = await scopeConditions(t.db, resource, table, user, { list: true });
    const rows = await t.db
      .select({ m: profil_pemda.m_daerah_id })
      .from(profil_pemda)
      .where(conds[0]);
    const children = await t.db
      .select({ id: m_daerah.id })
      .from(m_daerah)
      .where(eq(m_daerah.parent_id, user.m_daerah_id!));
    const reached = [user.m_daerah_id!, ...children.map((c) => c.id)];
    expect(rows.length).toBe(reached.length);
    expect(new Set(rows.map((r) => r.m))).toEqual(new Set(reached));
  });
});

describe('years and index records', () => {
  it('leaves index records out of lists and limits regional accounts to allowed years', async () => {
    const own = await t.call('GET', `${INOVASI}?per_page=100`, { as: 'pemda' });
    const victim = own.body.data[0];
    await t.db
      .update(iga2020_inovasi)
      .set({ is_index: 1 })
      .where(eq(iga2020_inovasi.id, victim.id));
    const after = await t.call('GET', `${INOVASI}?per_page=100`, { as: 'pemda' });
    expect(after.body.total).toBe(own.body.total - 1);
    const admin = await t.call('GET', `${INOVASI}?id=${victim.id}`, { as: 'superadmin' });
    expect(admin.body.total).toBe(0);

    const settings = await t.call('GET', '/api/crud/app_settings?search=data_tahun_all', {
      as: 'superadmin',
    });
    const id = settings.body.data.find((s: { name: string }) => s.name === 'data_tahun_all').id;
    await t.call('PUT', `/api/crud/app_settings/${id}`, {
      as: 'superadmin',
      body: { setting_value: '[2025]' },
    });
    const limited = await t.call('GET', `${INOVASI}?per_page=100`, { as: 'pemda' });
    expect(new Set(limited.body.data.map((d: { tahun: number }) => d.tahun))).toEqual(
      new Set([2025]),
    );
    const early = await t.call('POST', INOVASI, {
      as: 'pemda',
      body: { nama: 'Lama', tahun: 2019 },
    });
    expect(early.status).toBe(422);
    await t.call('PUT', `/api/crud/app_settings/${id}`, {
      as: 'superadmin',
      body: { setting_value: '[2023,2024,2025,2026]' },
    });
  });
});
