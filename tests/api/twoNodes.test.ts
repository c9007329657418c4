import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseUrlOf,
  dropDatabase,
  ensureDatabase,
  removeState,
  SERVED_BY,
  startCluster,
  type Cluster,
} from '../../scripts/cluster';
import { connectRedis } from '../../server/sharedState';
import { PDF } from '../helpers/sampleFiles';
import { DEMO_PASSWORD, freePort, tempDir, waitFor } from '../helpers/serverProcess';

/**
 * Issue 28 item 6: the layout of `npm run cluster:demo` for real (scripts/cluster.ts): two API
 * node processes behind haproxy, on one PostgreSQL database, the local S3 server and Redis.
 * A session opened through the proxy is good on both nodes, evidence uploaded on one node is
 * served by the other, failed logins on either node count in one count, and a setting written
 * on one node reaches the other through Redis.
 *
 * The nodes keep their settings for an hour (SETTINGS_CACHE_MS): what the other node shows
 * after a write can only have come over Redis, however slow the machine is. The deadlines below
 * only end a test that would otherwise wait forever.
 *
 * Needs PostgreSQL (DATABASE_URL or TEST_PG_URL, else 127.0.0.1:5432), Redis (TEST_REDIS_URL,
 * else 127.0.0.1:6379) and haproxy (`apt-get install -y haproxy`; .ci/run installs it). Without
 * any of them it fails, it never skips.
 */
const ADMIN_URL =
  process.env.TEST_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `iid-test:${randomUUID()}:`;
const DB_NAME = `two_nodes_${randomBytes(6).toString('hex')}`;
/** Longer than the whole file takes: only the bus can make a node forget its copy. */
const SETTINGS_CACHE_MS = 60 * 60_000;
/** Default login limits: a username is locked after its fifth failure from any address. */
const ACCOUNT_MAX = 5;
/** Each test's deadline: a few requests, one argon2 check per login, on a machine of any speed. */
const TEST_MS = 180_000;

let cluster: Cluster;
let stateDir: string;
let created = false;

beforeAll(async () => {
  stateDir = tempDir('iid-two-nodes-');
  created = await ensureDatabase(ADMIN_URL, DB_NAME);
  const [proxyPort, p1, p2] = [await freePort(), await freePort(), await freePort()];
  cluster = await startCluster({
    databaseUrl: databaseUrlOf(ADMIN_URL, DB_NAME),
    redisUrl: REDIS_URL,
    redisPrefix: PREFIX,
    jwtSecret: randomBytes(48).toString('base64url'),
    proxyPort,
    nodePorts: [p1, p2],
    s3Port: 0,
    stateDir,
    nodeEnv: { SETTINGS_CACHE_MS: String(SETTINGS_CACHE_MS) },
  });
}, 900_000);

afterAll(async () => {
  await cluster?.stop();
  if (created) await dropDatabase(ADMIN_URL, DB_NAME);
  if (stateDir) removeState(stateDir);
  const redis = await connectRedis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    (redis as Redis).disconnect();
  }
}, 120_000);

const json = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});
const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });

async function login(base: string, username: string, password = DEMO_PASSWORD) {
  const res = await fetch(`${base}/api/login`, json('POST', { username, password }));
  const body = (await res.json()) as { data?: { token: string } };
  return { status: res.status, token: body.data?.token };
}

async function getJson<T>(url: string, token: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url, bearer(token));
  return { status: res.status, body: (await res.json()) as T };
}

