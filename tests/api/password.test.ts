import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app_settings, outbox, password_resets, usr_asn } from '../../server/platform/db/schema';
import { startFakeSmtp } from '../helpers/fakeSmtp';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    loginLimit: { max: 5, windowMs: 60_000 },
    appUrl: 'http://portal.test:3000',
  });
});
afterAll(() => t.close());

const NEUTRAL = {
  status: 1,
  message: 'Jika akun terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim.',
};
const BAD_LINK = { status: 0, message: 'Tautan tidak valid atau sudah kedaluwarsa.' };

const forgot = (login: unknown) => t.call('POST', '/api/forgot', { body: { login } });
const reset = (token: string, password: string) =>
  t.call('POST', '/api/reset-password', { body: { token, password } });
const login = (username: string, password: string) =>
  t.call('POST', '/api/login', { body: { username, password } });
const me = (token: string) =>
  t.app.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The token of the newest outbox mail to `to`, read from its link. */
async function mailedToken(to: string): Promise<{ token: string; body: string }> {
  const mails = await t.db.select().from(outbox).where(eq(outbox.to_address, to));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
  if (!token) throw new Error('no link in the mail');
  return { token, body: mail.body };
}

describe('POST /api/forgot', () => {
  it('answers the same body for an existing and an unknown account', async () => {
    const known = await forgot('pemda');
    const byEmail = await forgot('PUSAT@demo.inovasi.go.id');
    const unknown = await forgot('tidak.ada.sama.sekali');
    expect(known).toEqual({ status: 200, body: NEUTRAL });
    expect(byEmail).toEqual(known);
    expect(unknown).toEqual(known);
  });

  it('puts the mail with a link into the outbox when no SMTP is configured', async () => {
    const { token, body } = await mailedToken('pemda@demo.inovasi.go.id');
    expect(token).toHaveLength(43); // 32 bytes, base64url
    // Without the app_url setting the link is absolute on the server's APP_URL.
    expect(body).toContain(`http://portal.test:3000/reset-password?token=${token}`);
    await mailedToken('pusat@demo.inovasi.go.id');
    // Only the sha256 of the token is stored.
    const stored = (await t.db.select().from(password_resets)).map((r) => r.token_hash);
    expect(stored).toContain(createHash('sha256').update(token).digest('hex'));
    expect(stored.some((h) => h.includes(token))).toBe(false);
    const log = await t.db.query.activities.findMany({
      where: (a, { eq }) => eq(a.name, 'password_reset_request'),
    });
    expect(log.map((l) => l.username).sort()).toEqual(['pemda', 'pusat']);
  });

  it('mails an account without email to the administrator, under its username', async () => {
    await t.db.update(usr_asn).set({ email: null }).where(eq(usr_asn.username, 'dinas'));
    expect(await forgot('dinas')).toEqual({ status: 200, body: NEUTRAL });
    const { body } = await mailedToken('dinas');
    expect(body).toMatch(/administrator/i);
  });

  it('sends through SMTP when smtp_host is set, and keeps nothing in the outbox', async () => {
    const smtp = await startFakeSmtp();
    await t.db.insert(app_settings).values([
      { name: 'smtp_host', setting_value: '127.0.0.1' },
      { name: 'smtp_port', setting_value: String(smtp.port) },
      { name: 'smtp_from', setting_value: 'portal@demo.inovasi.go.id' },
      { name: 'app_url', setting_value: 'https://inovasi.example.go.id/' },
    ]);
    try {
      expect(await forgot('tim.penilai')).toEqual({ status: 200, body: NEUTRAL });
      const message = await smtp.nextMessage();
      expect(message.to).toEqual(['tim.penilai@demo.inovasi.go.id']);
      const text = message.data.replace(/=\r\n/g, '').replace(/=3D/g, '='); // quoted-printable
      expect(text).toContain('https://inovasi.example.go.id/reset-password?token=');
      const kept = await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.to_address, 'tim.penilai@demo.inovasi.go.id'));
      expect(kept).toEqual([]);
    } finally {
      await t.db
        .delete(app_settings)
        .where(inArray(app_settings.name, ['smtp_host', 'smtp_port', 'smtp_from', 'app_url']));
      await smtp.close();
    }
  });

  it('is 422 without a login', async () => {
    expect((await forgot('  ')).status).toBe(422);
    expect((await t.call('POST', '/api/forgot', { raw: '{' })).status).toBe(400);
  });

  it('limits repeated requests for one login with 429', async () => {
    for (let i = 0; i < 5; i++) expect((await forgot('kecamatan')).status).toBe(200);
    const limited = await forgot('kecamatan');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      status: 0,
      message: 'Terlalu banyak percobaan. Silakan coba lagi beberapa saat lagi.',
    });
    expect((await forgot('kabkota')).status).toBe(200);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the password once; the link is then used up and old tokens stop working', async () => {
    const oldToken = await t.tokenFor('opd');
    expect((await me(oldToken)).status).toBe(200);
    await forgot('opd');
    const { token } = await mailedToken('opd@demo.inovasi.go.id');

    expect((await reset(token, 'pendek')).body).toEqual({
      status: 0,
      message: 'Data yang dikirim tidak valid.',
      errors: { password: 'Minimal 8 karakter' },
    });
    const ok = await reset(token, 'KataSandiBaru#1');
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe(1);
    expect(await reset(token, 'KataSandiBaru#2')).toEqual({ status: 400, body: BAD_LINK });

    expect((await me(oldToken)).status).toBe(401);
    expect((await login('opd', DEMO_PASSWORD)).status).toBe(401);
    expect((await login('opd', 'KataSandiBaru#1')).status).toBe(200);
    const log = await t.db.query.activities.findMany({
      where: (a, { eq }) => eq(a.name, 'password_reset'),
    });
    expect(log.map((l) => l.username)).toEqual(['opd']);
  });

  it('refuses an expired link (61 minutes) and an unknown one', async () => {
    await forgot('upt');
    const { token } = await mailedToken('upt@demo.inovasi.go.id');
    t.advance(61 * 60_000);
    try {
      expect(await reset(token, 'KataSandiBaru#1')).toEqual({ status: 400, body: BAD_LINK });
    } finally {
      t.advance(-61 * 60_000);
    }
    expect(await reset('x'.repeat(43), 'KataSandiBaru#1')).toEqual({ status: 400, body: BAD_LINK });
    expect((await t.call('POST', '/api/reset-password', { body: {} })).status).toBe(422);
  });
});

