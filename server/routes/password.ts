import { Hono, type Context } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { z } from 'zod';
import { PASSWORD_MIN } from '../../domain/accounts';
import { requireUser } from '../auth/middleware';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import { fail, message, MESSAGES } from '../http';
import { recordActivity } from '../services/audit';
import { deliverMail, mailSettings, toOutbox } from '../services/mailer';
import { hashPassword, verifyPassword } from '../services/password';
import {
  consumeResetToken,
  createResetToken,
  findResetAccount,
  passwordHashOf,
  replacePassword,
} from '../services/passwordReset';
import { resetLink, resetMail } from '../services/resetMail';
import { validJson } from '../validate';
import { clientAddress } from './auth';

/** Every /forgot answer takes at least this long, found account or not. */
const FORGOT_FLOOR_MS = 300;

const TOO_SHORT = message('passwordTooShort', { n: PASSWORD_MIN });
const NewPassword = z
  .string({ required_error: TOO_SHORT, invalid_type_error: TOO_SHORT })
  .min(PASSWORD_MIN, TOO_SHORT)
  .max(200, message('maxChars', { n: 200 }));
const ForgotBody = z.object({
  login: z
    .string({ required_error: MESSAGES.loginRequired })
    .trim()
    .min(1, MESSAGES.loginRequired)
    .max(200),
});
// A malformed link is a bad link, whatever is wrong with it; only the password is a form error.
const ResetBody = z.object({ token: z.string().max(200).catch(''), password: NewPassword });
const ChangeBody = z.object({
  old_password: z
    .string({ required_error: MESSAGES.oldPasswordRequired })
    .min(1, MESSAGES.oldPasswordRequired)
    .max(200),
  password: NewPassword,
});

const invalid = (errors: Record<string, string>) => fail(422, MESSAGES.invalid, errors);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The token work of /forgot; it happens only for an active account. */
async function requestReset(
  db: Db,
  login: string,
  now: Date,
  appUrl: string | undefined,
): Promise<void> {
  const account = await findResetAccount(db, login);
  if (!account?.active) return;
  const settings = await mailSettings(db);
  const token = await createResetToken(db, account.id, now);
  const mail = resetMail(account, resetLink(token, settings.get('app_url') || appUrl));
  const via = account.email
    ? await deliverMail(db, mail, settings)
    : await toOutbox(db, mail).then(() => 'outbox');
  await recordActivity(db, {
    actor: account,
    name: 'password_reset_request',
    ts: now,
    data: [{ name: 'delivery', value: via }],
  });
}

type Ctx = Context<AppEnv>;

export function passwordRoutes(limit: { max: number; windowMs: number }) {
  const limiter = (key: (c: Ctx) => Promise<string>, skipSuccessfulRequests: boolean) =>
    rateLimiter<AppEnv>({
      windowMs: limit.windowMs,
      limit: limit.max,
      skipSuccessfulRequests,
      standardHeaders: 'draft-6',
      keyGenerator: key,
      handler: (c) => c.json({ status: 0, message: MESSAGES.tooMany }, 429),
    });
  // Every /forgot request counts (each one may send a mail); keyed like login.
  const forgotLimiter = limiter(async (c) => {
    const body = (await c.req.json().catch(() => null)) as { login?: unknown } | null;
    const login = typeof body?.login === 'string' ? body.login.trim().toLowerCase() : '';
    return `forgot|${clientAddress(c.env)}|${login}`;
  }, false);
  // Wrong old passwords from one session are limited like failed logins.
  const changeLimiter = limiter(async (c) => `password|${c.var.user?.id ?? ''}`, true);

  return new Hono<AppEnv>()
    .post('/forgot', forgotLimiter, ...validJson(ForgotBody), async (c) => {
      const work = requestReset(
        c.var.db,
        c.req.valid('json').login,
        c.var.deps.clock.now(),
        c.var.deps.appUrl,
      ).catch((err: unknown) => console.error('[forgot] permintaan gagal diproses', err));
      // Same answer, about the same time, whether or not the account exists.
      await Promise.all([work, sleep(FORGOT_FLOOR_MS)]);
      return c.json({ status: 1, message: MESSAGES.forgotAnswer });
    })
    .post('/reset-password', ...validJson(ResetBody), async (c) => {
      const { token, password } = c.req.valid('json');
      if (!token) throw fail(400, MESSAGES.badLink);
      const { deps, db } = c.var;
      const passwordHash = await hashPassword(password);
      const now = deps.clock.now();
      const account = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const id = await consumeResetToken(t, token, now);
        const changed = id === null ? null : await replacePassword(t, id, passwordHash, now);
        if (!changed) return null;
        await recordActivity(t, { actor: changed, name: 'password_reset', ts: now });
        return changed;
      });
      if (!account) throw fail(400, MESSAGES.badLink);
      deps.userCache.invalidate(account.id);
      return c.json({ status: 1, message: MESSAGES.passwordChanged });
    })
    .post('/me/password', requireUser, changeLimiter, ...validJson(ChangeBody), async (c) => {
      const { old_password, password } = c.req.valid('json');
      if (old_password === password) throw invalid({ password: MESSAGES.passwordUnchanged });
      const { deps, db } = c.var;
      const user = c.var.user!;
      const stored = await passwordHashOf(db, user.id);
      if (!stored || !(await verifyPassword(stored, old_password)))
        throw invalid({ old_password: MESSAGES.oldPasswordWrong });
      const passwordHash = await hashPassword(password);
      const now = deps.clock.now();
      const changed = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const result = await replacePassword(t, user.id, passwordHash, now);
        if (result) await recordActivity(t, { actor: user, name: 'password_change', ts: now });
        return result;
      });
      if (!changed) throw fail(401, MESSAGES.unauthenticated);
      deps.userCache.invalidate(user.id);
      // Every other session ends with the bump; this browser continues with a fresh token.
      const token = await deps.tokens.sign({ sub: user.id, ver: changed.version });
      return c.json({ status: 1, data: { token, expires_in: deps.tokens.ttlSeconds } });
    });
}
