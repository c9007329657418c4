import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptFirst } from '../../server/platform/http/keptAnswers';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';

/**
 * Issue 40 item 3: a dashboard read again while unchanged is answered from its kept bytes before
 * the framework (server/platform/http/keptAnswers.ts), over a real Node server as main.ts builds
 * it. What a client sees must not differ from the whole way: the same body and headers, the
 * same refusal after signing out, and its own write at once.
 */
let t: TestApp;
let server: Server;
let base = '';
/** Requests that reached the app (the whole way), counted. */
let reachedApp = 0;

beforeAll(async () => {
  t = await createTestApp();
  server = createAdaptorServer({
    fetch: (req, bindings) => {
      reachedApp++;
      return t.app.fetch(req, bindings);
    },
    createServer: keptFirst(
      () => t.deps,
      () => false,
    ),
  }) as Server;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await t?.close();
});

const VARYING = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);
const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !VARYING.has(name)).sort());

async function get(path: string, token: string, extra: Record<string, string> = {}) {
  const before = reachedApp;
  const res = await fetch(base + path, { headers: { authorization: `Bearer ${token}`, ...extra } });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body, whole: reachedApp > before };
}

describe('kept dashboards answered from their bytes', () => {
  it('answers a second read without the framework, with the same body and headers', async () => {
    const token = await t.tokenFor('superadmin');
    const path = '/api/dashboard/iga?tahun=2026';
    const first = await get(path, token);
    expect(first.res.status).toBe(200);
    expect(first.whole).toBe(true);
    const second = await get(path, token);
    expect(second.whole).toBe(false);
    expect(second.res.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(headersOf(second.res)).toEqual(headersOf(first.res));
    expect(second.res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(second.body.toString()).data.tahun).toBe(2026);
  });

  it('gives the compressed form the whole way gives, and another account its own first read', async () => {
    const token = await t.tokenFor('admin');
    const path = '/api/dashboard/iga?tahun=2026';
    const br = { 'accept-encoding': 'gzip, br' };
    // fetch decompresses: the headers are what is compared, the body after decoding.
    const first = await get(path, token, br);
    expect(first.whole).toBe(true);
    const second = await get(path, token, br);
    expect(second.whole).toBe(false);
    expect(headersOf(second.res)).toEqual(headersOf(first.res));
    expect(second.body.equals(first.body)).toBe(true);
    // The raw bytes on the wire are brotli of the same JSON.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get: httpGet }) =>
        httpGet(base + path, { headers: { authorization: `Bearer ${token}`, ...br } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject),
      );
    });
    expect(brotliDecompressSync(raw).equals(first.body)).toBe(true);
  });

  it('stops answering a signed-out token: 401, as the whole way', async () => {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'qc', password: 'Demo#2026' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const path = '/api/dashboard/qc?tahun=2026';
    await get(path, token);
    expect((await get(path, token)).whole).toBe(false);
    const out = await fetch(`${base}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.status).toBe(200);
    const after = await get(path, token);
    expect(after.res.status).toBe(401);
    expect(after.whole).toBe(true);
  });

  it('shows a region its own write at once, then keeps the new answer', async () => {
    const token = await t.tokenFor('pemda');
    const profil = await ownProfilId(t, 'pemda');
    const path = '/api/dashboard/pemda?tahun=2026';
    const before = await get(path, token);
    expect(before.res.status).toBe(200);
    expect((await get(path, token)).whole).toBe(false);
    const { rows } = (await t.db.execute(sql`
      select i.id, min(s.id) as skala_id from iga_indikator i
      join iga_skala s on s.iga_indikator_id = i.id and s.mulai_dari is null
      where i.tipe = 'P' and i.jenis = 'H'
        and i.tahun = (select max(tahun) from iga_indikator where tahun <= 2026)
      group by i.id order by i.id limit 1`)) as unknown as {
      rows: { id: number; skala_id: number }[];
    };
    t.advance(1_000);
    const saved = await fetch(`${base}/api/daerah/${profil}/indikator`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        tahun: 2026,
        jawaban: [{ indikator_id: Number(rows[0]!.id), skala_id: Number(rows[0]!.skala_id) }],
      }),
    });
    expect(saved.status).toBe(200);
    const after = await get(path, token);
    expect(after.whole).toBe(true);
    const was = JSON.parse(before.body.toString()).data;
    const now = JSON.parse(after.body.toString()).data;
    expect(now.dihitung_pada).not.toBe(was.dihitung_pada);
    const again = await get(path, token);
    expect(again.whole).toBe(false);
    expect(again.body.equals(after.body)).toBe(true);
  });
});
