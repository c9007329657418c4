import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { PASSWORD_MIN } from '../../domain/accounts';
import { WindowCounter, type LoginLimit } from '../auth/loginLimits';
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
  passwordAccount,
  replacePassword,
  resetLinkAccount,
} from '../services/passwordReset';
import { passwordRefusal } from '../services/passwordRule';
import { carrySession } from '../services/sessions';
import { resetLink, resetMail } from '../services/resetMail';
import { validJson, typeErrors } from '../validate';
import { clientAddress, refusalAnswer } from './auth';

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
const ResetBody = z.object({ token: z.string().max(200).catch(''), password: NewPassword });
const ChangeBody = z.object({
  old_password: z
    .string(typeErrors({ required: MESSAGES.oldPasswordRequired }))
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
  const token = await createResetToken(db, account, now);
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

/** 429 with `Retry-After` while `counter` says the key must wait. */
const tooSoon = (ms: number, c: Ctx) =>
  refusalAnswer(c, { limit: 'pair', retryAfter: Math.max(1, Math.ceil(ms / 1000)) });

export function passwordRoutes(limit: LoginLimit) {
  // /forgot: every request counts (each one may send a mail), per login from anywhere (one
  // mailbox is not flooded) and per client address over all logins (one client does not mail
  // the whole directory).
  const forgotPerLogin = new WindowCounter(limit.max, limit.windowMs);
  const forgotPerAddress = new WindowCounter(limit.perAddressMax ?? 3 * limit.max, limit.windowMs);
  const forgotLimits = createMiddleware<AppEnv>(async (c, next) => {
    const body = (await c.req.json().catch(() => null)) as { login?: unknown } | null;
    const login = typeof body?.login === 'string' ? body.login.trim().toLowerCase() : '';
    const address = clientAddress(c.env);
    const now = c.var.deps.clock.now().getTime();
    const wait = Math.max(forgotPerLogin.wait(login, now), forgotPerAddress.wait(address, now));
    if (wait > 0) return tooSoon(wait, c);
    forgotPerLogin.add(login, now);
    forgotPerAddress.add(address, now);
    await next();
  });
  // Wrong old passwords from one account are limited like failed logins.
  const wrongOldPassword = new WindowCounter(limit.max, limit.windowMs);

  return new Hono<AppEnv>()
    .post('/forgot', forgotLimits, ...validJson(ForgotBody), async (c) => {
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
      const now = deps.clock.now();
      // The link is checked first, and used up only with a password that passes.
      const owner = await resetLinkAccount(db, token, now);
      if (!owner) throw fail(400, MESSAGES.badLink);
      const refusal = passwordRefusal(password, owner);
      if (refusal) throw invalid({ password: refusal });
      const passwordHash = await hashPassword(password);
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
    .post('/me/password', requireUser, ...validJson(ChangeBody), async (c) => {
      const { old_password, password } = c.req.valid('json');
      const { deps, db } = c.var;
      const user = c.var.user!;
      const key = String(user.id);
      const wait = wrongOldPassword.wait(key, deps.clock.now().getTime());
      if (wait > 0) return tooSoon(wait, c);
      if (old_password === password) throw invalid({ password: MESSAGES.passwordUnchanged });
      const stored = await passwordAccount(db, user.id);
      if (!stored || !(await verifyPassword(stored.password, old_password))) {
        wrongOldPassword.add(key, deps.clock.now().getTime());
        throw invalid({ old_password: MESSAGES.oldPasswordWrong });
      }
      const refusal = passwordRefusal(password, stored);
      if (refusal) throw invalid({ password: refusal });
      const passwordHash = await hashPassword(password);
      const now = deps.clock.now();
      const session = c.var.session!;
      const changed = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const result = await replacePassword(t, user.id, passwordHash, now);
        if (!result) return null;
        // This session carries on under the new version; every other one ends with the bump.
        await carrySession(t, session.id, result.version);
        await recordActivity(t, { actor: user, name: 'password_change', ts: now });
        return result;
      });
      if (!changed) throw fail(401, MESSAGES.unauthenticated);
      deps.userCache.invalidate(user.id);
      wrongOldPassword.clear(key);
      // This browser continues with a fresh token of the same session.
      const signed = await deps.tokens.sign(
        { sub: user.id, ver: changed.version, sid: session.id },
        session.expiresAt,
      );
      return c.json({ status: 1, data: signed });
    });
}
