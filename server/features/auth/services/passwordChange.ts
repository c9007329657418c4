import type { Db } from '../../../platform/db/client';
import { recordActivity } from '../../../platform/db/audit';
import { deliverMail, mailSettings, toOutbox } from '../../ops/services/mailer';
import {
  consumeResetToken,
  createResetToken,
  findResetAccount,
  replacePassword,
} from './passwordReset';
import { resetLink, resetMail } from './resetMail';
import { carrySession } from '../../../platform/auth/sessions';
import type { AuthUser } from '../../../platform/auth/users';

/** The token work of /forgot; it happens only for an active account. */
export async function requestReset(
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

/**
 * Uses up a reset link and stores the new password hash, in one transaction; null when the link
 * is no longer valid (used, expired) or its account is gone.
 */
export async function resetWithToken(db: Db, token: string, passwordHash: string, now: Date) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const id = await consumeResetToken(t, token, now);
    const changed = id === null ? null : await replacePassword(t, id, passwordHash, now);
    if (!changed) return null;
    await recordActivity(t, { actor: changed, name: 'password_reset', ts: now });
    return changed;
  });
}

/**
 * Stores an account's new password hash, in one transaction; null when the account is gone.
 * The session `sessionId` carries on under the new version; every other one ends with the bump.
 */
export async function changePassword(
  db: Db,
  user: AuthUser,
  sessionId: string,
  passwordHash: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const result = await replacePassword(t, user.id, passwordHash, now);
    if (!result) return null;
    await carrySession(t, sessionId, result.version);
    await recordActivity(t, { actor: user, name: 'password_change', ts: now });
    return result;
  });
}
