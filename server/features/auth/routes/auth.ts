import { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ADMIN } from '../../../../domain/policy';
import type { AppEnv } from '../../../platform/http/context';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { LoginLimiter, type LimitStore, type LoginLimit } from '../../../platform/auth/loginLimits';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, type RouteMount, mountAt } from '../../../platform/openapi/router';
import { Failure, json, jsonBody, ok } from '../../../platform/openapi/schemas';
import { recordActivity } from '../../../platform/db/audit';
import { dummyPasswordHash, verifyPassword } from '../../../platform/auth/password';
import { openSession } from '../../../platform/auth/sessions';
import { findLoginAccount, markLogin, publicUser } from '../../../platform/auth/users';
import { typeErrors } from '../../../platform/http/validate';
import { clientAddress, refusalAnswer, TooMany } from '../../../platform/http/limitAnswers';
import { FreshToken } from './session';

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

const nullableId = z.number().int().nullable();

/** The signed-in account as the client keeps it (POST /login `user`, GET /me). */
export const PublicUser = z
  .object({
    id: z.number().int(),
    username: z.string(),
    nama_lengkap: z.string(),
    role: z.string().openapi({ description: 'Peran akun, dipisah koma', example: ADMIN }),
    m_daerah_id: nullableId,
    profil_id: nullableId,
    area: z.number().int(),
    daerah_verifikasi: z.array(z.number().int()),
    opd_perangkat_id: nullableId,
    upt_id: nullableId,
  })
  .openapi('PublicUser');

/** The username a login body names, as the limits count it (case and spaces ignored). */
async function loginName(c: Context<AppEnv>): Promise<string> {
  const body = (await c.req.json().catch(() => null)) as { username?: unknown } | null;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
}

const login = (checkLimits: MiddlewareHandler) =>
  apiRoute({
    method: 'post',
    path: '/login',
    tags: ['Akun'],
    summary: 'Masuk: token bertanda tangan dan akun',
    description:
      'Membuka sesi baru. Pasangan salah: 401 (akun tak dikenal, nonaktif atau kata sandi salah, dalam waktu yang sama). Percobaan gagal dibatasi per alamat, per akun dan per pasangan: 429.',
    access: 'public',
    middleware: [checkLimits],
    request: { body: jsonBody(LoginBody) },
    responses: {
      200: json(ok(FreshToken.extend({ user: PublicUser })), 'Token dan akun yang masuk'),
      401: json(Failure, 'Username atau password salah'),
      429: TooMany,
    },
  });

const me = apiRoute({
  method: 'get',
  path: '/me',
  tags: ['Akun'],
  summary: 'Akun yang sedang masuk',
  access: 'login',
  responses: { 200: json(ok(PublicUser), 'Akun pemilik token') },
});

export function authRoutes(limit: LoginLimit, store?: LimitStore) {
  // Only failed attempts count: a user who logs in fine is never slowed down. A refused attempt
  // is answered before the password is looked at, so it costs nothing and counts nothing. The
  // counts are shared by every API node when REDIS_URL is set (server/platform/cache/redisLimits.ts).
  const limiter = new LoginLimiter(limit, store);
  const checkLimits = createMiddleware<AppEnv>(async (c, next) => {
    const now = c.var.deps.clock.now().getTime();
    const refusal = await limiter.check(clientAddress(c), await loginName(c), now);
    if (refusal) return refusalAnswer(c, refusal);
    await next();
  });

  return createRouter()
    .openapi(login(checkLimits), async (c) => {
      const { username, password } = c.req.valid('json');
      const { db, deps } = c.var;
      const address = clientAddress(c);
      const account = await findLoginAccount(db, username);
      const usable = account?.active ? account : null;
      // An unknown or disabled account costs the same argon2 verification as a wrong password,
      // so the answer's timing does not tell which usernames exist.
      const matches = await verifyPassword(
        usable?.password ?? (await dummyPasswordHash()),
        password,
      );
      if (!usable || !matches) {
        await limiter.failed(address, username.toLowerCase(), deps.clock.now().getTime());
        await recordActivity(db, {
          actor: account ? { id: account.user.id, username: account.user.username } : null,
          name: 'login_failed',
          data: [{ name: 'username', value: username }],
        });
        throw fail(401, MESSAGES.wrongPair);
      }
      await limiter.succeeded(address, username.toLowerCase());
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
      await markLogin(db, user.id, now);
      await recordActivity(db, { actor: user, name: 'login' });
      return c.json({ status: 1 as const, data: { ...signed, user: publicUser(user) } }, 200);
    })
    .openapi(me, (c) => c.json({ status: 1 as const, data: publicUser(c.var.account) }, 200));
}

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', (m: RouteMount) => authRoutes(m.loginLimit, m.limits));
