import { z } from '@hono/zod-openapi';
import { fail, MESSAGES } from '../../../platform/http/http';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, mountAt } from '../../../platform/openapi/router';
import { Done, Failure, json, ok } from '../../../platform/openapi/schemas';
import { recordActivity } from '../../../platform/db/audit';
import { activeSessions, revokeSessions, touchSession } from '../../../platform/auth/sessions';

/** A signed token and its lifetime in seconds (never past the session's absolute end). */
export const FreshToken = z
  .object({
    token: z.string().openapi({ description: 'JWT HS256 (sub, ver, sid, exp)' }),
    expires_in: z.number().int().openapi({ description: 'Masa berlaku token, detik' }),
  })
  .openapi('FreshToken');

const time = z.string().openapi({ format: 'date-time' });

/** A live session of the account; `current` marks the caller's. */
export const SessionInfo = z
  .object({
    id: z.string(),
    created_at: time,
    last_seen_at: time,
    expires_at: time,
    user_agent: z.string().nullable(),
    ip: z.string().nullable(),
    current: z.boolean(),
  })
  .openapi('SessionInfo');

const Ended = z.object({ ended: z.number().int() });

const tags = ['Sesi'];

const refresh = apiRoute({
  method: 'post',
  path: '/refresh',
  tags,
  summary: 'Token baru untuk sesi yang sama',
  description:
    'Tidak pernah melewati akhir mutlak sesi (12 jam setelah masuk); sesudahnya 401 dan pengguna masuk lagi.',
  access: 'login',
  responses: { 200: json(ok(FreshToken), 'Token baru sesi ini') },
});

const logout = apiRoute({
  method: 'post',
  path: '/logout',
  tags,
  summary: 'Keluar: sesi ini berakhir',
  access: 'login',
  responses: { 200: json(Done, 'Sesi diakhiri; tokennya 401 sejak itu') },
});

const listSessions = apiRoute({
  method: 'get',
  path: '/sessions',
  tags,
  summary: 'Sesi akun yang masih hidup, yang terakhir dilihat dulu',
  access: 'login',
  responses: { 200: json(ok(z.array(SessionInfo)), 'Sesi hidup akun ini') },
});

const endAll = apiRoute({
  method: 'delete',
  path: '/sessions',
  tags,
  summary: 'Keluar dari semua perangkat (sesi ini juga)',
  access: 'login',
  responses: { 200: json(ok(Ended), 'Jumlah sesi yang diakhiri') },
});

const endOne = apiRoute({
  method: 'delete',
  path: '/sessions/{id}',
  tags,
  summary: 'Mengakhiri satu sesi akun sendiri',
  access: 'login',
  request: { params: z.object({ id: z.string().openapi({ example: 'q3V…' }) }) },
  responses: {
    200: json(ok(Ended), 'Sesi diakhiri (`ended`: 1)'),
    404: json(Failure, 'Bukan sesi hidup akun ini'),
  },
});

/** Keeping a session alive while the tab is open, ending it, and the account's own sessions. */
export const sessionRoutes = createRouter()
  /**
   * A fresh token for the same session (the client renews before expiry). It never lives past
   * the session's absolute expiry: twelve hours after the login, the user signs in again.
   */
  .openapi(refresh, async (c) => {
    const { tokens, clock } = c.var.deps;
    const user = c.var.account;
    const session = c.var.session!;
    await touchSession(c.var.db, session.id, clock.now());
    const signed = await tokens.sign(
      { sub: user.id, ver: user.token_version, sid: session.id },
      session.expiresAt,
    );
    return c.json({ status: 1 as const, data: signed }, 200);
  })
  /** Ends this session: its tokens answer 401 from now on, in this process at once. */
  .openapi(logout, async (c) => {
    const { deps, db } = c.var;
    const now = deps.clock.now();
    const session = c.var.session!;
    await revokeSessions(db, c.var.account.id, now, session.id);
    deps.userCache.forgetSession(session.id);
    await recordActivity(db, { actor: c.var.user, name: 'logout', ts: now });
    return c.json({ status: 1 as const }, 200);
  })
  /** The account's live sessions, the one asking marked `current`. */
  .openapi(listSessions, async (c) => {
    const rows = await activeSessions(c.var.db, c.var.account.id, c.var.deps.clock.now());
    const current = c.var.session!.id;
    const data = rows.map((r) => ({ ...r, current: r.id === current }));
    return c.json({ status: 1 as const, data }, 200);
  })
  /** "Sign out everywhere": every session of the account ends, this one included. */
  .openapi(endAll, async (c) => {
    const { deps, db } = c.var;
    const user = c.var.account;
    const now = deps.clock.now();
    const ended = await revokeSessions(db, user.id, now);
    deps.userCache.invalidate(user.id);
    await recordActivity(db, {
      actor: user,
      name: 'logout',
      ts: now,
      data: [{ name: 'sessions', value: 'ended' }],
    });
    return c.json({ status: 1 as const, data: { ended: ended.length } }, 200);
  })
  /** Ends one of the account's own sessions; any other id (someone else's, ended) is a 404. */
  .openapi(endOne, async (c) => {
    const { deps, db } = c.var;
    const user = c.var.account;
    const now = deps.clock.now();
    const { id } = c.req.valid('param');
    const [ended] = id.length <= 64 ? await revokeSessions(db, user.id, now, id) : [];
    if (!ended) throw fail(404, MESSAGES.sessionNotFound);
    deps.userCache.forgetSession(ended);
    await recordActivity(db, { actor: user, name: 'logout', ts: now });
    return c.json({ status: 1 as const, data: { ended: 1 } }, 200);
  });

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', () => sessionRoutes);