describe('POST /api/me/password', () => {
  const change = (as: string, body: unknown) => t.call('POST', '/api/me/password', { as, body });

  it('checks the old password, the length and that the new one differs', async () => {
    expect(
      (await change('asn', { old_password: 'salah', password: 'KataSandiBaru#1' })).body,
    ).toEqual({
      status: 0,
      message: 'Data yang dikirim tidak valid.',
      errors: { old_password: 'Kata sandi lama salah' },
    });
    const short = await change('asn', { old_password: DEMO_PASSWORD, password: 'pendek' });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ password: 'Minimal 8 karakter' });
    const same = await change('asn', { old_password: DEMO_PASSWORD, password: DEMO_PASSWORD });
    expect(same.status).toBe(422);
    expect(same.body.errors.password).toBeTruthy();
    expect((await t.call('POST', '/api/me/password', { body: {} })).status).toBe(401);
  });

  it('answers a fresh working token while every older token stops working', async () => {
    const oldToken = await t.tokenFor('provinsi');
    const res = await change('provinsi', { old_password: DEMO_PASSWORD, password: 'Baru#Sekali1' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ token: expect.any(String), expires_in: 7200 });
    expect((await me(oldToken)).status).toBe(401);
    const fresh = await me(res.body.data.token);
    expect(fresh.status).toBe(200);
    expect(((await fresh.json()) as { data: { username: string } }).data.username).toBe('provinsi');
    expect((await login('provinsi', 'Baru#Sekali1')).status).toBe(200);
    const log = await t.db.query.activities.findMany({
      where: (a, { eq }) => eq(a.name, 'password_change'),
    });
    expect(log.map((l) => l.username)).toEqual(['provinsi']);
  });
});

describe('POST /api/refresh and /api/logout', () => {
  it('renews a valid token for the same account', async () => {
    const token = await t.tokenFor('viewer');
    t.advance(60 * 60_000); // an hour into the two-hour token
    try {
      const res = await t.app.request('/api/refresh', { method: 'POST', headers: bearer(token) });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { token: string; expires_in: number } };
      expect(body.data.expires_in).toBe(7200);
      t.advance(90 * 60_000); // the old token has expired, the new one has not
      expect((await me(token)).status).toBe(401);
      expect((await me(body.data.token)).status).toBe(200);
    } finally {
      t.advance(-150 * 60_000);
    }
    expect((await t.call('POST', '/api/refresh')).status).toBe(401);
  });

  it('records the sign-out', async () => {
    expect((await t.call('POST', '/api/logout', { as: 'viewer' })).status).toBe(200);
    const log = await t.db.query.activities.findMany({
      where: (a, { eq }) => eq(a.name, 'logout'),
    });
    expect(log.map((l) => l.username)).toEqual(['viewer']);
    expect((await t.call('POST', '/api/logout')).status).toBe(401);
  });
});

describe('GET /api/outbox', () => {
  it('lists the kept mail newest first for superadmin only', async () => {
    const res = await t.call('GET', '/api/outbox?per_page=2', { as: 'superadmin' });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.total).toBeGreaterThanOrEqual(5);
    expect(res.body.data[0].id).toBeGreaterThan(res.body.data[1].id);
    expect(res.body.data[0]).toMatchObject({
      to_address: expect.any(String),
      subject: expect.any(String),
    });
    const next = await t.call('GET', '/api/outbox?per_page=2&page=1', { as: 'superadmin' });
    expect(next.body.data[0].id).toBeLessThan(res.body.data[1].id);
    expect((await t.call('GET', '/api/outbox', { as: 'admin' })).status).toBe(403);
    expect((await t.call('GET', '/api/outbox')).status).toBe(401);
    expect((await t.call('GET', '/api/outbox?page=x', { as: 'superadmin' })).status).toBe(400);
  });
});
