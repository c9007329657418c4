import type { Db } from '../db/client';
import type { OpenDataLimits } from '../../../domain/openData';
import type { LimitStore, LoginLimit } from '../auth/loginLimits';
import type { TokenService } from '../auth/tokens';
import type { LiveSession } from '../auth/sessions';
import type { AuthUser } from '../auth/users';
import type { Storage } from '../storage/storage';
import type { ResumableStore } from '../storage/resumable';
import type { Locker } from '@tus/server';
import type { UserCache } from '../auth/userCache';
import type pg from 'pg';
import type { BlockList } from 'node:net';
import type { Logger } from '../runtime/logger';
import type { Metrics } from '../runtime/metrics';
import type { Change } from '../cache/changeScope';

export interface Clock {
  now(): Date;
}

/** How much one account may upload (issue 21 finding 8); deps.uploadLimits overrides in tests. */
export interface UploadLimits {
  /** Uploads per window, counted per account (429 past it). */
  max: number;
  windowMs: number;
  /** Bytes per account over the last 24 hours, counted from the media rows (413 past it). */
  dailyBytes: number;
}

export interface AppDeps {
  db: Db;
  storage: Storage;
  /**
   * Where unfinished resumable (tus) uploads live (server/platform/storage/resumable.ts);
   * absent: a temporary folder of this process, made when the upload routes are mounted.
   */
  resumable?: ResumableStore;
  /**
   * The lock of each resumable upload: Redis with REDIS_URL, so two API nodes never write one
   * upload at once (server/platform/storage/redisLocker.ts); absent: this process's memory.
   */
  uploadLocker?: Locker;
  clock: Clock;
  tokens: TokenService;
  userCache: UserCache;
  /**
   * Failed logins allowed (per username+client, per client, per username) before 429; the same
   * `max` and window limit reset requests. Default: DEFAULT_LOGIN_LIMIT.
   */
  loginLimit?: LoginLimit;
  /** Public address for links in mails when the app setting `app_url` is empty. */
  appUrl?: string;
  /** Upload rate and daily volume per account (services/mediaQuota.ts UPLOAD_LIMITS). */
  uploadLimits?: Partial<UploadLimits>;
  /**
   * Where the login limits and the upload rate count: Redis with REDIS_URL (shared by every API
   * node, server/platform/cache/redisLimits.ts); absent: this process's memory.
   */
  limits?: LimitStore;
  /** Open data API calls per window, anonymous and per key (domain/openData.ts defaults). */
  openDataLimits?: Partial<OpenDataLimits>;

  /** The PostgreSQL pool (absent on PGlite): its use in GET /api/metrics. */
  pool?: pg.Pool;
  /** The JSON log (server/platform/runtime/logger.ts); createApp makes one at LOG_LEVEL when absent. */
  logger?: Logger;
  /** The Prometheus registry (server/platform/runtime/metrics.ts); createApp makes one when absent. */
  metrics?: Metrics;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client (server/platform/http/clientAddress.ts). */
  trustProxy?: BlockList | null;
  /** True once the process is stopping (SIGTERM): GET /api/readyz answers 503 meanwhile. */
  draining?: () => boolean;
}

/** Hono environment: what every handler finds in `c.var`. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    db: Db;
    /** The account of the bearer token, or null: what a public route reads, optionally. */
    user: AuthUser | null;
    /**
     * The account a logged-in access let through, never null: set by the access check of every
     * route declared for logged-in accounts (`requireAccess`, the crud engine's `authorize`),
     * which answers 401 without one. A public route reads `user`, never this
     * (tests/build/accessChecks.test.ts).
     */
    account: AuthUser;
    /** The session of the bearer token, beside `user`. */
    session: LiveSession | null;
    /**
     * What this write request declared it changes (server/platform/cache/declareChange.ts);
     * unset: it declared nothing, and every kept answer is dropped after it.
     */
    changes?: Change[];
  };
}
