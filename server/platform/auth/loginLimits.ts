/**
 * Counters behind the 429 answers of login, forgot-password and change-password (issue 21,
 * item 6), and the upload rate. They count in this process's memory by default; with REDIS_URL
 * set they count in Redis (server/platform/cache/redisLimits.ts), so several API nodes share one count.
 */

import type { Env } from 'hono';
import type { Store } from 'hono-rate-limiter';

/** The limits a deployment (or a test, with small values) sets through `deps.loginLimit`. */
export interface LoginLimit {
  /** Failed logins per client address and username within the window. */
  max: number;
  windowMs: number;
  /** Failed logins per client address over all usernames within the window; default 3 × max. */
  perAddressMax?: number;
  /** Failed logins of one username from any address before it is locked; default 5. */
  accountMax?: number;
  /** The first lock; each further failure doubles it. Default one minute. */
  lockMs?: number;
  /** The longest lock. Default one hour. */
  maxLockMs?: number;
}

export const DEFAULT_LOGIN_LIMIT: LoginLimit = { max: 10, windowMs: 15 * 60_000 };

/** Above this many keys, ended entries are swept before a new one is added. */
const MAX_KEYS = 50_000;

/** A refusal: which limit, and how many seconds until it lifts. */
export interface Refusal {
  limit: 'pair' | 'address' | 'account';
  retryAfter: number;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A value now, or once the shared store has answered. */
type Maybe<T> = T | Promise<T>;

/** Events per key in fixed windows: memory (WindowCounter) or Redis. */
export interface Counter {
  /** Milliseconds until the key may try again, or 0 when it may now. */
  wait(key: string, now: number): Maybe<number>;
  add(key: string, now: number): Maybe<void>;
  clear(key: string): Maybe<void>;
}

/** Failed attempts per username with doubling locks: memory (AccountLocks) or Redis. */
export interface Locks {
  wait(key: string, now: number): Maybe<number>;
  fail(key: string, now: number): Maybe<void>;
  clear(key: string): Maybe<void>;
}

/**
 * Where the limits count. Each counter has a name (`login:pair`, `forgot:address`…), so one
 * shared store keeps them apart.
 */
export interface LimitStore {
  readonly shared: boolean;
  counter(name: string, limit: number, windowMs: number): Counter;
  locks(name: string, accountMax: number, lockMs: number, maxLockMs: number): Locks;
  /** A store for hono-rate-limiter (the upload rate); undefined: its own memory store. */
  rateStore<E extends Env>(name: string): Store<E> | undefined;
}

/** Every limit in this process's memory: the default, and one process's whole truth. */
export const memoryLimits = (): LimitStore => ({
  shared: false,
  counter: (_name, limit, windowMs) => new WindowCounter(limit, windowMs),
  locks: (_name, accountMax, lockMs, maxLockMs) => new AccountLocks(accountMax, lockMs, maxLockMs),
  rateStore: () => undefined,
});

/** After a day without failures a username's count starts over (memory and Redis alike). */
export const FORGET_FAILURES = 24 * 60 * 60_000;

/** Counts events per key in fixed windows (the first event opens a window of `windowMs`). */
export class WindowCounter implements Counter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may now. */
  wait(key: string, now: number): number {
    const hit = this.hits.get(key);
    if (!hit || hit.resetAt <= now) return 0;
    return hit.count >= this.limit ? hit.resetAt - now : 0;
  }

  add(key: string, now: number): void {
    const hit = this.hits.get(key);
    if (hit && hit.resetAt > now) {
      hit.count += 1;
      return;
    }
    if (this.hits.size >= MAX_KEYS) {
      for (const [k, h] of this.hits) if (h.resetAt <= now) this.hits.delete(k);
      if (this.hits.size >= MAX_KEYS) this.hits.clear();
    }
    this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}

/**
 * Failed logins of one username from anywhere: after `accountMax` failures the username is locked
 * for `lockMs`, and every further failure (possible once a lock has run out) doubles the lock, up
 * to `maxLockMs`. Unknown usernames are counted alike, so a lock says nothing about existence.
 */
export class AccountLocks implements Locks {
  private readonly entries = new Map<
    string,
    { failures: number; lockedUntil: number; lastAt: number }
  >();
  constructor(
    private readonly accountMax: number,
    private readonly lockMs: number,
    private readonly maxLockMs: number,
  ) {}

  wait(key: string, now: number): number {
    const entry = this.entries.get(key);
    return entry && entry.lockedUntil > now ? entry.lockedUntil - now : 0;
  }

  fail(key: string, now: number): void {
    let entry = this.entries.get(key);
    if (!entry || now - entry.lastAt > FORGET_FAILURES) {
      if (this.entries.size >= MAX_KEYS) this.sweep(now);
      entry = { failures: 0, lockedUntil: 0, lastAt: now };
      this.entries.set(key, entry);
    }
    entry.failures += 1;
    entry.lastAt = now;
    const over = entry.failures - this.accountMax;
    if (over >= 0) {
      // 2^over without overflow: past 30 doublings every lock is the longest one anyway.
      const lock = Math.min(this.lockMs * 2 ** Math.min(over, 30), this.maxLockMs);
      entry.lockedUntil = now + lock;
    }
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private sweep(now: number): void {
    for (const [k, e] of this.entries) {
      if (now - e.lastAt > FORGET_FAILURES) this.entries.delete(k);
    }
    if (this.entries.size >= MAX_KEYS) this.entries.clear();
  }
}

/** The three login limits together: per address and username, per address, per username. */
export class LoginLimiter {
  private readonly pairs: Counter;
  private readonly addresses: Counter;
  private readonly accounts: Locks;

  constructor(limit: LoginLimit, store: LimitStore = memoryLimits()) {
    this.pairs = store.counter('login:pair', limit.max, limit.windowMs);
    this.addresses = store.counter(
      'login:address',
      limit.perAddressMax ?? 3 * limit.max,
      limit.windowMs,
    );
    this.accounts = store.locks(
      'login:account',
      limit.accountMax ?? 5,
      limit.lockMs ?? 60_000,
      limit.maxLockMs ?? 60 * 60_000,
    );
  }

  /** The longest wait that applies, or null when the attempt may go ahead. */
  async check(address: string, username: string, now: number): Promise<Refusal | null> {
    const waits: [Refusal['limit'], number][] = [
      ['pair', await this.pairs.wait(`${address}|${username}`, now)],
      ['address', await this.addresses.wait(address, now)],
      ['account', await this.accounts.wait(username, now)],
    ];
    const [limit, ms] = waits.reduce((a, b) => (b[1] > a[1] ? b : a));
    return ms > 0 ? { limit, retryAfter: seconds(ms) } : null;
  }

  async failed(address: string, username: string, now: number): Promise<void> {
    await this.pairs.add(`${address}|${username}`, now);
    await this.addresses.add(address, now);
    await this.accounts.fail(username, now);
  }

  /** A right password: this username starts over; the address keeps its other failures. */
  async succeeded(address: string, username: string): Promise<void> {
    await this.pairs.clear(`${address}|${username}`);
    await this.accounts.clear(username);
  }
}
