import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { usr_asn } from '../../server/platform/db/schema';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Issue 21, item 9: a wrong password for an existing account took ~84 ms, an unknown username
 * ~25 ms, so timing told which usernames exist. Both now verify an argon2 hash.
 *
 * What makes the answers take as long is the work done, not the clock: every failed login runs
 * one argon2 verification against a hash of the same cost. The test counts those verifications
 * and reads their cost parameters, so it holds on a busy machine (a median of wall-clock times
 * did not: CI once measured 19 ms against 21 ms on a shared runner).
 */
const verified = vi.hoisted(() => [] as string[]);
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (stored: string, ...rest: unknown[]) => {
      verified.push(stored);
      return (real.verify as (...a: unknown[]) => Promise<boolean>)(stored, ...rest);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  // Failed logins from one address: the limits are raised out of the way.
  t = await createTestApp({
    loginLimit: { max: 1000, windowMs: 60_000, perAddressMax: 1000, accountMax: 1000 },
  });
  await t.db.update(usr_asn).set({ is_active: 0 }).where(eq(usr_asn.username, 'upt'));
});
afterAll(() => t.close());
beforeEach(() => {
  verified.length = 0;
});

async function failedLogin(username: string): Promise<string[]> {
  verified.length = 0;
  const res = await t.call('POST', '/api/login', {
    body: { username, password: 'bukan-kata-sandinya' },
  });
  expect(res.status).toBe(401);
  return [...verified];
}

/** The cost part of an encoded argon2 hash: `$argon2id$v=19$m=19456,t=2,p=1`. */
const costOf = (encoded: string) => encoded.split('$').slice(0, 4).join('$');

describe('login timing', () => {
  it('does the same argon2 work for an unknown or disabled username as for a wrong password', async () => {
    const known = await failedLogin('pemda');
    const unknown = await failedLogin('belum.pernah.ada');
    const disabled = await failedLogin('upt');

    expect(known).toHaveLength(1);
    expect(unknown).toHaveLength(1);
    expect(disabled).toHaveLength(1);
    expect(costOf(known[0]!)).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    expect(costOf(unknown[0]!)).toBe(costOf(known[0]!));
    expect(costOf(disabled[0]!)).toBe(costOf(known[0]!));
    // Unknown and disabled accounts verify against a hash nobody's password matches, never
    // against a stored account's hash.
    const [stored] = await t.db
      .select({ password: usr_asn.password })
      .from(usr_asn)
      .where(eq(usr_asn.username, 'upt'));
    expect(disabled[0]).not.toBe(stored!.password);
    expect(unknown[0]).toBe(disabled[0]);
  });
});
