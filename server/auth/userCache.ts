import type { AuthUser } from '../services/users';

/**
 * Short-lived memory of resolved accounts, so a burst of requests with one token does not
 * re-read the account each time. Whatever disables an account or changes its password calls
 * `invalidate`, which makes that change immediate in this process; another process sees it
 * within `ttlMs`.
 */
export interface UserCache {
  get(id: number): AuthUser | undefined;
  set(user: AuthUser): void;
  invalidate(id: number): void;
  /** Verified token claims, kept until the token's own expiry at most. */
  claims: Map<string, { sub: number; ver: number; until: number }>;
}

const MAX_ENTRIES = 10_000;

export function createUserCache(ttlMs: number, now: () => number): UserCache {
  const users = new Map<number, { user: AuthUser; until: number }>();
  const claims = new Map<string, { sub: number; ver: number; until: number }>();
  return {
    claims,
    get(id) {
      const hit = users.get(id);
      if (!hit) return undefined;
      if (hit.until < now()) {
        users.delete(id);
        return undefined;
      }
      return hit.user;
    },
    set(user) {
      if (users.size >= MAX_ENTRIES) users.clear();
      users.set(user.id, { user, until: now() + ttlMs });
    },
    invalidate(id) {
      users.delete(id);
      for (const [token, c] of claims) if (c.sub === id) claims.delete(token);
    },
  };
}
