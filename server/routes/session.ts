import { Hono } from 'hono';
import { requireUser } from '../auth/middleware';
import type { AppEnv } from '../context';
import { fail, MESSAGES } from '../http';
import { recordActivity } from '../services/audit';
import { activeSessions, revokeSessions, touchSession } from '../services/sessions';

/** Keeping a session alive while the tab is open, ending it, and the account's own sessions. */
export const sessionRoutes = new Hono<AppEnv>()
  /**
   * A fresh token for the same session (the client renews before expiry). It never lives past
   * the session's absolute expiry: twelve hours after the login, the user signs in again.
   */
  .post('/refresh', requireUser, async (c) => {
    const { tokens, clock } = c.var.deps;
    const user = c.var.user!;
    const session = c.var.session!;
    await touchSession(c.var.db, session.id, clock.now());
    const signed = await tokens.sign(
      { sub: user.id, ver: user.token_version, sid: session.id },
      session.expiresAt,
    );
    return c.json({ status: 1, data: signed });
  })
  /** Ends this session: its tokens answer 401 from now on, in this process at once. */
  .post('/logout', requireUser, async (c) => {
    const { deps, db } = c.var;
    const now = deps.clock.now();
    const session = c.var.session!;
    await revokeSessions(db, c.var.user!.id, now, session.id);
    deps.userCache.forgetSession(session.id);
    await recordActivity(db, { actor: c.var.user, name: 'logout', ts: now });
    return c.json({ status: 1 });
  })
  /** The account's live sessions, the one asking marked `current`. */
  .get('/sessions', requireUser, async (c) => {
    const rows = await activeSessions(c.var.db, c.var.user!.id, c.var.deps.clock.now());
    const current = c.var.session!.id;
    return c.json({ status: 1, data: rows.map((r) => ({ ...r, current: r.id === current })) });
  })
  /** "Sign out everywhere": every session of the account ends, this one included. */
  .delete('/sessions', requireUser, async (c) => {
    const { deps, db } = c.var;
    const user = c.var.user!;
    const now = deps.clock.now();
    const ended = await revokeSessions(db, user.id, now);
    deps.userCache.invalidate(user.id);
    await recordActivity(db, {
      actor: user,
      name: 'logout',
      ts: now,
      data: [{ name: 'sessions', value: 'ended' }],
    });
    return c.json({ status: 1, data: { ended: ended.length } });
  })
  /** Ends one of the account's own sessions; any other id (someone else's, ended) is a 404. */
  .delete('/sessions/:id', requireUser, async (c) => {
    const { deps, db } = c.var;
    const user = c.var.user!;
    const now = deps.clock.now();
    const id = c.req.param('id');
    const [ended] = id.length <= 64 ? await revokeSessions(db, user.id, now, id) : [];
    if (!ended) throw fail(404, MESSAGES.sessionNotFound);
    deps.userCache.forgetSession(ended);
    await recordActivity(db, { actor: user, name: 'logout', ts: now });
    return c.json({ status: 1, data: { ended: 1 } });
  });
