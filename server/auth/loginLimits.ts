/**
 * Counters behind the 429 answers of login, forgot-password and change-password (issue 21,
 * item 6). They live in this process's memory: with WORKERS > 1 each process counts on its own,
 * so an attacker spread over the processes gets up to WORKERS times the attempts (docs/api.md).
 */

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

/** A username's failures are forgotten a day after its last one (or at a successful login). */
const FORGET_FAILURES_MS = 24 * 60 * 60_000;
/** Above this many keys, ended entries are swept before a new one is added. */
const MAX_KEYS = 50_000;

/** A refusal: which limit, and how many seconds until it lifts. */
export interface Refusal {
  limit: 'pair' | 'address' | 'account';
  retryAfter: number;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Counts events per key in fixed windows (the first event opens a window of `windowMs`). */
export class WindowCounter {
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
export class AccountLocks {
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
    if (!entry || now - entry.lastAt > FORGET_FAILURES_MS) {
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
      if (now - e.lastAt > FORGET_FAILURES_MS) this.entries.delete(k);
    }
    if (this.entries.size >= MAX_KEYS) this.entries.clear();
  }
}

/** The three login limits together: per address and username, per address, per username. */
export class LoginLimiter {
  private readonly pairs: WindowCounter;
  private readonly addresses: WindowCounter;
  private readonly accounts: AccountLocks;

  constructor(limit: LoginLimit) {
    this.pairs = new WindowCounter(limit.max, limit.windowMs);
    this.addresses = new WindowCounter(limit.perAddressMax ?? 3 * limit.max, limit.windowMs);
    this.accounts = new AccountLocks(
      limit.accountMax ?? 5,
      limit.lockMs ?? 60_000,
      limit.maxLockMs ?? 60 * 60_000,
    );
  }

  /** The longest wait that applies, or null when the attempt may go ahead. */
  check(address: string, username: string, now: number): Refusal | null {
    const waits: [Refusal['limit'], number][] = [
      ['pair', this.pairs.wait(`${address}|${username}`, now)],
      ['address', this.addresses.wait(address, now)],
      ['account', this.accounts.wait(username, now)],
    ];
    const [limit, ms] = waits.reduce((a, b) => (b[1] > a[1] ? b : a));
    return ms > 0 ? { limit, retryAfter: seconds(ms) } : null;
  }

  failed(address: string, username: string, now: number): void {
    this.pairs.add(`${address}|${username}`, now);
    this.addresses.add(address, now);
    this.accounts.fail(username, now);
  }

  /** A right password: this username starts over; the address keeps its other failures. */
  succeeded(address: string, username: string): void {
    this.pairs.clear(`${address}|${username}`);
    this.accounts.clear(username);
  }
}
