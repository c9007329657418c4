import type { CacheBus } from '../cache/cacheBus';
import type { LiveSession } from './sessions';
import type { AuthUser } from './authUser';

/**
 * Short-lived memory of resolved accounts and live sessions, so a burst of requests with one
 * token does not re-read them each time. Whatever disables an account or changes its password
 * calls `invalidate`, and whatever revokes a session calls `forgetSession` (or `invalidate`),
 * which makes that change immediate in this process. With a bus (REDIS_URL, server/platform/cache/cacheBus.ts)
 * the other API nodes forget it at once too; without one, another process (WORKERS > 1) sees it
 * within `ttlMs`.
 */
export interface UserCache {
  get(id: number): AuthUser | undefined;
  set(user: AuthUser): void;
  /** Forgets the account, its sessions and its tokens' claims. */
  invalidate(id: number): void;
  /** A live session remembered less than `ttlMs` ago and not past its own expiry. */
  session(id: string): LiveSession | undefined;
  setSession(session: LiveSession): void;
  forgetSession(id: string): void;
  /** Verified token claims, kept until the token's own expiry at most. */
  claims: Map<string, { sub: number; ver: number; sid: string; until: number }>;
}

const MAX_ENTRIES = 10_000;

export function createUserCache(ttlMs: number, now: () => number, bus?: CacheBus): UserCache {
  const users = new Map<number, { user: AuthUser; until: number }>();
  const sessions = new Map<string, { session: LiveSession; until: number }>();
  const claims = new Map<string, { sub: number; ver: number; sid: string; until: number }>();
  const dropUser = (id: number) => {
    users.delete(id);
    for (const [token, c] of claims) if (c.sub === id) claims.delete(token);
    for (const [sid, s] of sessions) if (s.session.accountId === id) sessions.delete(sid);
  };
  const dropSession = (id: string) => {
    sessions.delete(id);
    for (const [token, c] of claims) if (c.sid === id) claims.delete(token);
  };
  bus?.subscribe((event) => {
    if (event.kind === 'user') dropUser(event.id);
    else if (event.kind === 'session') dropSession(event.id);
    else if (event.kind === 'all') {
      users.clear();
      sessions.clear();
      claims.clear();
    }
  });
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
      dropUser(id);
      bus?.publish({ kind: 'user', id });
    },
    session(id) {
      const hit = sessions.get(id);
      if (!hit) return undefined;
      const at = now();
      if (hit.until < at || hit.session.expiresAt <= at) {
        sessions.delete(id);
        return undefined;
      }
      return hit.session;
    },
    setSession(session) {
      if (sessions.size >= MAX_ENTRIES) sessions.clear();
      sessions.set(session.id, { session, until: now() + ttlMs });
    },
    forgetSession(id) {
      sessions.delete(id);
      bus?.publish({ kind: 'session', id });
    },
  };
}
