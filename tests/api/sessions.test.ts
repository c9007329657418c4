import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, TEST_JWT_SECRET, type TestApp } from '../helpers/testApp';

/** Issue 21, item 5: a session ends at logout, has an absolute lifetime, and is listed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UA_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const UA_PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** A fresh login (a new session) of `username`, from a browser with `userAgent`. */
async function signIn(username: string, userAgent = UA_FIREFOX, password = DEMO_PASSWORD) {
  const res = await t.app.request('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ username, password }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { token: string; expires_in: number } };
  return body.data;
}

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await t.app.request(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sid: string;
    exp: number;
    iat: number;
  };

describe('logout', () => {
  it('ends the session: the same token answers 401 and cannot be refreshed', async () => {
    const { token } = await signIn('viewer');
    // Asked once before, so the account and the session sit in the cache.
    expect((await call('GET', '/api/me', token)).status).toBe(200);
    expect((await call('POST', '/api/logout', token)).status).toBe(200);
    expect((await call('GET', '/api/me', token)).status).toBe(401);
    expect((await call('POST', '/api/refresh', token)).status).toBe(401);
    expect((await call('POST', '/api/logout', token)).status).toBe(401);
  });

  it("leaves the account's other sessions alone", async () => {
    const here = await signIn('asn');
    const there = await signIn('asn', UA_PHONE);
    expect((await call('POST', '/api/logout', here.token)).status).toBe(200);
    expect((await call('GET', '/api/me', there.token)).status).toBe(200);
  });
});

describe('refresh', () => {
  it('keeps the session and never goes past twelve hours after the login', async () => {
    const login = await signIn('kabkota');
    const { sid } = claims(login.token);
    const loginAt = claims(login.token).iat;
    let token = login.token;
    let moved = 0;
    try {
      // Renewed every 100 minutes, as an open tab does, for eleven hours and forty minutes.
      for (let i = 0; i < 7; i++) {
        t.advance(100 * 60_000);
        moved += 100 * 60_000;
        const res = await call('POST', '/api/refresh', token);
        expect(res.status).toBe(200);
        token = res.body.data.token;
        expect(claims(token).sid).toBe(sid);
        expect(claims(token).exp).toBeLessThanOrEqual(loginAt + 12 * 3600);
      }
      // 11 h 40 min in: the fresh token ends with the session, twenty minutes from now (less
      // the seconds this test has taken meanwhile).
      const last = await call('POST', '/api/refresh', token);
      // The session starts (in milliseconds) just before the login token is signed (in whole
      // seconds): when a second ticks between the two, its end is one second before iat + 12 h.
      const end = claims(last.body.data.token).exp;
      expect(end).toBeLessThanOrEqual(loginAt + 12 * 3600);
      expect(end).toBeGreaterThanOrEqual(loginAt + 12 * 3600 - 1);
      expect(last.body.data.expires_in).toBeLessThanOrEqual(20 * 60);
      expect(last.body.data.expires_in).toBeGreaterThan(10 * 60);
      t.advance(21 * 60_000);
      moved += 21 * 60_000;
      expect((await call('GET', '/api/me', last.body.data.token)).status).toBe(401);
      expect((await call('POST', '/api/refresh', last.body.data.token)).status).toBe(401);
    } finally {
      t.advance(-moved);
    }
  });
});

describe('tokens without an expiry or a session', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const sign = (payload: Record<string, unknown>, exp: boolean) => {
    const jwt = new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(payload.sub))
      .setIssuedAt();
    return (exp ? jwt.setExpirationTime('1h') : jwt).sign(key);
  };

  it('are refused even when signed with the right key', async () => {
    const real = claims((await signIn('pusat')).token);
    const me = async (token: string) => (await call('GET', '/api/me', token)).status;
    const sub = (await t.call('GET', '/api/me', { as: 'pusat' })).body.data.id as number;
    // The forged token is accepted with everything in place, so the refusals below are about
    // the missing claim alone.
    expect(await me(await sign({ sub, ver: 0, sid: real.sid }, true))).toBe(200);
    expect(await me(await sign({ sub, ver: 0, sid: real.sid }, false))).toBe(401);
    expect(await me(await sign({ sub, ver: 0 }, true))).toBe(401);
    expect(await me(await sign({ sub, ver: 0, sid: 'no-such-session' }, true))).toBe(401);
  });
});

describe('GET/DELETE /api/sessions', () => {
  it("lists the account's live sessions with where they come from, this one marked", async () => {
    const first = await signIn('provinsi', UA_FIREFOX);
    const second = await signIn('provinsi', UA_PHONE);
    const gone = await signIn('provinsi');
    await call('POST', '/api/logout', gone.token);
    const res = await call('GET', '/api/sessions', second.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    const mine = res.body.data.find((s: { current: boolean }) => s.current);
    expect(mine).toMatchObject({
      id: claims(second.token).sid,
      user_agent: UA_PHONE,
      ip: 'local',
      created_at: expect.any(String),
      last_seen_at: expect.any(String),
      expires_at: expect.any(String),
    });
    const other = res.body.data.find((s: { current: boolean }) => !s.current);
    expect(other).toMatchObject({ id: claims(first.token).sid, user_agent: UA_FIREFOX });
    expect((await call('GET', '/api/sessions', 'x')).status).toBe(401);
  });

  it("ends one own session by id; another account's id is a 404", async () => {
    const mine = await signIn('upt');
    const elsewhere = await signIn('upt', UA_PHONE);
    const stranger = await signIn('opd');
    const strangerSid = claims(stranger.token).sid;
    expect(await call('DELETE', `/api/sessions/${strangerSid}`, mine.token)).toEqual({
      status: 404,
      body: { status: 0, message: 'Sesi tidak ditemukan atau sudah berakhir.' },
    });
    expect((await call('GET', '/api/me', stranger.token)).status).toBe(200);

    const sid = claims(elsewhere.token).sid;
    expect((await call('DELETE', `/api/sessions/${sid}`, mine.token)).status).toBe(200);
    expect((await call('GET', '/api/me', elsewhere.token)).status).toBe(401);
    expect((await call('DELETE', `/api/sessions/${sid}`, mine.token)).status).toBe(404);
    expect((await call('GET', '/api/me', mine.token)).status).toBe(200);
  });

  it('signs out everywhere, this session included', async () => {
    const a = await signIn('dinas');
    const b = await signIn('dinas', UA_PHONE);
    const res = await call('DELETE', '/api/sessions', a.token);
    expect(res).toEqual({ status: 200, body: { status: 1, data: { ended: 2 } } });
    expect((await call('GET', '/api/me', a.token)).status).toBe(401);
    expect((await call('GET', '/api/me', b.token)).status).toBe(401);
    // A new login works and is the only session.
    const c = await signIn('dinas');
    expect((await call('GET', '/api/sessions', c.token)).body.data).toHaveLength(1);
  });

  it('drops the other sessions from the list when the password changes', async () => {
    const here = await signIn('kecamatan');
    const there = await signIn('kecamatan', UA_PHONE);
    const changed = await call('POST', '/api/me/password', here.token, {
      old_password: DEMO_PASSWORD,
      password: 'Kecamatan#Sesi2026',
    });
    expect(changed.status).toBe(200);
    const fresh = changed.body.data.token as string;
    expect(claims(fresh).sid).toBe(claims(here.token).sid);
    expect((await call('GET', '/api/me', there.token)).status).toBe(401);
    const list = await call('GET', '/api/sessions', fresh);
    expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([claims(here.token).sid]);
  });
});
