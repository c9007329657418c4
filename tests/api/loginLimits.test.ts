import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/testApp';
import { trustedProxies } from '../../server/platform/http/clientAddress';

/**
 * Issue 21, item 6: password spraying. The limits of production (10 failures per address and
 * username, 30 per address, 5 per username from anywhere, 15-minute window) unless a test says.
 */
let t: TestApp;
let spread: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  spread = await createTestApp({
    loginLimit: { max: 10, windowMs: 15 * 60_000, accountMax: 3, lockMs: 60_000 },
  });
});
afterAll(async () => {
  await t.close();
  await spread.close();
});

/** A request as the server adapter passes it: with the client's address on the socket. */
async function fromAddress(app: TestApp, address: string, path: string, body: unknown) {
  const res = await app.app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

/** A lock of `seconds`, some of which may have passed while the test ran (never a timing bound). */
function expectSeconds(header: string | null, seconds: number) {
  expect(Number(header)).toBeGreaterThan(seconds / 2);
  expect(Number(header)).toBeLessThanOrEqual(seconds);
}

const login = (app: TestApp, address: string, username: string, password: string) =>
  fromAddress(app, address, '/api/login', { username, password });

describe('one address trying many usernames', () => {
  it('is refused with 429, Retry-After and an Indonesian reason before 33 failures', async () => {
    const usernames = [
      'superadmin',
      'admin',
      'pusat',
      'provinsi',
      'kabkota',
      'pemda',
      'opd',
      'upt',
      'asn',
      'viewer',
      'verifikator',
    ];
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof login>> | undefined;
    for (let round = 0; round < 3; round++) {
      for (const name of usernames) {
        const res = await login(t, '203.0.113.7', name, `Tebakan-${round}`);
        statuses.push(res.status);
        if (res.status === 429) refused ??= res;
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429, 429]);
    expect(refused!.body.status).toBe(0);
    expect(refused!.body.message).toMatch(
      /^Terlalu banyak percobaan masuk yang gagal dari jaringan Anda\. Silakan coba lagi dalam \d+ menit\.$/,
    );
    expect(Number(refused!.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused!.retryAfter)).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits, from that address; another address is let in.
    expect((await login(t, '203.0.113.7', 'viewer', DEMO_PASSWORD)).status).toBe(429);
    expect((await login(t, '198.51.100.2', 'viewer', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('many addresses trying one username', () => {
  it('locks the username with a delay that doubles with every further failure', async () => {
    const addresses = ['192.0.2.1', '192.0.2.2', '192.0.2.3'];
    for (const address of addresses) {
      expect((await login(spread, address, 'admin', 'salah-sekali')).status).toBe(401);
    }
    // Locked for a minute, whatever the address and even with the right password.
    const locked = await login(spread, '192.0.2.4', 'admin', DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expectSeconds(locked.retryAfter, 60);
    expect(locked.body).toEqual({
      status: 0,
      message:
        'Akun ini dikunci sementara karena terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam 1 menit.',
    });
    let moved = 0;
    try {
      spread.advance(61_000);
      moved += 61_000;
      // One more failure once the lock is over: two minutes now.
      expect((await login(spread, '192.0.2.5', 'admin', 'salah-lagi')).status).toBe(401);
      const longer = await login(spread, '192.0.2.6', 'admin', DEMO_PASSWORD);
      expect(longer.status).toBe(429);
      expectSeconds(longer.retryAfter, 120);
      // Other accounts are not affected.
      expect((await login(spread, '192.0.2.6', 'pusat', DEMO_PASSWORD)).status).toBe(200);
      spread.advance(121_000);
      moved += 121_000;
      // After the lock the right password works, and the count starts over.
      expect((await login(spread, '192.0.2.7', 'admin', DEMO_PASSWORD)).status).toBe(200);
      expect((await login(spread, '192.0.2.7', 'admin', 'salah-sekali')).status).toBe(401);
      expect((await login(spread, '192.0.2.7', 'admin', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      spread.advance(-moved);
    }
  });

  it('locks unknown usernames alike, so a lock tells nothing about who exists', async () => {
    for (const address of ['192.0.2.11', '192.0.2.12', '192.0.2.13']) {
      expect((await login(spread, address, 'tidak.ada', 'salah')).status).toBe(401);
    }
    const locked = await login(spread, '192.0.2.14', 'tidak.ada', 'salah');
    expect(locked.status).toBe(429);
    expectSeconds(locked.retryAfter, 60);
  });
});

describe('POST /api/forgot', () => {
  it('limits one address asking for many accounts, with Retry-After', async () => {
    const app = await createTestApp({ loginLimit: { max: 2, windowMs: 60_000, perAddressMax: 4 } });
    try {
      const forgot = (login: string) => fromAddress(app, '203.0.113.50', '/api/forgot', { login });
      for (const name of ['pemda', 'opd', 'upt', 'asn'])
        expect((await forgot(name)).status).toBe(200);
      const refused = await forgot('viewer');
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.body.status).toBe(0);
      // The same login from two addresses counts together: one mailbox is not flooded.
      const other = (address: string) =>
        fromAddress(app, address, '/api/forgot', { login: 'kabkota' });
      expect((await other('198.51.100.21')).status).toBe(200);
      expect((await other('198.51.100.22')).status).toBe(200);
      expect((await other('198.51.100.23')).status).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  /** A login relayed by the proxy at 10.0.0.2, which names the client in X-Forwarded-For. */
  async function relayed(app: TestApp, forwardedFor: string, username: string, password: string) {
    const res = await app.app.request(
      '/api/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ username, password }),
      },
      { incoming: { socket: { remoteAddress: '10.0.0.2' } } },
    );
    return res.status;
  }
  const LIMIT = { max: 10, windowMs: 15 * 60_000, perAddressMax: 3, accountMax: 50 };

  it('counts per client the proxy names, so one client does not lock out the others', async () => {
    const app = await createTestApp({
      loginLimit: LIMIT,
      trustProxy: trustedProxies(['10.0.0.2']),
    });
    try {
      // A client's own X-Forwarded-For entry (left of the proxy's) changes nothing.
      const statuses = [];
      for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4'])
        statuses.push(await relayed(app, `${forged}, 203.0.113.7`, 'viewer', 'salah'));
      expect(statuses).toEqual([401, 401, 401, 429]);
      // Another client behind the same proxy signs in.
      expect(await relayed(app, '198.51.100.9', 'viewer', DEMO_PASSWORD)).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: everyone behind the proxy is one address', async () => {
    const app = await createTestApp({ loginLimit: LIMIT });
    try {
      for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        expect(await relayed(app, client, 'viewer', 'salah')).toBe(401);
      expect(await relayed(app, '203.0.113.4', 'viewer', DEMO_PASSWORD)).toBe(429);
    } finally {
      await app.close();
    }
  });
});
