import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { password_resets, usr_asn } from '../../../platform/db/schema';

/** A reset link is valid for an hour. */
export const RESET_TTL_MS = 60 * 60_000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResetAccount {
  id: number;
  username: string;
  email: string | null;
  nama_lengkap: string;
  active: boolean;
  token_version: number;
}

/** The account a `/forgot` request names, by username or (case-insensitively) email. */
export async function findResetAccount(db: Db, login: string): Promise<ResetAccount | null> {
  const rows = await db
    .select({
      id: usr_asn.id,
      username: usr_asn.username,
      email: usr_asn.email,
      nama_lengkap: usr_asn.nama_lengkap,
      is_active: usr_asn.is_active,
      token_version: usr_asn.token_version,
    })
    .from(usr_asn)
    .where(or(eq(usr_asn.username, login), sql`lower(${usr_asn.email}) = lower(${login})`))
    .limit(2);
  // A username match wins over somebody else's identical email address.
  const row = rows.find((r) => r.username === login) ?? rows[0];
  if (!row) return null;
  const { is_active, ...rest } = row;
  return { ...rest, active: is_active === 1 };
}

/**
 * A new single-use token for the account; only its sha256 is stored. It is bound to the
 * account's current token_version: any later password change (own, by an administrator, by
 * another reset) or disabling bumps that, and the link stops working.
 */
export async function createResetToken(
  db: Db,
  account: { id: number; token_version: number },
  now: Date,
  /** How long the link works; an hour for a reset, longer for a new account's first password. */
  ttlMs: number = RESET_TTL_MS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(password_resets).values({
    usr_asn_id: account.id,
    token_hash: sha256(token),
    token_version: account.token_version,
    expires_at: new Date(now.getTime() + ttlMs),
    created_at: now,
  });
  return token;
}

/** A link still usable: known, unused, unexpired, and no password change since it was made. */
const usable = (token: string, now: Date) =>
  and(
    eq(password_resets.token_hash, sha256(token)),
    isNull(password_resets.used_at),
    gt(password_resets.expires_at, now),
    eq(
      password_resets.token_version,
      sql`(select ${usr_asn.token_version} from ${usr_asn} where ${usr_asn.id} = ${password_resets.usr_asn_id})`,
    ),
  );

/**
 * The account a usable link belongs to, with the names its new password is checked against,
 * without using the link up (a refused password leaves the link as it was).
 */
export async function resetLinkAccount(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({
      id: usr_asn.id,
      username: usr_asn.username,
      nama_lengkap: usr_asn.nama_lengkap,
      nama_panggilan: usr_asn.nama_panggilan,
      email: usr_asn.email,
    })
    .from(password_resets)
    .innerJoin(usr_asn, eq(usr_asn.id, password_resets.usr_asn_id))
    .where(usable(token, now))
    .limit(1);
  return row ?? null;
}

/**
 * Uses up a token: the account id when the link is usable (resetLinkAccount), else null. One
 * UPDATE does check and mark, so two concurrent requests cannot both use it. Every other open
 * token of the account is closed too.
 */
export async function consumeResetToken(db: Db, token: string, now: Date): Promise<number | null> {
  const [used] = await db
    .update(password_resets)
    .set({ used_at: now })
    .where(usable(token, now))
    .returning({ accountId: password_resets.usr_asn_id });
  if (!used) return null;
  await db
    .update(password_resets)
    .set({ used_at: now })
    .where(and(eq(password_resets.usr_asn_id, used.accountId), isNull(password_resets.used_at)));
  return used.accountId;
}

/**
 * Stores a new password hash for an active account and bumps its token_version, so every token
 * issued before stops working. Answers the account with its new version, or null when no active
 * account matched.
 */
export async function replacePassword(
  db: Db,
  accountId: number,
  passwordHash: string,
  now: Date,
): Promise<{ id: number; username: string; version: number } | null> {
  const [row] = await db
    .update(usr_asn)
    .set({
      password: passwordHash,
      token_version: sql`${usr_asn.token_version} + 1`,
      updated_at: now,
    })
    .where(and(eq(usr_asn.id, accountId), eq(usr_asn.is_active, 1)))
    .returning({ id: usr_asn.id, username: usr_asn.username, version: usr_asn.token_version });
  return row ?? null;
}

/**
 * The stored password hash of an account (for the change-password check), with the names its
 * new password is checked against.
 */
export async function passwordAccount(db: Db, accountId: number) {
  const [row] = await db
    .select({
      password: usr_asn.password,
      username: usr_asn.username,
      nama_lengkap: usr_asn.nama_lengkap,
      nama_panggilan: usr_asn.nama_panggilan,
      email: usr_asn.email,
    })
    .from(usr_asn)
    .where(eq(usr_asn.id, accountId))
    .limit(1);
  return row ?? null;
}
