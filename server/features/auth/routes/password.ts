import { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { PASSWORD_MIN } from '../../../../domain/accounts';
import { memoryLimits, type LimitStore, type LoginLimit } from '../../../platform/auth/loginLimits';
import type { AppEnv } from '../../../platform/http/context';
import { fail, message, MESSAGES } from '../../../platform/http/http';
import { apiRoute } from '../../../platform/openapi/route';
import { createRouter, type RouteMount, mountAt } from '../../../platform/openapi/router';
import { Failure, json, jsonBody, ok } from '../../../platform/openapi/schemas';
import { hashPassword, verifyPassword } from '../../../platform/auth/password';
import { changePassword, requestReset, resetWithToken } from '../services/passwordChange';
import { passwordAccount, resetLinkAccount } from '../services/passwordReset';
import { passwordRefusal } from '../../../platform/auth/passwordRule';
import { typeErrors } from '../../../platform/http/validate';
import { clientAddress, refusalAnswer, TooMany } from '../../../platform/http/limitAnswers';
import { FreshToken } from './session';

/** Every /forgot answer takes at least this long, found account or not. */
const FORGOT_FLOOR_MS = 300;

const TOO_SHORT = message('passwordTooShort', { n: PASSWORD_MIN });
const NewPassword = z
  .string(typeErrors({ required: TOO_SHORT, invalid: TOO_SHORT }))
  .min(PASSWORD_MIN, TOO_SHORT)
  .max(200, message('maxChars', { n: 200 }));
const ForgotBody = z.object({
  login: z
    .string(typeErrors({ required: MESSAGES.loginRequired }))
    .trim()
    .min(1, MESSAGES.loginRequired)
    .max(200),
});
// A malformed link is a bad link, whatever is wrong with it; only the password is a form error.
const ResetBody = z.object({
  token: z
    .string()
    .max(200)
    .catch('')
    .openapi({ type: 'string', maxLength: 200, description: 'Token dari tautan surel' }),
  password: NewPassword,
});
const ChangeBody = z.object({
  old_password: z
    .string(typeErrors({ required: MESSAGES.oldPasswordRequired }))
    .min(1, MESSAGES.oldPasswordRequired)
    .max(200),
  password: NewPassword,
});

/** `{status: 1, message}`: done, with a sentence for the user. */
const Said = z.object({ status: z.literal(1), message: z.string() });

const tags = ['Akun'];

const forgot = (limits: MiddlewareHandler) =>
  apiRoute({
    method: 'post',
    path: '/forgot',
    tags,
    summary: 'Minta tautan atur ulang kata sandi',
    description:
      'Jawaban yang sama, dalam waktu yang kira-kira sama, ada atau tidak akunnya. Dibatasi per login dan per alamat klien (429).',
    access: 'public',
    middleware: [limits],
    request: { body: jsonBody(ForgotBody) },
    responses: { 200: json(Said, 'Pesan netral'), 429: TooMany },
  });

const reset = apiRoute({
  method: 'post',
  path: '/reset-password',
  tags,
  summary: 'Kata sandi baru lewat tautan atur ulang',
  description: 'Tautan sekali pakai, berlaku satu jam; tautan rusak atau terpakai: 400.',
  access: 'public',
  request: { body: jsonBody(ResetBody) },
  responses: {
    200: json(Said, 'Kata sandi diganti; semua sesi akun berakhir'),
    400: json(Failure, 'Tautan tidak valid atau sudah kedaluwarsa'),
  },
});

const change = apiRoute({
  method: 'post',
  path: '/me/password',
  tags,
  summary: 'Mengganti kata sandi sendiri',
  description:
    'Sesi ini berlanjut dengan token baru; sesi lain berakhir. Kata sandi lama yang salah dibatasi seperti login gagal (429).',
  access: 'login',
  request: { body: jsonBody(ChangeBody) },
  responses: { 200: json(ok(FreshToken), 'Token baru sesi ini'), 429: TooMany },
});

const invalid = (errors: Record<string, string>) => fail(422, MESSAGES.invalid, errors);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Ctx = Context<AppEnv>;

/** 429 with `Retry-After` while `counter` says the key must wait. */
const tooSoon = (ms: number, c: Ctx) =>
  refusalAnswer(c, { limit: 'pair', retryAfter: Math.max(1, Math.ceil(ms / 1000)) });

export function passwordRoutes(limit: LoginLimit, store: LimitStore = memoryLimits()) {
  // /forgot: every request counts (each one may send a mail), per login from anywhere (one
  // mailbox is not flooded) and per client address over all logins (one client does not mail
  // the whole directory).
  const forgotPerLogin = store.counter('forgot:login', limit.max, limit.windowMs);
  const forgotPerAddress = store.counter(
    'forgot:address',
    limit.perAddressMax ?? 3 * limit.max,
    limit.windowMs,
  );
  const forgotLimits = createMiddleware<AppEnv>(async (c, next) => {
    const body = (await c.req.json().catch(() => null)) as { login?: unknown } | null;
    const login = typeof body?.login === 'string' ? body.login.trim().toLowerCase() : '';
    const address = clientAddress(c);
    const now = c.var.deps.clock.now().getTime();
    const wait = Math.max(
      await forgotPerLogin.wait(login, now),
      await forgotPerAddress.wait(address, now),
    );
    if (wait > 0) return tooSoon(wait, c);
    await forgotPerLogin.add(login, now);
    await forgotPerAddress.add(address, now);
    await next();
  });
  // Wrong old passwords from one account are limited like failed logins.
  const wrongOldPassword = store.counter('password:old', limit.max, limit.windowMs);

  return createRouter()
    .openapi(forgot(forgotLimits), async (c) => {
      const work = requestReset(
        c.var.db,
        c.req.valid('json').login,
        c.var.deps.clock.now(),
        c.var.deps.appUrl,
      ).catch((err: unknown) => console.error('[forgot] permintaan gagal diproses', err));
      // Same answer, about the same time, whether or not the account exists.
      await Promise.all([work, sleep(FORGOT_FLOOR_MS)]);
      return c.json({ status: 1 as const, message: MESSAGES.forgotAnswer }, 200);
    })
    .openapi(reset, async (c) => {
      const { token, password } = c.req.valid('json');
      if (!token) throw fail(400, MESSAGES.badLink);
      const { deps, db } = c.var;
      const now = deps.clock.now();
      // The link is checked first, and used up only with a password that passes.
      const owner = await resetLinkAccount(db, token, now);
      if (!owner) throw fail(400, MESSAGES.badLink);
      const refusal = passwordRefusal(password, owner);
      if (refusal) throw invalid({ password: refusal });
      const passwordHash = await hashPassword(password);
      const account = await resetWithToken(db, token, passwordHash, now);
      if (!account) throw fail(400, MESSAGES.badLink);
      deps.userCache.invalidate(account.id);
      return c.json({ status: 1 as const, message: MESSAGES.passwordChanged }, 200);
    })
    .openapi(change, async (c) => {
      const { old_password, password } = c.req.valid('json');
      const { deps, db } = c.var;
      const user = c.var.account;
      const key = String(user.id);
      const wait = await wrongOldPassword.wait(key, deps.clock.now().getTime());
      if (wait > 0) return tooSoon(wait, c);
      if (old_password === password) throw invalid({ password: MESSAGES.passwordUnchanged });
      const stored = await passwordAccount(db, user.id);
      if (!stored || !(await verifyPassword(stored.password, old_password))) {
        await wrongOldPassword.add(key, deps.clock.now().getTime());
        throw invalid({ old_password: MESSAGES.oldPasswordWrong });
      }
      const refusal = passwordRefusal(password, stored);
      if (refusal) throw invalid({ password: refusal });
      const passwordHash = await hashPassword(password);
      const now = deps.clock.now();
      const session = c.var.session!;
      const changed = await changePassword(db, user, session.id, passwordHash, now);
      if (!changed) throw fail(401, MESSAGES.unauthenticated);
      deps.userCache.invalidate(user.id);
      await wrongOldPassword.clear(key);
      // This browser continues with a fresh token of the same session.
      const signed = await deps.tokens.sign(
        { sub: user.id, ver: changed.version, sid: session.id },
        session.expiresAt,
      );
      return c.json({ status: 1 as const, data: signed }, 200);
    });
}

/** Mounted at `/` of /api by server/features/routes.generated.ts (`npm run gen`). */
export const mounted = mountAt('/', (m: RouteMount) => passwordRoutes(m.loginLimit, m.limits));
