import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const meWith = (token: string) =>
  t.app.request('/api/me', { headers: { authorization: `Bearer ${token}` } });

async function freshToken(username: string, password = DEMO_PASSWORD) {
  const r = await t.call('POST', '/api/login', { body: { username, password } });
  return r.body.data?.token as string;
}

describe('account-admin (superadmin, admin)', () => {
  it('never answers password hashes', async () => {
    const r = await t.call('GET', '/api/crud/usr_asn?per_page=100', { as: 'admin' });
    expect(r.status).toBe(200);
    for (const row of r.body.data) {
      expect(row).not.toHaveProperty('password');
      expect(row).not.toHaveProperty('token_version');
    }
  });

  it('creates an account with a hashed password that can log in, and refuses duplicates', async () => {
    const body = {
      username: 'verif.baru',
      nama_lengkap: 'Verifikator Baru',
      email: 'verif.baru@demo.go.id',
      role: 'verifikator',
      area: 2,
      password: 'RahasiaKuat1',
      is_active: 1,
    };
    const r = await t.call('POST', '/api/crud/usr_asn', { as: 'superadmin', body });
    expect(r.status).toBe(201);
    expect(r.body.data.area).toBe(2);
    expect(await freshToken('verif.baru', 'RahasiaKuat1')).toBeTruthy();
    const dup = await t.call('POST', '/api/crud/usr_asn', {
      as: 'superadmin',
      body: { ...body, email: 'lain@demo.go.id' },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.username).toBe('Nilai ini sudah digunakan');
    const dupMail = await t.call('POST', '/api/crud/usr_asn', {
      as: 'superadmin',
      body: { ...body, username: 'lain' },
    });
    expect(dupMail.body.errors.email).toBe('Nilai ini sudah digunakan');
  });

  it('requires a password of at least 8 characters and an assignable role', async () => {
    const base = { username: 'akun.uji', nama_lengkap: 'Akun Uji', role: 'viewer' };
    const noPw = await t.call('POST', '/api/crud/usr_asn', { as: 'admin', body: base });
    expect(noPw.body.errors.password).toBe('Wajib diisi');
    const short = await t.call('POST', '/api/crud/usr_asn', {
      as: 'admin',
      body: { ...base, password: 'pendek' },
    });
    expect(short.body.errors.password).toBe('Minimal 8 karakter');
    const badRole = await t.call('POST', '/api/crud/usr_asn', {
      as: 'admin',
      body: { ...base, password: 'Panjang123', role: 'developer' },
    });
    expect(badRole.body.errors.role).toBe('Pilihan tidak valid');
  });

  it('empties fields that do not apply to the role (spec 5)', async () => {
    const r = await t.call('POST', '/api/crud/usr_asn', {
      as: 'admin',
      body: {
        username: 'viewer.dua',
        nama_lengkap: 'Viewer Dua',
        role: 'viewer',
        password: 'Panjang123',
        area: 1,
        opd_perangkat_id: 1,
        m_daerah_id: 1,
      },
    });
    expect(r.status).toBe(201);
    // area is NOT NULL: empty means its default, 0 (none).
    expect(r.body.data).toMatchObject({ area: 0, opd_perangkat_id: null, m_daerah_id: null });
  });

  it('ends the sessions of an account whose password changes or that is disabled', async () => {
    const list = await t.call('GET', '/api/crud/usr_asn?search=pusat', { as: 'admin' });
    const pusat = list.body.data.find((u: { username: string }) => u.username === 'pusat');
    const old = await freshToken('pusat');
    expect((await meWith(old)).status).toBe(200);
    await t.call('PUT', `/api/crud/usr_asn/${pusat.id}`, {
      as: 'admin',
      body: { password: 'SandiBaru2026' },
    });
    expect((await meWith(old)).status).toBe(401);
    const next = await freshToken('pusat', 'SandiBaru2026');
    expect((await meWith(next)).status).toBe(200);
    // Saving the form with an empty password keeps it.
    await t.call('PUT', `/api/crud/usr_asn/${pusat.id}`, {
      as: 'admin',
      body: { nama_lengkap: 'Pusat', password: '' },
    });
    expect((await meWith(next)).status).toBe(200);
    await t.call('PUT', `/api/crud/usr_asn/${pusat.id}`, { as: 'admin', body: { is_active: 0 } });
    expect((await meWith(next)).status).toBe(401);
    expect(
      (
        await t.call('POST', '/api/login', {
          body: { username: 'pusat', password: 'SandiBaru2026' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('account-admin editing an account whose role it cannot assign', () => {
  it('saves the whole form (as the screen sends it) keeping the role, but never sets such a role', async () => {
    const list = await t.call('GET', '/api/crud/usr_asn?search=kecamatan', { as: 'superadmin' });
    const row = list.body.data.find((u: { username: string }) => u.username === 'kecamatan');
    const token = await freshToken('kecamatan');
    const { id, ...form } = (await t.call('GET', `/api/crud/usr_asn/${row.id}`, { as: 'admin' }))
      .body.data;
    const saved = await t.call('PUT', `/api/crud/usr_asn/${id}`, {
      as: 'admin',
      body: { ...form, is_active: 0, password: '' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ role: 'kecamatan', is_active: 0 });
    expect((await meWith(token)).status).toBe(401);
    const log = await t.call('GET', '/api/activities', { as: 'superadmin' });
    expect(log.status).toBe(200);
    const entry = log.body.data.find(
      (a: { resource: string; record_id: number }) =>
        a.resource === 'usr_asn' && Number(a.record_id) === Number(id),
    );
    expect(entry?.data).toEqual([
      { name: 'is_active', before: 1, after: 0 },
      { name: 'sessions', value: 'ended' },
    ]);

    const viewer = (await t.call('GET', '/api/crud/usr_asn?search=viewer', { as: 'admin' })).body
      .data[0];
    const promoted = await t.call('PUT', `/api/crud/usr_asn/${viewer.id}`, {
      as: 'admin',
      body: { role: 'kecamatan' },
    });
    expect(promoted.status).toBe(422);
    expect(promoted.body.errors).toEqual({ role: 'Pilihan tidak valid' });
  });
});

describe('the OPD of an account follows its region', () => {
  it('refuses an OPD of another region, on create and when the region changes', async () => {
    const opds = (
      await t.call('GET', '/api/crud/opd_perangkat/lookup?per_page=100', { as: 'admin' })
    ).body.data as { id: number; m_daerah_id: number }[];
    const mine = opds[0]!;
    const other = opds.find((o) => o.m_daerah_id !== mine.m_daerah_id)!;
    const body = {
      username: 'opd.wilayah',
      nama_lengkap: 'OPD Wilayah',
      role: 'opd',
      password: 'SandiKuat2026',
      m_daerah_id: mine.m_daerah_id,
    };
    const wrong = await t.call('POST', '/api/crud/usr_asn', {
      as: 'admin',
      body: { ...body, opd_perangkat_id: other.id },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ opd_perangkat_id: 'Pilihan tidak valid' });

    const made = await t.call('POST', '/api/crud/usr_asn', {
      as: 'admin',
      body: { ...body, opd_perangkat_id: mine.id },
    });
    expect(made.status).toBe(201);
    const moved = await t.call('PUT', `/api/crud/usr_asn/${made.body.data.id}`, {
      as: 'admin',
      body: { m_daerah_id: other.m_daerah_id },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({ opd_perangkat_id: 'Pilihan tidak valid' });
  });
});

describe('account (pemda-side OPD and UPT accounts)', () => {
  it('lists only OPD/UPT accounts of the own region', async () => {
    const me = await t.call('GET', '/api/me', { as: 'pemda' });
    const r = await t.call('GET', '/api/crud/account?per_page=100', { as: 'pemda' });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThan(0);
    for (const row of r.body.data) {
      expect(['opd', 'upt']).toContain(row.role);
      expect(row.m_daerah_id).toBe(me.body.data.m_daerah_id);
    }
  });

  it('creates only opd and upt accounts, only in its own region', async () => {
    const me = await t.call('GET', '/api/me', { as: 'pemda' });
    const admin = await t.call('POST', '/api/crud/account', {
      as: 'pemda',
      body: { username: 'naik.pangkat', nama_lengkap: 'X', role: 'admin', password: 'Panjang123' },
    });
    expect(admin.status).toBe(422);
    const fields = {
      username: 'opd.baru',
      nama_lengkap: 'OPD Baru',
      role: 'opd',
      password: 'Panjang123',
    };
    expect(me.body.data.m_daerah_id).not.toBe(1);
    const elsewhere = await t.call('POST', '/api/crud/account', {
      as: 'pemda',
      body: { ...fields, m_daerah_id: 1 },
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toHaveProperty('m_daerah_id');
    const opd = await t.call('POST', '/api/crud/account', {
      as: 'pemda',
      body: { ...fields, m_daerah_id: me.body.data.m_daerah_id },
    });
    expect(opd.status).toBe(201);
    expect(opd.body.data.m_daerah_id).toBe(me.body.data.m_daerah_id);
    const toAdmin = await t.call('PUT', `/api/crud/account/${opd.body.data.id}`, {
      as: 'pemda',
      body: { role: 'superadmin' },
    });
    expect(toAdmin.status).toBe(422);
  });

  it('cannot reach accounts outside its region or of other roles (404)', async () => {
    const all = await t.call('GET', '/api/crud/usr_asn?per_page=100', { as: 'superadmin' });
    const sa = all.body.data.find((u: { username: string }) => u.username === 'superadmin');
    expect((await t.call('GET', `/api/crud/account/${sa.id}`, { as: 'pemda' })).status).toBe(404);
    expect(
      (
        await t.call('PUT', `/api/crud/account/${sa.id}`, {
          as: 'pemda',
          body: { password: 'Diambil123' },
        })
      ).status,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/crud/account/${sa.id}`, { as: 'pemda' })).status).toBe(
      404,
    );
    expect(await freshToken('superadmin')).toBeTruthy();
  });

  it('is refused to roles outside kabkota, dinas, kecamatan, pemda', async () => {
    expect((await t.call('GET', '/api/crud/account', { as: 'opd' })).status).toBe(403);
    expect((await t.call('GET', '/api/crud/usr_asn', { as: 'pemda' })).status).toBe(403);
  });
});

describe('training accounts (konfigurasi-akun-diklat)', () => {
  const base = { nama_lengkap: 'Akun Diklat', password: 'Panjang123' };
  it('lets admin.diklat create regional diklat accounts but not admin.diklat ones', async () => {
    const peserta = await t.call('POST', '/api/crud/akun_diklat', {
      as: 'admin.diklat',
      body: { ...base, username: 'peserta.baru', role: 'peserta.diklat', m_daerah_id: 1 },
    });
    expect(peserta.status).toBe(201);
    const admin = await t.call('POST', '/api/crud/akun_diklat', {
      as: 'admin.diklat',
      body: { ...base, username: 'admin.diklat.dua', role: 'admin.diklat' },
    });
    expect(admin.status).toBe(403);
    const bySuper = await t.call('POST', '/api/crud/akun_diklat', {
      as: 'superadmin',
      body: { ...base, username: 'admin.diklat.tiga', role: 'admin.diklat' },
    });
    expect(bySuper.status).toBe(201);
    const touch = await t.call('PUT', `/api/crud/akun_diklat/${bySuper.body.data.id}`, {
      as: 'admin.diklat',
      body: { nama_lengkap: 'Diubah' },
    });
    expect(touch.status).toBe(403);
    const promote = await t.call('PUT', `/api/crud/akun_diklat/${peserta.body.data.id}`, {
      as: 'admin.diklat',
      body: { role: 'admin.diklat' },
    });
    expect(promote.status).toBe(403);
  });

  it('only holds diklat roles and is closed to other roles', async () => {
    const r = await t.call('GET', '/api/crud/akun_diklat?per_page=100', { as: 'superadmin' });
    for (const row of r.body.data)
      expect(['admin.diklat', 'admin.diklat.daerah', 'peserta.diklat']).toContain(row.role);
    expect(
      (await t.call('GET', '/api/crud/akun_diklat', { as: 'admin.diklat.daerah' })).status,
    ).toBe(403);
    const other = await t.call('POST', '/api/crud/akun_diklat', {
      as: 'superadmin',
      body: { ...base, username: 'bukan.diklat', role: 'pemda' },
    });
    expect(other.status).toBe(422);
  });
});
