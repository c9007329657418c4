import { count } from 'drizzle-orm';
import { createTokenService } from './platform/auth/tokens';
import { createUserCache } from './platform/auth/userCache';
import type { AppDeps } from './platform/http/context';
import { openDb, type DbHandle } from './platform/db/client';
import { runMigrations, withMigrationLock } from './platform/db/migrate';
import { m_daerah } from './platform/db/schema';
import { seed } from './seed';
import { recountStaleVerifiedYears } from './features/scoring/services/indexUpgrade';
import type { Env } from './platform/runtime/env';
import { connectCaches, openSharedState, type SharedState } from './sharedState';
import type { CacheBus } from './platform/cache/cacheBus';
import { joinBuses } from './platform/cache/portBus';
import { followIndexStamp, noteChanges } from './platform/cache/dashboardCache';
import { EVERYTHING } from './platform/cache/changeScope';
import { setSettingsTtl } from './platform/cache/settingsCache';
import { storageFromEnv } from './platform/storage/storageEnv';
import { resumableFromEnv } from './platform/storage/resumable';
import { resolve } from 'node:path';
import { trustedProxies } from './platform/http/clientAddress';

/** Opens the database, applies migrations, seeds an empty database, and wires the deps. */
/**
 * How long a process trusts its copy of an account and a session (docs/api.md, "When a
 * revocation takes effect"). A logout, a revocation, a password change or a disabled account
 * clears it at once in the process that did it, and with Redis on every node: only processes
 * that nobody tells (WORKERS > 1 without REDIS_URL) need the short bound. Near the deadline a
 * session writes every few seconds: with 5 s everywhere, every other save read the account and
 * the session again (docs/performance.md, "Deadline surge, third round").
 */
export const userCacheTtl = (workers: number, bus: boolean) =>
  bus || workers === 1 ? 60_000 : 5_000;

export async function boot(env: Env, log: (m: string) => void = console.log, thread?: CacheBus) {
  setSettingsTtl(env.SETTINGS_CACHE_MS);
  const handle: DbHandle = await openDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : resolve(env.DATA_DIR),
    lanes: thread ? 'reads' : 'all',
    parallelWorkers: env.DB_PARALLEL_WORKERS,
  });
  // The demo's files are seeded into the storage the server reads them from.
  const storage = storageFromEnv(env);
  // Several nodes starting together on one PostgreSQL take turns here (an advisory lock): the
  // first migrates and seeds, the others find it done.
  let recounted = false;
  const seeded = await withMigrationLock(handle, async () => {
    await runMigrations(handle);
    const [row] = await handle.db.select({ n: count() }).from(m_daerah);
    if (Number(row?.n ?? 0) !== 0) {
      const years = await recountStaleVerifiedYears(handle.db);
      if (years.length > 0) {
        recounted = true;
        log(`Indeks terverifikasi dihitung ulang untuk tahun ${years.join(', ')}`);
      }
      return false;
    }
    log('Basis data kosong: mengisi data awal...');
    await seed(handle.db, {
      demo: env.SEED_DEMO === '1',
      adminPassword: env.ADMIN_PASSWORD,
      storage,
      log,
    });
    return true;
  }).catch(async (e: unknown) => {
    await handle.close();
    throw e;
  });
  // Redis (REDIS_URL): limits shared by every API node, caches told of the others' changes.
  const shared = await openSharedState(env.REDIS_URL, env.REDIS_PREFIX).catch(async (e) => {
    await handle.close();
    throw e;
  });
  // The write thread's changes reach this thread's caches, and through Redis the other nodes.
  const bus = shared.bus && thread ? joinBuses(shared.bus, thread) : (shared.bus ?? thread);
  if (bus) connectCaches(handle.db, bus);
  // Without a bus, the workers of one server tell each other nothing: their kept answers follow
  // the index stamp in the database (platform/cache/dashboardCache.ts).
  if (!shared.bus && env.WORKERS > 1) followIndexStamp(handle.db);
  // A recount here wrote outside any request: the nodes already serving drop their answers.
  if (recounted) noteChanges(handle.db, EVERYTHING);
  const deps = appDeps(env, handle, shared, bus);
  return { handle, deps, seeded, shared };
}

/**
 * What the app is given: the database, the storage, the tokens, the caches of accounts and the
 * limits. `bus`: where the account cache tells the others (Redis between nodes, the port between
 * the main and the write thread); the short trust bound applies only to processes nobody tells.
 */
export function appDeps(
  env: Env,
  handle: DbHandle,
  shared: SharedState,
  bus: CacheBus | undefined,
): AppDeps {
  const clock = { now: () => new Date() };
  const storage = storageFromEnv(env);
  return {
    db: handle.db,
    storage,
    resumable: resumableFromEnv(env, storage),
    uploadLocker: shared.locker,
    clock,
    tokens: createTokenService(env.JWT_SECRET, env.TOKEN_TTL_MINUTES, clock.now),
    // With REDIS_URL the other processes tell this one (the write thread through its main thread).
    userCache: createUserCache(userCacheTtl(env.WORKERS, !!env.REDIS_URL), () => Date.now(), bus),
    limits: shared.limits,
    appUrl: env.APP_URL,
    trustProxy: env.TRUST_PROXY.length ? trustedProxies(env.TRUST_PROXY) : null,
    pool: handle.pool,
  };
}
