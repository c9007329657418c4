import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../http/context';
import type { Db } from '../db/client';
import { fail, MESSAGES } from '../http/http';
import { findLiveSession, type LiveSession } from './sessions';
import { findActiveUser } from './users';
import type { AuthUser } from './authUser';
import { requestHeader } from '../http/nodeHeaders';

const CLAIMS_TTL_MS = 60_000;

async function claimsOf(deps: AppDeps, token: string) {
  const now = deps.clock.now().getTime();
  const cached = deps.userCache.claims.get(token);
  if (cached && cached.until > now) return cached;
  const claims = await deps.tokens.verify(token);
  if (!claims) return null;
  // Never keep claims past the token's own expiry.
  const until = Math.min(now + CLAIMS_TTL_MS, claims.exp * 1000);
  if (deps.userCache.claims.size >= 10_000) deps.userCache.claims.clear();
  deps.userCache.claims.set(token, { sub: claims.sub, ver: claims.ver, sid: claims.sid, until });
  return claims;
}

async function activeUser(deps: AppDeps, db: Db, id: number): Promise<AuthUser | null> {
  const cached = deps.userCache.get(id);
  if (cached) return cached;
  const user = await findActiveUser(db, id);
  if (user) deps.userCache.set(user);
  return user;
}

/** The token's session while it is live (not revoked, not past its absolute expiry). */
async function liveSession(
  deps: AppDeps,
  db: Db,
  id: string,
  accountId: number,
): Promise<LiveSession | null> {
  const cached = deps.userCache.session(id);
  if (cached) return cached.accountId === accountId ? cached : null;
  const session = await findLiveSession(db, id, accountId, deps.clock.now());
  if (session) deps.userCache.setSession(session);
  return session;
}

/**
 * Resolves the bearer token to an active account, or null. A token is valid only while the
 * account is active, its token_version is unchanged (password change, disabling) and its session
 * is live (not signed out, not past the session's absolute expiry).
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  // c.get(), not c.var (which copies every variable on each read): this runs on every request.
  c.set('user', null);
  c.set('session', null);
  const header = requestHeader(c, 'authorization');
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (token) {
    const claims = await claimsOf(c.get('deps'), token);
    if (!claims) throw fail(401, MESSAGES.unauthenticated);
    const user = await activeUser(c.get('deps'), c.get('db'), claims.sub);
    if (!user || user.token_version !== claims.ver) throw fail(401, MESSAGES.unauthenticated);
    const session = await liveSession(c.get('deps'), c.get('db'), claims.sid, user.id);
    if (!session) throw fail(401, MESSAGES.unauthenticated);
    c.set('user', user);
    c.set('session', session);
  }
  await next();
});
