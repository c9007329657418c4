import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/platform/runtime/env';
import { outbox, usr_asn } from '../../server/platform/db/schema';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/testApp';

/** Issue 21, item 7: "12345678" and "password" were accepted; only the length was checked. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COMMON =
  'Kata sandi ini terlalu umum dan mudah ditebak. Tambahkan satu atau dua kata lagi; kata yang tidak umum lebih baik.';
const PERSONAL =
  'Kata sandi ini mirip dengan nama, nama pengguna, atau email Anda. Tambahkan satu atau dua kata lagi; kata yang tidak umum lebih baik.';
const refused = (password: string) => ({
  status: 422,
  body: { status: 0, message: 'Data yang dikirim tidak valid.', errors: { password } },
});

const newAccount = {
  username: 'budi.santoso',
  nama_lengkap: 'Budi Santoso',
  email: 'budi.santoso@kemendagri.go.id',
  role: 'viewer',
  is_active: 1,
};

describe('account forms (generic CRUD)', () => {
  it('refuse a common password on create, with the reason', async () => {
    for (const password of ['12345678', 'password']) {
      const res = await t.call('POST', '/api/crud/usr_asn', {
        as: 'superadmin',
        body: { ...newAccount, password },
      });
      expect(res).toEqual(refused(COMMON));
    }
  });

  it("refuse a password made of the account's own name", async () => {
    const res = await t.call('POST', '/api/crud/usr_asn', {
      as: 'superadmin',
      body: { ...newAccount, password: 'BudiSantoso2026' },
    });
    expect(res).toEqual(refused(PERSONAL));
    const ok = await t.call('POST', '/api/crud/usr_asn', {
      as: 'superadmin',
      body: { ...newAccount, password: 'Jembatan-Merah-Kopi' },
    });
    expect(ok.status).toBe(201);
  });

  it('check an edit against the names stored on the account', async () => {
    const [pusat] = await t.db.select().from(usr_asn).where(eq(usr_asn.username, 'pusat'));
    const res = await t.call('PUT', `/api/crud/usr_asn/${pusat!.id}`, {
      as: 'superadmin',
      body: { password: 'pusat2026' },
    });
    expect(res).toEqual(refused(PERSONAL));
    // The OPD/UPT account screen of a pemda uses the same field rule.
    const [opd] = await t.db.select().from(usr_asn).where(eq(usr_asn.username, 'opd'));
    const own = await t.call('PUT', `/api/crud/account/${opd!.id}`, {
      as: 'pemda',
      body: { password: 'qwerty123' },
    });
    expect(own.status).toBe(422);
    expect(own.body.errors.password).toMatch(/^Kata sandi ini terlalu umum/);
  });
});

describe('password routes', () => {
  it('refuse a weak new password on change', async () => {
    const res = await t.call('POST', '/api/me/password', {
      as: 'viewer',
      body: { old_password: DEMO_PASSWORD, password: 'password' },
    });
    expect(res).toEqual(refused(COMMON));
    const same = await t.call('GET', '/api/me', { as: 'viewer' });
    expect(same.status).toBe(200); // nothing changed, the session goes on
  });

  it('refuse a weak password on reset and leave the link usable', async () => {
    await t.call('POST', '/api/forgot', { body: { login: 'kabkota' } });
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to_address, 'kabkota@demo.inovasi.go.id'));
    const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
    const weak = await t.call('POST', '/api/reset-password', {
      body: { token, password: '12345678' },
    });
    expect(weak).toEqual(refused(COMMON));
    const strong = await t.call('POST', '/api/reset-password', {
      body: { token, password: 'Kabkota#Pulih2026' },
    });
    expect(strong.status).toBe(200);
  });
});

describe('ADMIN_PASSWORD', () => {
  it('stops the start when it is easy to guess', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'iid-env-'));
    expect(() => loadEnv({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'password' })).toThrow(
      /ADMIN_PASSWORD: Kata sandi ini terlalu umum/,
    );
    expect(() => loadEnv({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'superadmin2026' })).toThrow(
      /ADMIN_PASSWORD: Kata sandi ini mirip dengan nama/,
    );
    expect(
      loadEnv({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'Jembatan-Merah-Kopi' }).ADMIN_PASSWORD,
    ).toBe('Jembatan-Merah-Kopi');
  });
});
