import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(() => t.close());

const login = (username: unknown, password: unknown) =>
  t.call('POST', '/api/login', { body: { username, password } });

describe('POST /api/login', () => {
  it('answers a token and the user for a right pair', async () => {
    const res = await login('pemda', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(typeof res.body.data.token).toBe('string');
    const user = res.body.data.user;
    expect(user).toMatchObject({ username: 'pemda', role: 'pemda' });
    for (const k of [
      'id',
      'nama_lengkap',
      'm_daerah_id',
      'profil_id',
      'area',
      'opd_perangkat_id',
      'upt_id',
    ]) {
      expect(user).toHaveProperty(k);
    }
    expect(user.profil_id).toBeTypeOf('number');
    expect(user).not.toHaveProperty('password');
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const a = await login('admin', 'salah-sekali');
    const b = await login('tidak.ada', 'salah-sekali');
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.body).toEqual({ status: 0, message: 'Username atau password salah' });
    expect(b.body).toEqual(a.body);
  });

  it('limits repeated failures with 429 but lets other accounts in', async () => {
    for (let i = 0; i < 3; i++) expect((await login('viewer', 'x')).status).toBe(401);
    const limited = await login('viewer', DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.status).toBe(0);
    expect((await login('pusat', DEMO_PASSWORD)).status).toBe(200);
  });

  it('rejects malformed bodies with 400/422, never 500', async () => {
    expect((await t.call('POST', '/api/login', { raw: '{"username":' })).status).toBe(400);
    const r = await login(42, null);
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      username: 'Username harus berupa teks',
      password: 'Password harus berupa teks',
    });
    expect((await t.call('POST', '/api/login', { raw: '[]' })).status).toBe(422);
  });

  it('records logins and failed logins in the activity log', async () => {
    const rows = await t.db.query.activities.findMany();
    const names = rows.map((r) => r.name);
    expect(names).toContain('login');
    expect(names).toContain('login_failed');
  });
});

describe('GET /api/me and tokens', () => {
  it('returns the user for a valid token', async () => {
    const res = await t.call('GET', '/api/me', { as: 'verifikator' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'verifikator', area: 1 });
  });

  it('is 401 without a token and with a forged one', async () => {
    expect((await t.call('GET', '/api/me')).status).toBe(401);
    const res = await t.app.request('/api/me', {
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(res.status).toBe(401);
  });

  it('expires tokens', async () => {
    const token = await t.tokenFor('kabkota');
    t.advance(3 * 60 * 60 * 1000);
    const res = await t.app.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    t.advance(-3 * 60 * 60 * 1000);
  });
});
