import type { Redis } from 'ioredis';
import type { Store } from 'hono-rate-limiter';
import {
  AccountLocks,
  FORGET_FAILURES,
  WindowCounter,
  type Counter,
  type LimitStore,
  type Locks,
} from '../auth/loginLimits';
import type { Env } from 'hono';

/**
 * The login limits and the upload rate counted in Redis (REDIS_URL), so every API node adds to
 * the same count. Each change is one Lua script, atomic in Redis: two nodes counting at once
 * never both see the last free attempt. The windows follow the `now` the caller passes (the
 * app's clock, as in memory); Redis expiry only collects what no window needs any more.
 *
 * While Redis cannot be reached, each node counts in its own memory (as without REDIS_URL) and
 * logs it: the limits hold per node instead of refusing every login.
 */

/** A window: opened by the first event after the last one ended, then counted. */
const ADD = `
local now = tonumber(ARGV[1])
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'r') or '0')
if resetAt <= now then
  redis.call('HSET', KEYS[1], 'c', 1, 'r', now + tonumber(ARGV[2]))
else
  redis.call('HINCRBY', KEYS[1], 'c', 1)
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

/** One more failure of a username; past `accountMax` a lock that doubles with each failure. */
const FAIL = `
local now = tonumber(ARGV[1])
local accountMax, lockMs, maxLockMs, forget = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local last = tonumber(redis.call('HGET', KEYS[1], 'l') or '-1')
local failures = 0
if last >= 0 and now - last <= forget then
  failures = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
else
  redis.call('HSET', KEYS[1], 'u', 0)
end
failures = failures + 1
redis.call('HSET', KEYS[1], 'f', failures, 'l', now)
local over = failures - accountMax
if over >= 0 then
  local lock = math.min(lockMs * math.pow(2, math.min(over, 30)), maxLockMs)
  redis.call('HSET', KEYS[1], 'u', now + lock)
end
redis.call('PEXPIRE', KEYS[1], forget + maxLockMs)
return failures`;

/** hono-rate-limiter's count: the first hit sets the expiry, which is the window. */
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}`;

/** Redis keeps a key a little past its window, so a clock a little ahead still finds it. */
const SLACK_MS = 60_000;

export function redisLimits(
  redis: Redis,
  prefix: string,
  log: (m: string) => void = console.error,
): LimitStore {
  const keyOf = (name: string, key: string) => `${prefix}limit:${name}:${key}`;
  let down = false;
  /** Redis, or this node's memory while Redis fails (logged once per outage). */
  const orLocal = async <T>(shared: () => Promise<T>, local: () => T): Promise<T> => {
    try {
      const value = await shared();
      if (down) log('[limits] Redis kembali: batas percobaan dihitung bersama lagi.');
      down = false;
      return value;
    } catch (e) {
      if (!down)
        log(
          `[limits] Redis tidak terjangkau (${(e as Error).message}): batas percobaan dihitung per node.`,
        );
      down = true;
      return local();
    }
  };
  return {
    shared: true,
    counter(name, limit, windowMs): Counter {
      const local = new WindowCounter(limit, windowMs);
      return {
        wait: (key, now) =>
          orLocal(
            async () => {
              const [count, resetAt] = await redis.hmget(keyOf(name, key), 'c', 'r');
              const reset = Number(resetAt ?? 0);
              if (reset <= now) return 0;
              return Number(count ?? 0) >= limit ? reset - now : 0;
            },
            () => local.wait(key, now),
          ),
        add: (key, now) =>
          orLocal(
            async () => {
              await redis.eval(ADD, 1, keyOf(name, key), now, windowMs, windowMs + SLACK_MS);
            },
            () => local.add(key, now),
          ),
        clear: (key) =>
          orLocal(
            async () => {
              await redis.del(keyOf(name, key));
            },
            () => local.clear(key),
          ),
      };
    },
    locks(name, accountMax, lockMs, maxLockMs): Locks {
      const local = new AccountLocks(accountMax, lockMs, maxLockMs);
      return {
        wait: (key, now) =>
          orLocal(
            async () => {
              const until = Number((await redis.hget(keyOf(name, key), 'u')) ?? 0);
              return until > now ? until - now : 0;
            },
            () => local.wait(key, now),
          ),
        fail: (key, now) =>
          orLocal(
            async () => {
              await redis.eval(
                FAIL,
                1,
                keyOf(name, key),
                now,
                accountMax,
                lockMs,
                maxLockMs,
                FORGET_FAILURES,
              );
            },
            () => local.fail(key, now),
          ),
        clear: (key) =>
          orLocal(
            async () => {
              await redis.del(keyOf(name, key));
            },
            () => local.clear(key),
          ),
      };
    },
    rateStore<E extends Env>(name: string): Store<E> {
      let windowMs = 60_000;
      const k = (key: string) => `${prefix}rate:${name}:${key}`;
      // This node's own count while Redis fails.
      const local = new Map<string, { hits: number; reset: number }>();
      const localHit = (key: string) => {
        const now = Date.now();
        let hit = local.get(key);
        if (!hit || hit.reset <= now) {
          if (local.size >= 50_000) local.clear();
          local.set(key, (hit = { hits: 0, reset: now + windowMs }));
        }
        hit.hits += 1;
        return { totalHits: hit.hits, resetTime: new Date(hit.reset) };
      };
      return {
        localKeys: false,
        prefix: `${prefix}rate:${name}:`,
        init(options) {
          windowMs = options.windowMs;
        },
        get: (key) =>
          orLocal(
            async () => {
              const [hits, ttl] = await Promise.all([redis.get(k(key)), redis.pttl(k(key))]);
              if (hits === null) return undefined;
              const resetTime = new Date(Date.now() + Math.max(ttl, 0));
              return { totalHits: Number(hits), resetTime };
            },
            () => {
              const hit = local.get(key);
              return hit && { totalHits: hit.hits, resetTime: new Date(hit.reset) };
            },
          ),
        increment: (key) =>
          orLocal(
            async () => {
              const [hits, ttl] = (await redis.eval(INCREMENT, 1, k(key), windowMs)) as [
                number,
                number,
              ];
              return { totalHits: hits, resetTime: new Date(Date.now() + ttl) };
            },
            () => localHit(key),
          ),
        decrement: (key) =>
          orLocal(
            async () => {
              await redis.decr(k(key));
            },
            () => {
              const hit = local.get(key);
              if (hit) hit.hits = Math.max(0, hit.hits - 1);
            },
          ),
        resetKey: (key) =>
          orLocal(
            async () => {
              await redis.del(k(key));
            },
            () => void local.delete(key),
          ),
      };
    },
  };
}
