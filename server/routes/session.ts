import { Hono } from 'hono';
import { requireUser } from '../auth/middleware';
import type { AppEnv } from '../context';
import { recordActivity } from '../services/audit';

/** Keeping a session alive while the tab is open, and ending it. */
export const sessionRoutes = new Hono<AppEnv>()
  /** A fresh token for the same account and token_version (the client renews before expiry). */
  .post('/refresh', requireUser, async (c) => {
    const { tokens } = c.var.deps;
    const user = c.var.user!;
    const token = await tokens.sign({ sub: user.id, ver: user.token_version });
    return c.json({ status: 1, data: { token, expires_in: tokens.ttlSeconds } });
  })
  /**
   * Records the sign-out. The token itself stays valid until it expires: tokens are stateless and
   * the client forgets it; ending every session of an account is what token_version is for
   * (password change), and a per-token deny list is not worth its cost here.
   */
  .post('/logout', requireUser, async (c) => {
    await recordActivity(c.var.db, {
      actor: c.var.user,
      name: 'logout',
      ts: c.var.deps.clock.now(),
    });
    return c.json({ status: 1 });
  });
