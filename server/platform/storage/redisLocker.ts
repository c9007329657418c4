import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Redis } from 'ioredis';

/**
 * The lock of a resumable (tus) upload shared by every API node (REDIS_URL): each request that
 * reads or writes an upload holds it, so two nodes never write the same upload at once (a
 * client's PATCH through one node while its old, half-open PATCH still runs on another).
 *
 * It behaves as @tus/server's own MemoryLocker does within one process: a request that finds
 * the upload locked asks the holder to let go (the holder's request is ended after the
 * server's `lockDrainTimeout`), then waits for the lock, up to `acquireTimeoutMs`; past that it
 * fails with the library's ERR_LOCK_TIMEOUT (500, which clients retry). The ask goes to every
 * node over Redis pub/sub; the lock is a Redis key set only if absent, renewed while held, so
 * a node that stops while holding it frees it after `holdMs`.
 */
export interface RedisLockerOptions {
  /** How long a request waits for the lock. */
  acquireTimeoutMs?: number;
  /** How long the key outlives its last renewal (a stopped node's lock frees after this). */
  holdMs?: number;
  /** How often a waiting request tries again. */
  retryMs?: number;
}

/** Deletes the key only if it still holds this holder's token (not a later holder's). */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
/** Extends the key only while this holder has it. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A Locker over `redis`, asking holders to let go on `subscriber` (a connection in subscribe
 * mode; it may carry other channels, e.g. the cache bus's). Keys and the channel start with
 * `prefix` (REDIS_PREFIX).
 */
export function redisLocker(
  redis: Redis,
  subscriber: Redis,
  prefix: string,
  options: RedisLockerOptions = {},
): Locker & { ready: Promise<void> } {
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
  const holdMs = options.holdMs ?? 30_000;
  const retryMs = options.retryMs ?? 100;
  const channel = `${prefix}tus-lock`;
  const keyOf = (id: string) => `${prefix}tus-lock:${id}`;
  /** The locks this node holds, by upload id: how to ask each holder to let go. */
  const held = new Map<string, RequestRelease>();

  subscriber.on('message', (ch: string, id: string) => {
    if (ch !== channel) return;
    void Promise.resolve(held.get(id)?.()).catch(() => undefined);
  });
  const ready = subscriber.subscribe(channel).then(() => undefined);

  function newLock(id: string): Lock {
    const token = randomUUID();
    let renewal: NodeJS.Timeout | undefined;
    return {
      async lock(signal: AbortSignal, requestRelease: RequestRelease) {
        const deadline = Date.now() + acquireTimeoutMs;
        let askedAt = 0;
        for (;;) {
          if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
          if ((await redis.set(keyOf(id), token, 'PX', holdMs, 'NX')) === 'OK') break;
          // Asked again now and then: the holder may have changed hands meanwhile.
          if (Date.now() - askedAt >= 1_000) {
            askedAt = Date.now();
            await redis.publish(channel, id);
          }
          if (Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
          await sleep(retryMs);
        }
        held.set(id, requestRelease);
        renewal = setInterval(() => {
          redis.eval(RENEW, 1, keyOf(id), token, String(holdMs)).catch(() => undefined);
        }, holdMs / 3);
        renewal.unref();
      },
      async unlock() {
        clearInterval(renewal);
        held.delete(id);
        await redis.eval(RELEASE, 1, keyOf(id), token);
      },
    };
  }

  return { newLock, ready };
}
