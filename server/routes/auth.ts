import { Hono } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { usr_asn } from '../db/schema';
import { fail, MESSAGES } from '../http';
import { requireUser } from '../auth/middleware';
import { recordActivity } from '../services/audit';
import { verifyPassword } from '../services/password';
import { findLoginAccount, publicUser } from '../services/users';
import { parseJson, validationErrors } from '../validate';

const text = (label: string) => ({
  required_error: `${label} wajib diisi`,
  invalid_type_error: `${label} harus berupa teks`,
});
const LoginBody = z.object(
  {
    username: z.string(text('Username')).trim().min(1, 'Username wajib diisi').max(100),
    password: z.string(text('Password')).min(1, 'Password wajib diisi').max(200),
  },
  { invalid_type_error: 'Isi permintaan harus berupa objek JSON' },
);

const WRONG_PAIR = 'Username atau password salah';

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
    .post('/login', loginLimiter, async (c) => {
      const parsed = LoginBody.safeParse(await parseJson(c));
      if (!parsed.success) throw fail(422, MESSAGES.invalid, validationErrors(parsed.error));
      const { username, password } = parsed.data;
      const db = c.var.db;
      const account = await findLoginAccount(db, username);
      const ok = account?.active ? await verifyPassword(account.password, password) : false;
      if (!account || !ok) {
        await recordActivity(db, {
          actor: account ? { id: account.user.id, username: account.user.username } : null,
          name: 'login_failed',
          data: [{ name: 'username', value: username }],
        });
        throw fail(401, WRONG_PAIR);
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
