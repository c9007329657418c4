/**
 * Issue 28 items 3 and 4: the load balancer's probes (`/api/healthz`, `/api/readyz`), one JSON
 * log line per request with its id, and `/api/metrics` (staff, or a scrape from loopback).
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { AppDeps } from '../../server/platform/http/context';
import { createLogger } from '../../server/platform/runtime/logger';
import type { Storage } from '../../server/platform/storage/storage';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let app: ReturnType<typeof createApp>;
let deps: AppDeps;
const lines: Record<string, unknown>[] = [];
let draining = false;

beforeAll(async () => {
  t = await createTestApp();
  const logger = createLogger('info', { write: (line) => void lines.push(JSON.parse(line)) });
  deps = { ...t.deps, logger, metrics: undefined, draining: () => draining };
  app = createApp(deps);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function get(path: string, headers: Record<string, string> = {}, on = app) {
  const res = await on.request(path, { headers });
  return { res, text: await res.text() };
}

const bearer = async (as: string) => ({ authorization: `Bearer ${await t.tokenFor(as)}` });

describe('probes', () => {
  it('GET /api/healthz answers 200 without a login', async () => {
    const { res, text } = await get('/api/healthz');
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ status: 1, data: { uptime_s: expect.any(Number) } });
  });

  it('GET /api/readyz answers 200 when the database, the migrations and the storage are there', async () => {
    const { res, text } = await get('/api/readyz');
    expect(res.status).toBe(200);
    expect(JSON.parse(text).data).toEqual({
      database: 'ok',
      migrations: 'ok',
      storage: 'ok',
      stopping: false,
    });
  });

  it('GET /api/readyz answers 503 when the storage cannot be reached', async () => {
    const broken: Storage = {
      ...t.deps.storage,
      ping: () => Promise.reject(new Error('bucket gone')),
    };
    const other = createApp({ ...deps, storage: broken });
    const { res, text } = await get('/api/readyz', {}, other);
    expect(res.status).toBe(503);
    expect(JSON.parse(text)).toMatchObject({
      status: 0,
      message: expect.stringContaining('belum siap'),
      data: { database: 'ok', storage: 'gagal' },
    });
  });

  it('GET /api/readyz answers 503 while a migration is not applied', async () => {
    const removed = await t.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations) RETURNING hash, created_at`,
    );
    const [row] = (removed as unknown as { rows: { hash: string; created_at: string }[] }).rows;
    try {
      const { res, text } = await get('/api/readyz');
      expect(res.status).toBe(503);
      expect(JSON.parse(text).data).toMatchObject({ database: 'ok', migrations: 'belum' });
    } finally {
      await t.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await get('/api/readyz')).res.status).toBe(200);
  });

  it('GET /api/readyz answers 503 once the process is stopping', async () => {
    draining = true;
    try {
      const { res, text } = await get('/api/readyz');
      expect(res.status).toBe(503);
      expect(JSON.parse(text).data.stopping).toBe(true);
    } finally {
      draining = false;
    }
  });
});

describe('request log and id', () => {
  it('writes one line per request: id, account, declared route, status, duration', async () => {
    lines.length = 0;
    const { res } = await get('/api/crud/help_faq/1', await bearer('superadmin'));
    const me = (await t.call('GET', '/api/me', { as: 'superadmin' })).body.data;
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      route: '/api/crud/:resource/:id',
      status: res.status,
      account: me.id,
      reqId: res.headers.get('x-request-id'),
    });
    expect(typeof line.ms).toBe('number');
    expect(JSON.stringify(line)).not.toContain('help_faq/1');
  });

  it('an anonymous request is logged with no account, a refusal with its status', async () => {
    lines.length = 0;
    const { res } = await get('/api/me');
    expect(res.status).toBe(401);
    expect(lines).toEqual([
      expect.objectContaining({ account: null, route: '/api/me', status: 401 }),
    ]);
  });

  it('returns a fresh X-Request-Id, or the caller’s own when well-formed', async () => {
    const a = (await get('/api/healthz')).res.headers.get('x-request-id');
    const b = (await get('/api/healthz')).res.headers.get('x-request-id');
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(b).not.toBe(a);
    const mine = 'lb-7f3a9c21-0001';
    lines.length = 0;
    const own = await get('/api/healthz', { 'x-request-id': mine });
    expect(own.res.headers.get('x-request-id')).toBe(mine);
    expect(lines[0]).toMatchObject({ reqId: mine });
    const bad = await get('/api/healthz', { 'x-request-id': 'no spaces <script>' });
    expect(bad.res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an unknown API path is logged under its catch-all, not its raw URL', async () => {
    lines.length = 0;
    const { res } = await get('/api/no-such-thing/12345');
    expect(res.status).toBe(404);
    expect(lines[0]).toMatchObject({ status: 404 });
    expect(String(lines[0]!.route)).not.toContain('12345');
  });
});

describe('GET /api/metrics', () => {
  it('refuses an anonymous caller from elsewhere (401) and a non-staff account (403)', async () => {
    expect((await get('/api/metrics')).res.status).toBe(401);
    expect((await get('/api/metrics', await bearer('pemda'))).res.status).toBe(403);
    expect((await get('/api/metrics', await bearer('verifikator'))).res.status).toBe(403);
  });

  it('gives staff the request counts and latencies per route, caches and queues', async () => {
    await get('/api/healthz');
    await get('/api/content');
    await get('/api/content');
    const { res, text } = await get('/api/metrics', await bearer('admin'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(text).toMatch(
      /iid_http_requests_total\{method="GET",route="\/api\/healthz",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /iid_http_request_duration_seconds_count\{method="GET",route="\/api\/healthz"\} [1-9]/,
    );
    expect(text).toMatch(/iid_cache_lookups_total\{cache="portal",result="hit"\} [1-9]/);
    expect(text).toMatch(/iid_cache_hit_ratio\{cache="settings"\} /);
    expect(text).toMatch(/iid_workflow_innovations\{state="dikirim"\} \d+/);
    expect(text).toMatch(/iid_outbox_pending \d+/);
    if (t.deps.pool) expect(text).toMatch(/iid_db_pool_connections\{state="total"\} [1-9]/);
  });

  it('counts the innovations waiting per workflow state as the database has them', async () => {
    const { text } = await get('/api/metrics', await bearer('superadmin'));
    const res = await t.db.execute(
      sql`SELECT count(*) AS n FROM nomor_registrasi n JOIN iga2020_inovasi i ON i.id = n.inovasi_id WHERE n.status_nomor = 0`,
    );
    const [row] = (res as unknown as { rows: { n: string | number }[] }).rows;
    expect(text).toContain(`iid_workflow_innovations{state="dikirim"} ${Number(row!.n)}`);
  });

  describe('over a real socket', () => {
    let server: ServerType;
    let base = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => {
        server = serve(
          { fetch: app.fetch, port: 0, hostname: '127.0.0.1' },
          (info: AddressInfo) => {
            base = `http://127.0.0.1:${info.port}`;
            resolve();
          },
        );
      });
    });
    afterAll(async () => {
      await new Promise((r) => server?.close(r));
    });

    it('answers a scrape from loopback without a login', async () => {
      const res = await fetch(`${base}/api/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('iid_http_requests_total');
    });

    it('but not one relayed by a proxy on this machine (X-Forwarded-For)', async () => {
      const res = await fetch(`${base}/api/metrics`, {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      await res.arrayBuffer();
      expect(res.status).toBe(401);
    });
  });
});
