import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import type { Db } from '../db/client';
import { fail, MESSAGES } from '../http';
import { findActiveUser, type AuthUser } from '../services/users';

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
  deps.userCache.claims.set(token, { sub: claims.sub, ver: claims.ver, until });
  return claims;
}

async function activeUser(deps: AppDeps, db: Db, id: number): Promise<AuthUser | null> {
  const cached = deps.userCache.get(id);
  if (cached) return cached;
  const user = await findActiveUser(db, id);
  if (user) deps.userCache.set(user);
  return user;
}

/**
 * Resolves the bearer token to an active account, or null. A token is valid only while the
 * account is active and its token_version is unchanged (password change, disabling).
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  // c.get(), not c.var (which copies every variable on each read): this runs on every request.
  c.set('user', null);
  const header = c.req.header('authorization');
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (token) {
    const claims = await claimsOf(c.get('deps'), token);
    if (!claims) throw fail(401, MESSAGES.unauthenticated);
    const user = await activeUser(c.get('deps'), c.get('db'), claims.sub);
    if (!user || user.token_version !== claims.ver) throw fail(401, MESSAGES.unauthenticated);
    c.set('user', user);
  }
  await next();
});

/** Routes below this need a logged-in account. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw fail(401, MESSAGES.unauthenticated);
  await next();
});