describe('two API nodes behind haproxy', () => {
  it(
    'spreads requests over both nodes',
    async () => {
      const servedBy = new Set<string | null>();
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${cluster.proxyUrl}/api/app_settings`);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        servedBy.add(res.headers.get(SERVED_BY));
      }
      expect([...servedBy].sort()).toEqual(['node1', 'node2']);
    },
    TEST_MS,
  );

  it(
    'serves evidence uploaded on one node from the other, after a login through the proxy',
    async () => {
      const { status, token } = await login(cluster.proxyUrl, 'pemda');
      expect(status).toBe(200);
      const [node1, node2] = cluster.nodes;
      // One session, whichever node issued it.
      for (const node of cluster.nodes)
        expect((await fetch(`${node.url}/api/me`, bearer(token!))).status).toBe(200);

      const form = new FormData();
      form.append('file', new Blob([PDF as Uint8Array<ArrayBuffer>]), 'Bukti-Perbup.pdf');
      const up = await fetch(`${node1.url}/api/media/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(up.status).toBe(201);
      const { data } = (await up.json()) as { data: { file_url: string } };

      const down = await fetch(`${node2.url}${data.file_url}`, bearer(token!));
      expect(down.status).toBe(200);
      expect(down.headers.get('content-type')).toBe('application/pdf');
      expect(new Uint8Array(await down.arrayBuffer())).toEqual(PDF);
      // The bytes went to the bucket, not to node1's disk.
      const localUploads = join(stateDir, 'node1', 'uploads');
      expect(existsSync(localUploads) ? readdirSync(localUploads) : []).toEqual([]);
    },
    TEST_MS,
  );

  it(
    'counts failed logins on both nodes in one count',
    async () => {
      const [node1, node2] = cluster.nodes;
      // Alternating nodes: three failures on node1 and two on node2, five in all.
      const statuses: number[] = [];
      for (let i = 0; i < ACCOUNT_MAX; i++) {
        const node = i % 2 === 0 ? node1 : node2;
        statuses.push((await login(node.url, 'opd', 'bukan-sandinya')).status);
      }
      expect(statuses).toEqual(Array(ACCOUNT_MAX).fill(401));
      // The next attempt is refused on either node, and through the proxy, right password or not:
      // each node alone has seen fewer than five failures.
      for (const base of [node2.url, node1.url, cluster.proxyUrl]) {
        const res = await fetch(
          `${base}/api/login`,
          json('POST', { username: 'opd', password: DEMO_PASSWORD }),
        );
        expect(res.status).toBe(429);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    },
    TEST_MS,
  );

  it(
    'shows a setting written on one node on the other at once',
    async () => {
      const [node1, node2] = cluster.nodes;
      const { token } = await login(cluster.proxyUrl, 'superadmin');
      type Years = { data: { tahun: number }[] };
      const years = async (base: string) => {
        const res = await getJson<Years>(`${base}/api/recount`, token!);
        expect(res.status).toBe(200);
        return res.body.data.map((y) => y.tahun);
      };
      // Both nodes read (and keep) the settings: the running period is not 2031.
      for (const node of cluster.nodes) expect(await years(node.url)).not.toContain(2031);

      const list = await getJson<{ data: { id: number; name: string }[] }>(
        `${node1.url}/api/crud/app_settings?per_page=100`,
        token!,
      );
      const setting = list.body.data.find((s) => s.name === 'tahun_aktif')!;
      const put = await fetch(
        `${node1.url}/api/crud/app_settings/${setting.id}`,
        json('PUT', { setting_value: '2031' }, token),
      );
      expect(put.status).toBe(200);

      await waitFor(
        async () => (await years(node2.url)).includes(2031),
        'node2 sees 2031',
        120_000,
      );

      // node2 answers from its copy: a change made in SQL, which tells no node, stays unseen. So
      // 2031 above came over Redis, not from the database on a cache miss.
      const client = new pg.Client({ connectionString: databaseUrlOf(ADMIN_URL, DB_NAME) });
      await client.connect();
      try {
        await client.query(
          `update app_settings set setting_value = '2032' where name = 'tahun_aktif'`,
        );
      } finally {
        await client.end();
      }
      const seen = await years(node2.url);
      expect(seen).toContain(2031);
      expect(seen).not.toContain(2032);
    },
    TEST_MS,
  );
  it(
    // Last: its connections (a HEAD, PATCHes of 100 kB) stay out of the other tests' way.
    'resumes a resumable (tus) upload started on one node on the other',
    async () => {
      const { token } = await login(cluster.proxyUrl, 'pemda');
      const [node1, node2] = cluster.nodes;
      const file = new Uint8Array(200_000).fill(0x20);
      file.set(PDF);
      file[PDF.byteLength] = 0x25; // '%': the padding is a PDF comment
      const half = 100_000;
      const tus = (extra: Record<string, string>) => ({
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        ...extra,
      });
      const created = await fetch(`${node1.url}/api/uploads`, {
        method: 'POST',
        headers: tus({
          'upload-length': String(file.byteLength),
          'upload-metadata': `filename ${Buffer.from('Bukti.pdf').toString('base64')}`,
        }),
      });
      expect(created.status).toBe(201);
      const url = created.headers.get('location')!;
      const octets = { 'content-type': 'application/offset+octet-stream' };
      const first = await fetch(`${node1.url}${url}`, {
        method: 'PATCH',
        headers: tus({ ...octets, 'upload-offset': '0' }),
        body: file.slice(0, half),
      });
      expect(first.status).toBe(204);

      // node1 is gone for this client: node2 tells where it stands and takes the rest.
      const head = await fetch(`${node2.url}${url}`, { method: 'HEAD', headers: tus({}) });
      expect(head.headers.get('upload-offset')).toBe(String(half));
      const rest = await fetch(`${node2.url}${url}`, {
        method: 'PATCH',
        headers: tus({ ...octets, 'upload-offset': String(half) }),
        body: file.slice(half),
      });
      expect(rest.status).toBe(204);

      const done = await getJson<{ data: { file_url: string; size: number } }>(
        `${node1.url}${url}`,
        token!,
      );
      expect(done.status).toBe(200);
      expect(done.body.data.size).toBe(file.byteLength);
      const down = await fetch(`${node2.url}${done.body.data.file_url}`, bearer(token!));
      expect(new Uint8Array(await down.arrayBuffer())).toEqual(file);
    },
    TEST_MS,
  );
});
