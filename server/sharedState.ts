import type { Locker } from '@tus/server';
import { Redis } from 'ioredis';
import { memoryLimits, type LimitStore } from './platform/auth/loginLimits';
import { bindBus, redisBus, type CacheBus } from './platform/cache/cacheBus';
import type { Db } from './platform/db/client';
import { redisLimits } from './platform/cache/redisLimits';
import { applyChanges, dropDashboards } from './platform/cache/dashboardCache';
import { EVERYTHING } from './platform/cache/changeScope';
import { dropPortal } from './platform/cache/publicCache';
import { dropSettings } from './platform/cache/settingsCache';
import { redisLocker } from './platform/storage/redisLocker';

/**
 * What several API nodes share besides the database and the object storage: where the limits
 * count, the bus that tells the other nodes to forget cached data, and the locks of resumable
 * uploads. With REDIS_URL all are Redis (docs/decisions.md "Several API nodes: Redis for
 * limits and cache invalidation"); without it, the process's memory, no bus and the upload
 * server's own lock, as with one node.
 */
export interface SharedState {
  limits: LimitStore;
  bus?: CacheBus;
  locker?: Locker;
  close(): Promise<void>;
}

/** Redis answers within this, or the command fails (and the limits count per node meanwhile). */
const COMMAND_TIMEOUT_MS = 2_000;

/** REDIS_URL is set but Redis does not answer: the start stops with this message. */
export class RedisUnreachableError extends Error {}

/** A connection to REDIS_URL; the start stops with a readable message when it is unreachable. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectionName: 'portal-inovasi',
  });
  // Without a listener ioredis prints every failed reconnection; the limits log the outage once.
  let cause: Error | undefined;
  redis.on('error', (e: Error) => (cause ??= e));
  try {
    await redis.connect();
    await redis.ping();
  } catch (e) {
    redis.disconnect();
    const where = url.replace(/\/\/[^@/]*@/, '//***@');
    throw new RedisUnreachableError(
      `Redis di ${where} tidak terjangkau (REDIS_URL): ${(cause ?? (e as Error)).message}\n` +
        `(Redis at ${where} is unreachable; start it, or unset REDIS_URL for a single node.)`,
    );
  }
  return redis;
}

export async function openSharedState(
  url: string | undefined,
  prefix: string,
  opts: { bus?: boolean } = {},
): Promise<SharedState> {
  if (!url) return { limits: memoryLimits(), close: async () => undefined };
  const redis = await connectRedis(url);
  // A subscribed connection runs no other command: the bus listens on a connection of its own.
  const subscriber = redis.duplicate();
  subscriber.on('error', () => undefined);
  // The write thread hears the other nodes through its main thread (`bus: false`).
  const bus = opts.bus === false ? undefined : redisBus(redis, subscriber, prefix);
  const locker = redisLocker(redis, subscriber, prefix);
  await Promise.all([bus?.ready, locker.ready]);
  return {
    limits: redisLimits(redis, prefix),
    bus,
    locker,
    async close() {
      subscriber.disconnect();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Connects the caches kept per database (settings, dashboards, public portal) to the bus: they publish their
 * own invalidations on it and drop their copy when another node publishes one.
 */
export function connectCaches(db: Db, bus: CacheBus): void {
  bindBus(db, bus);
  bus.subscribe((event) => {
    if (event.kind === 'settings' || event.kind === 'all') dropSettings(db);
    if (event.kind === 'dashboards' || event.kind === 'all') dropDashboards(db);
    if (event.kind === 'writes') applyChanges(db, EVERYTHING);
    if (event.kind === 'changes') applyChanges(db, event.changes);
    if (event.kind === 'portal' || event.kind === 'all') dropPortal(db);
  });
}
