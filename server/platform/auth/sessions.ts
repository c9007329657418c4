import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, usr_asn } from '../db/schema';

/** A session ends at the latest this long after its login, however often it is refreshed. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;
/** `last_seen_at` is written at most this often per session, so reads stay reads. */
export const LAST_SEEN_STEP_MS = 60_000;
/** Sessions ended this long ago are deleted at the account's next login. */
const KEEP_ENDED_MS = 30 * 24 * 60 * 60_000;
/** Longest user agent kept (browsers send about 150 characters). */
const MAX_USER_AGENT = 300;

/** What the authenticate middleware needs of a live session. */
export interface LiveSession {
  id: string;
  accountId: number;
  /** Absolute expiry, ms since epoch. */
  expiresAt: number;
}

/**
 * Opens a session at login: a random id for the tokens' `sid`, the absolute expiry, and where
 * the login came from. The account's sessions that ended a month ago go at the same time.
 */
export async function openSession(
  db: Db,
  account: { id: number; token_version: number },
  now: Date,
  from: { userAgent: string | undefined; ip: string },
): Promise<LiveSession> {
  const id = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.usr_asn_id, account.id),
        lt(sessions.expires_at, new Date(now.getTime() - KEEP_ENDED_MS)),
      ),
    );
  await db.insert(sessions).values({
    id,
    usr_asn_id: account.id,
    token_version: account.token_version,
    created_at: now,
    last_seen_at: now,
    expires_at: expiresAt,
    user_agent: from.userAgent?.slice(0, MAX_USER_AGENT) || null,
    ip: from.ip,
  });
  return { id, accountId: account.id, expiresAt: expiresAt.getTime() };
}

/**
 * The session `id` names when it is still live (not revoked, not expired) and belongs to
 * `accountId`; null otherwise. Marks it seen when the last mark is over a minute old.
 */
export async function findLiveSession(
  db: Db,
  id: string,
  accountId: number,
  now: Date,
): Promise<LiveSession | null> {
  const [row] = await db
    .select({
      usr_asn_id: sessions.usr_asn_id,
      expires_at: sessions.expires_at,
      revoked_at: sessions.revoked_at,
      last_seen_at: sessions.last_seen_at,
    })
    .from(sessions)
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row || row.revoked_at || row.usr_asn_id !== accountId) return null;
  if (row.expires_at.getTime() <= now.getTime()) return null;
  if (now.getTime() - row.last_seen_at.getTime() >= LAST_SEEN_STEP_MS) {
    await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, id));
  }
  return { id, accountId, expiresAt: row.expires_at.getTime() };
}

/** Marks a session seen now (a refresh: the tab is open). */
export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id, id));
}

/**
 * After the account's own password change: the session that changed it continues under the
 * new token_version (every other one has the old version and is over).
 */
export async function carrySession(db: Db, id: string, tokenVersion: number): Promise<void> {
  await db.update(sessions).set({ token_version: tokenVersion }).where(eq(sessions.id, id));
}

/** The live sessions of an account, most recently seen first. */
export async function activeSessions(db: Db, accountId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      created_at: sessions.created_at,
      last_seen_at: sessions.last_seen_at,
      expires_at: sessions.expires_at,
      user_agent: sessions.user_agent,
      ip: sessions.ip,
    })
    .from(sessions)
    .innerJoin(usr_asn, eq(usr_asn.id, sessions.usr_asn_id))
    .where(
      and(
        eq(sessions.usr_asn_id, accountId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        eq(sessions.token_version, usr_asn.token_version),
      ),
    )
    .orderBy(desc(sessions.last_seen_at), desc(sessions.created_at));
}

/**
 * Revokes sessions of an account: one (`id`) or all. Answers the ids it revoked; a session that
 * is not the account's, or already over, is not among them.
 */
export async function revokeSessions(
  db: Db,
  accountId: number,
  now: Date,
  id?: string,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(
      and(
        eq(sessions.usr_asn_id, accountId),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        id === undefined ? sql`true` : eq(sessions.id, id),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
