import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../../domain/actions';
import { SCREEN_ROLES } from '../../../domain/screens';
import type { AppEnv } from '../http/context';
import { MESSAGES } from '../http/http';
import type { AuthUser } from '../auth/users';
import { describeAccess, requireAccess, type Access } from './access';

/** A route behind `access`, called by an account with `roles` (none: no login). */
async function call(access: Access, path: string, roles?: string[]) {
  const app = new Hono<AppEnv>();
  app.onError((e) =>
    e instanceof HTTPException ? e.getResponse() : new Response('boom', { status: 500 }),
  );
  app.use(async (c, next) => {
    c.set('user', roles ? ({ id: 7, roles } as unknown as AuthUser) : null);
    await next();
  });
  app.get('/r/:jenis', requireAccess(access), (c) => c.json({ id: c.var.account.id }));
  app.get('/q', requireAccess(access), (c) => c.json({ id: c.var.account.id }));
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const byJenis: Access = {
  on: 'jenis',
  by: { nasional: { screen: 'ranking-index' }, panel: { action: 'indeks.hitung_ulang' } },
};

describe('access that depends on a parameter', () => {
  it('checks the role rule of the path value', async () => {
    expect(await call(byJenis, '/r/panel', ['superadmin'])).toEqual({
      status: 200,
      body: { id: 7 },
    });
    const refused = await call(byJenis, '/r/panel', ['pusat']);
    expect(refused).toEqual({ status: 403, body: { status: 0, message: MESSAGES.forbidden } });
    expect((await call(byJenis, '/r/nasional', ['pusat'])).status).toBe(200);
    expect((await call(byJenis, '/r/nasional')).status).toBe(401);
  });

  it('reads the query when no path parameter has the name', async () => {
    expect((await call(byJenis, '/q?jenis=panel', ['pusat'])).status).toBe(403);
    expect((await call(byJenis, '/q?jenis=nasional', ['pusat'])).status).toBe(200);
  });

  it('lets an unknown value through only to whoever holds some rule (the validator answers)', async () => {
    expect((await call(byJenis, '/r/lain', ['pusat'])).status).toBe(200);
    expect((await call(byJenis, '/r/lain', ['asn'])).status).toBe(403);
  });

  it('names each value with its roles in the Akses line', () => {
    const roles = (r: readonly string[]) => r.join(', ');
    expect(describeAccess(byJenis)).toBe(
      `Akses: menurut \`jenis\`: \`nasional\` layar \`ranking-index\` (${roles(SCREEN_ROLES['ranking-index'])}); \`panel\` aksi \`indeks.hitung_ulang\` (${roles(ACTIONS['indeks.hitung_ulang'].roles)}).`,
    );
  });
});

describe('role rule options', () => {
  it('answers its own 403 message', async () => {
    const access: Access = { action: 'ops.metrics', refusal: 'uploadNotAllowed' };
    expect(await call(access, '/q', ['pusat'])).toEqual({
      status: 403,
      body: { status: 0, message: MESSAGES.uploadNotAllowed },
    });
  });

  it('admits any of several rules', async () => {
    const access: Access = { anyOf: [{ screen: 'daerah-binaan' }, { action: 'ops.metrics' }] };
    expect((await call(access, '/q', ['provinsi'])).status).toBe(200);
    expect((await call(access, '/q', ['admin'])).status).toBe(200);
    expect((await call(access, '/q', ['pusat'])).status).toBe(403);
    expect(describeAccess(access)).toBe(
      `Akses: layar \`daerah-binaan\` (${SCREEN_ROLES['daerah-binaan'].join(', ')}) atau aksi \`ops.metrics\` (${ACTIONS['ops.metrics'].roles.join(', ')}).`,
    );
  });
});
