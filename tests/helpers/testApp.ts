import type { Hono } from 'hono';
import { inject } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApp } from '../../server/app';
import type { LoginLimit } from '../../server/platform/auth/loginLimits';
import { createTokenService } from '../../server/platform/auth/tokens';
import { createUserCache } from '../../server/platform/auth/userCache';
import type { AppDeps, Clock } from '../../server/platform/http/context';
import { profil_pemda } from '../../server/platform/db/schema';
import { seed } from '../../server/seed';
import type { SharedState } from '../../server/sharedState';
import { memoryStorage, type Storage } from '../../server/platform/storage/storage';
import { openFromTemplate, restoreFiles, type DbTemplate } from './dbTemplate';
import { openFreshDb, type FreshDb } from './freshDb';

export const DEMO_PASSWORD = 'Demo#2026';
/** The tokens' signing secret in tests (a test forging a token signs with it). */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret!!';

/**
 * The real app over a fresh database (in-memory PGlite, or a new PostgreSQL database when
 * DATABASE_URL is set), migrated and seeded with the demo data. One per test file.
 */
export async function createTestApp(
  opts: {
    demo?: boolean;
    loginLimit?: LoginLimit;
    appUrl?: string;
    /** Upload rate and daily volume per account (server/features/media/services/mediaQuota.ts). */
    uploadLimits?: AppDeps['uploadLimits'];
    openDataLimits?: AppDeps['openDataLimits'];
    /** The proxies whose X-Forwarded-For names the client (TRUST_PROXY). */
    trustProxy?: AppDeps['trustProxy'];
    /** Serves a front end beside the API, as the real server does (server/platform/http/frontend.ts). */
    frontend?: Hono;
    /** Where uploads go; default in memory. */
    storage?: Storage;
    /** Where unfinished resumable (tus) uploads go; default a temporary folder. */
    resumable?: AppDeps['resumable'];
    /**
     * Where the seed stores the demo's files (evidence, guides); default `storage`, so they
     * download. A test of a storage driver itself keeps them apart.
     */
    seedStorage?: Storage;
    /** A PostgreSQL server to create the test's database on; default DATABASE_URL or PGlite. */
    databaseUrl?: string;
    /** Limits and cache bus shared with other nodes (server/sharedState.ts); default none. */
    shared?: Pick<SharedState, 'limits' | 'bus'>;
    /** The lock of resumable uploads shared with other nodes (Redis); default the process's. */
    uploadLocker?: AppDeps['uploadLocker'];
  } = {},
) {
  const url = opts.databaseUrl ?? process.env.DATABASE_URL;
  // The seed stores the demo's files where the app reads them.
  const storage = opts.storage ?? memoryStorage();
  const template = seededTemplate(url, opts.demo ?? true);
  let handle: FreshDb;
  if (template) {
    handle = await openFromTemplate(template);
    await restoreFiles(template.dir, opts.seedStorage ?? storage);
  } else {
    handle = await openFreshDb('test', url);
    await seed(handle.db, {
      demo: opts.demo ?? true,
      adminPassword: DEMO_PASSWORD,
      storage: opts.seedStorage ?? storage,
    });
  }
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
  const tokens = createTokenService(TEST_JWT_SECRET, 120, () => clock.now());
  const deps = {
    db: handle.db,
    storage,
    resumable: opts.resumable,
    uploadLocker: opts.uploadLocker,
    clock,
    tokens,
    userCache: createUserCache(5_000, () => clock.now().getTime(), opts.shared?.bus),
    limits: opts.shared?.limits,
    loginLimit: opts.loginLimit,
    appUrl: opts.appUrl,
    uploadLimits: opts.uploadLimits,
    openDataLimits: opts.openDataLimits,
    trustProxy: opts.trustProxy,

    pool: handle.pool,
  };
  const app = createApp(deps, { frontend: opts.frontend });
  const tokenCache = new Map<string, string>();

  async function tokenFor(username: string): Promise<string> {
    const cached = tokenCache.get(username);
    if (cached) return cached;
    const res = await app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    const body = (await res.json()) as { data?: { token: string } };
    if (!body.data) throw new Error(`login failed for ${username}: ${res.status}`);
    tokenCache.set(username, body.data.token);
    return body.data.token;
  }

  /** A request as `username` (or anonymous), JSON in and out. */
  async function call(
    method: string,
    path: string,
    init: { as?: string; body?: unknown; raw?: string } = {},
  ) {
    const headers: Record<string, string> = {};
    if (init.as) headers.authorization = `Bearer ${await tokenFor(init.as)}`;
    if (init.body !== undefined || init.raw !== undefined)
      headers['content-type'] = 'application/json';
    const res = await app.request(path, {
      method,
      headers,
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
    const text = await res.text();
    let json: any = null; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, body: json };
  }

  return {
    app,
    db: handle.db,
    deps,
    tokenFor,
    call,
    /** Moves the app's clock forward (token expiry tests). */
    advance(ms: number) {
      offsetMs += ms;
    },
    close: () => handle.drop(),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The region profile of a demo account's own region (pemda's profile, for example). */
export async function ownProfilId(t: TestApp, as: string): Promise<number> {
  const me = await t.call('GET', '/api/me', { as });
  const [row] = await t.db
    .select({ id: profil_pemda.id })
    .from(profil_pemda)
    .where(eq(profil_pemda.m_daerah_id, me.body.data.m_daerah_id));
  return row!.id;
}

/**
 * The run's seeded template (tests/helpers/dbTemplate.ts) when it holds what this app would
 * seed: the demo data with DEMO_PASSWORD, on the same database server. Null outside vitest.
 */
function seededTemplate(url: string | undefined, demo: boolean): DbTemplate | null {
  if (!demo) return null;
  let template: DbTemplate | null = null;
  try {
    template = inject('dbTemplate') ?? null;
  } catch {
    return null;
  }
  if (!template || template.password !== DEMO_PASSWORD) return null;
  return (template.url ?? undefined) === url ? template : null;
}
