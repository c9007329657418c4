import { Hono } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { usr_asn } from '../db/schema';
import { fail, message, MESSAGES } from '../http';
import { requireUser } from '../auth/middleware';
import { recordActivity } from '../services/audit';
import { verifyPassword } from '../services/password';
import { findLoginAccount, publicUser } from '../services/users';
import { validJson } from '../validate';

const required = (field: string) => message('fieldRequired', { field });
const text = (field: string) => ({
  required_error: required(field),
  invalid_type_error: message('fieldText', { field }),
});
const LoginBody = z.object(
  {
    username: z.string(text('Username')).trim().min(1, required('Username')).max(100),
    password: z.string(text('Password')).min(1, required('Password')).max(200),
  },
  { invalid_type_error: MESSAGES.badJson },
);

/** Where a request came from, when the server adapter tells us. */
export function clientAddress(env: unknown): string {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

export function authRoutes(limit: { max: number; windowMs: number }) {
  // Only failed attempts count: a user who logs in fine is never slowed down.
  const loginLimiter = rateLimiter<AppEnv>({
    windowMs: limit.windowMs,
    limit: limit.max,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-6',
    keyGenerator: async (c) => {
      const body = (await c.req.json().catch(() => null)) as { username?: unknown } | null;
      const name = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
      return `${clientAddress(c.env)}|${name}`;
    },
    handler: (c) => c.json({ status: 0, message: MESSAGES.tooMany }, 429),
  });

  return new Hono<AppEnv>()
    .post('/login', loginLimiter, ...validJson(LoginBody), async (c) => {
      const { username, password } = c.req.valid('json');
      const db = c.var.db;
      const account = await findLoginAccount(db, username);
      const ok = account?.active ? await verifyPassword(account.password, password) : false;
      if (!account || !ok) {
        await recordActivity(db, {
          actor: account ? { id: account.user.id, username: account.user.username } : null,
          name: 'login_failed',
          data: [{ name: 'username', value: username }],
        });
        throw fail(401, MESSAGES.wrongPair);
      }
      const user = account.user;
      const token = await c.var.deps.tokens.sign({ sub: user.id, ver: user.token_version });
      await db
        .update(usr_asn)
        .set({ last_login_at: c.var.deps.clock.now() })
        .where(eq(usr_asn.id, user.id));
      await recordActivity(db, { actor: user, name: 'login' });
      return c.json({
        status: 1,
        data: { token, expires_in: c.var.deps.tokens.ttlSeconds, user: publicUser(user) },
      });
    })
    .get('/me', requireUser, (c) => c.json({ status: 1, data: publicUser(c.var.user!) }));
}
