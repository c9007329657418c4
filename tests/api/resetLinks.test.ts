import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, usr_asn } from '../../server/platform/db/schema';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/testApp';

/** Issue 21, item 10: a password change voids every reset link the account still has open. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimit: { max: 20, windowMs: 60_000 } });
});
afterAll(() => t.close());

const BAD_LINK = { status: 0, message: 'Tautan tidak valid atau sudah kedaluwarsa.' };

/** Asks for a reset link for `username` and reads it from the outbox. */
async function mailedLink(username: string): Promise<string> {
  expect((await t.call('POST', '/api/forgot', { body: { login: username } })).status).toBe(200);
  const [account] = await t.db.select().from(usr_asn).where(eq(usr_asn.username, username));
  const mails = await t.db.select().from(outbox).where(eq(outbox.to_address, account!.email!));
  const token = /reset-password\?token=([\w-]+)/.exec(mails.at(-1)!.body)?.[1];
  if (!token) throw new Error('no link in the mail');
  return token;
}

const reset = (token: string, password: string) =>
  t.call('POST', '/api/reset-password', { body: { token, password } });
const login = (username: string, password: string) =>
  t.call('POST', '/api/login', { body: { username, password } });

describe('reset links after a password change', () => {
  it('the own password change voids the open links', async () => {
    const first = await mailedLink('pemda');
    const second = await mailedLink('pemda');
    const changed = await t.call('POST', '/api/me/password', {
      as: 'pemda',
      body: { old_password: DEMO_PASSWORD, password: 'Pemda#Diganti2026' },
    });
    expect(changed.status).toBe(200);
    expect(await reset(first, 'Penyerang#Masuk2026')).toEqual({ status: 400, body: BAD_LINK });
    expect(await reset(second, 'Penyerang#Masuk2026')).toEqual({ status: 400, body: BAD_LINK });
    expect((await login('pemda', 'Pemda#Diganti2026')).status).toBe(200);
  });

  it("an administrator's change through the account form voids them", async () => {
    const link = await mailedLink('pusat');
    const [pusat] = await t.db.select().from(usr_asn).where(eq(usr_asn.username, 'pusat'));
    const put = await t.call('PUT', `/api/crud/usr_asn/${pusat!.id}`, {
      as: 'superadmin',
      body: { password: 'Pusat#DariAdmin2026' },
    });
    expect(put.status).toBe(200);
    expect(await reset(link, 'Penyerang#Masuk2026')).toEqual({ status: 400, body: BAD_LINK });
    expect((await login('pusat', 'Pusat#DariAdmin2026')).status).toBe(200);
  });

  it('a successful reset voids the other links; other edits leave a link working', async () => {
    const older = await mailedLink('asn');
    const newer = await mailedLink('asn');
    const [asn] = await t.db.select().from(usr_asn).where(eq(usr_asn.username, 'asn'));
    // Editing the name is not a password change: the link still works.
    const put = await t.call('PUT', `/api/crud/usr_asn/${asn!.id}`, {
      as: 'superadmin',
      body: { nama_panggilan: 'Asn Baru' },
    });
    expect(put.status).toBe(200);
    expect((await reset(newer, 'Asn#Pulih2026')).status).toBe(200);
    expect(await reset(older, 'Penyerang#Masuk2026')).toEqual({ status: 400, body: BAD_LINK });
    expect((await login('asn', 'Asn#Pulih2026')).status).toBe(200);
  });
});
