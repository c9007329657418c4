import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { usr_asn } from '../db/schema';
import { fail, message, MESSAGES } from '../http';
import { requireUser } from '../auth/middleware';
import { LoginLimiter, type LoginLimit, type Refusal } from '../auth/loginLimits';
import { recordActivity } from '../services/audit';
import { dummyPasswordHash, verifyPassword } from '../services/password';
import { openSession } from '../services/sessions';
import { findLoginAccount, publicUser } from '../services/users';
import { validJson, typeErrors } from '../validate';

const required = (field: string) => message('fieldRequired', { field });
const text = (field: string) =>
  typeErrors({
    required: required(field),
    invalid: message('fieldText', { field }),
  });
const LoginBody = z.object(
  {
    username: z.string(text('Username')).trim().min(1, required('Username')).max(100),
    password: z.string(text('Password')).min(1, required('Password')).max(200),
  },
  typeErrors({ invalid: MESSAGES.badJson }),
);

/** Where a request came from, when the server adapter tells us. */
export function clientAddress(env: unknown): string {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/** The 429 of a refused login or reset request: `Retry-After` and an Indonesian reason. */
export function refusalAnswer(c: Context<AppEnv>, refusal: Refusal) {
  const menit = Math.ceil(refusal.retryAfter / 60);
  const text =
    refusal.limit === 'account'
      ? message('loginLocked', { menit })
      : refusal.limit === 'address'
        ? message('tooManyFromAddress', { menit })
        : MESSAGES.tooMany;
  c.header('Retry-After', String(refusal.retryAfter));
  return c.json({ status: 0, message: text }, 429);
}

/** The username a login body names, as the limits count it (case and spaces ignored). */
async function loginName(c: Context<AppEnv>): Promise<string> {
  const body = (await c.req.json().catch(() => null)) as { username?: unknown } | null;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
}

export function authRoutes(limit: LoginLimit) {
  // Only failed attempts count: a user who logs in fine is never slowed down. A refused attempt
  // is answered before the password is looked at, so it costs nothing and counts nothing.
  const limiter = new LoginLimiter(limit);
  const checkLimits = createMiddleware<AppEnv>(async (c, next) => {
    const now = c.var.deps.clock.now().getTime();
    const refusal = limiter.check(clientAddress(c.env), await loginName(c), now);
    if (refusal) return refusalAnswer(c, refusal);
    await next();
  });

  return new Hono<AppEnv>()
    .post('/login', checkLimits, ...validJson(LoginBody), async (c) => {
      const { username, password } = c.req.valid('json');
      const { db, deps } = c.var;
      const address = clientAddress(c.env);
      const account = await findLoginAccount(db, username);
      const usable = account?.active ? account : null;
      // An unknown or disabled account costs the same argon2 verification as a wrong password,
      // so the answer's timing does not tell which usernames exist.
      const matches = await verifyPassword(
        usable?.password ?? (await dummyPasswordHash()),
        password,
      );
      if (!usable || !matches) {
        limiter.failed(address, username.toLowerCase(), deps.clock.now().getTime());
        await recordActivity(db, {
          actor: account ? { id: account.user.id, username: account.user.username } : null,
          name: 'login_failed',
          data: [{ name: 'username', value: username }],
        });
        throw fail(401, MESSAGES.wrongPair);
      }
      limiter.succeeded(address, username.toLowerCase());
      const user = usable.user;
      const now = deps.clock.now();
      const session = await openSession(db, user, now, {
        userAgent: c.req.header('user-agent'),
        ip: address,
      });
      const signed = await deps.tokens.sign(
        { sub: user.id, ver: user.token_version, sid: session.id },
        session.expiresAt,
      );
      await db.update(usr_asn).set({ last_login_at: now }).where(eq(usr_asn.id, user.id));
      await recordActivity(db, { actor: user, name: 'login' });
      return c.json({ status: 1, data: { ...signed, user: publicUser(user) } });
    })
    .get('/me', requireUser, (c) => c.json({ status: 1, data: publicUser(c.var.user!) }));
}
