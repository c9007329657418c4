import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { SECURITY_HEADERS } from '../../server/platform/http/securityHeaders';
import { frontendRoutes } from '../../server/platform/http/frontend';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * The app's edges as a client sees them over real HTTP (Node's `fetch` against the app served by
 * @hono/node-server): oversized bodies, compression, caching, the CSP of the app's HTML, and rich
 * text cleaned before it is stored.
 */
let t: TestApp;
let server: ServerType;
let base = '';
let dist = '';

const INDEX_HTML =
  '<!doctype html><html lang="id"><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>';
const ASSET_JS = `console.log(${JSON.stringify('portal '.repeat(2000))});`;

beforeAll(async () => {
  t = await createTestApp();
  // A built front end as `vite build` leaves it: each file also as .br and .gz.
  dist = mkdtempSync(join(tmpdir(), 'iid-dist-'));
  mkdirSync(join(dist, 'assets'));
  const put = (name: string, text: string) => {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  };
  put('index.html', INDEX_HTML);
  put('assets/index-AbC123.js', ASSET_JS);
  const app = createApp(t.deps, { frontend: frontendRoutes(dist) });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      base = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});

afterAll(async () => {
  await new Promise((r) => server?.close(r));
  rmSync(dist, { recursive: true, force: true });
  await t?.close();
});

const json = { 'content-type': 'application/json' };

/** A GET that keeps the bytes as sent (Node's fetch would decode them). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (b: Buffer) => chunks.push(b));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}
const bearer = async (as: string) => ({ authorization: `Bearer ${await t.tokenFor(as)}` });

describe('a body above the limit gets a readable 413, never a reset', () => {
  it('answers a 3 MB and a 12 MB JSON login with 413 {status: 0, message}', async () => {
    for (const mb of [3, 12]) {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: 'x'.repeat(mb * 1024 * 1024), password: 'y' }),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ status: 0, message: 'Ukuran data melebihi batas 2 MB.' });
    }
  });

  it('answers a body sent in chunks (no Content-Length) with 413 as well', async () => {
    const chunk = new Uint8Array(512 * 1024).fill(0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(`${base}/api/crud/news`, {
      method: 'POST',
      headers: { ...json, ...(await bearer('superadmin')) },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Ukuran data melebihi batas 2 MB.');
  });

  it('answers a 12 MB document upload with 413 and the size message on the file field', async () => {
    const me = (await t.call('GET', '/api/me', { as: 'pemda' })).body.data;
    const form = new FormData();
    form.append('indikator_id', '1');
    form.append('file', new Blob([new Uint8Array(12 * 1024 * 1024)]), 'besar.pdf');
    const res = await fetch(`${base}/api/daerah/${me.profil_id}/dokumen`, {
      method: 'POST',
      headers: await bearer('pemda'),
      body: form,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      status: 0,
      message: 'Ukuran berkas maksimal 10 MB',
      errors: { file: 'Ukuran berkas maksimal 10 MB' },
    });
  });

  it('answers an early 401 to a large body without resetting the connection', async () => {
    const res = await fetch(`${base}/api/crud/news`, {
      method: 'POST',
      headers: { ...json, authorization: 'Bearer not-a-token' },
      body: JSON.stringify({ title: 'x'.repeat(1_500_000) }),
    });
    expect(res.status).toBe(401);
    expect((await res.json()).status).toBe(0);
  });
});

describe('compressed, cacheable assets', () => {
  it('sends a hashed asset in brotli, else gzip, else plain; immutable, Vary: Accept-Encoding', async () => {
    const path = '/assets/index-AbC123.js';
    const br = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.body.length).toBeLessThan(ASSET_JS.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(ASSET_JS);

    const gz = await rawGet(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(ASSET_JS);

    const plain = await rawGet(path, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(ASSET_JS);
  });

  it('sends index.html as no-cache with the CSP, compressed, for / and deep links', async () => {
    for (const path of ['/', '/login', '/dashboard/daerah']) {
      const res = await rawGet(path, { 'accept-encoding': 'gzip, br' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.body).toString()).toBe(INDEX_HTML);
      const csp = res.headers['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toMatch(/img-src 'self'[^;]* https:\/\/maps\.googleapis\.com/);
      expect(csp).toMatch(/frame-src 'self' blob: https:\/\/www\.google\.com/);
      expect(csp).toContain("object-src 'none'");
    }
    const plain = await rawGet('/login', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(INDEX_HTML);
  });

  it('compresses API JSON above 1 KB, leaves small answers alone', async () => {
    const auth = await bearer('superadmin');
    const list = await rawGet('/api/crud/m_daerah?per_page=50', {
      ...auth,
      'accept-encoding': 'br, gzip',
    });
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toMatch(/accept-encoding/i);
    const plainLength = (
      await t.call('GET', '/api/crud/m_daerah?per_page=50', { as: 'superadmin' })
    ).body;
    expect(list.body.length).toBeLessThan(JSON.stringify(plainLength).length / 3);
    expect(JSON.parse(brotliDecompressSync(list.body).toString()).data).toHaveLength(50);

    const small = await rawGet('/api/crud/m_daerah?per_page=1', {
      ...auth,
      'accept-encoding': 'br, gzip',
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).data).toHaveLength(1);

    const gz = await rawGet('/api/crud/m_daerah?per_page=50', {
      ...auth,
      'accept-encoding': 'gzip',
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString()).data).toHaveLength(50);

    const none = await rawGet('/api/crud/m_daerah?per_page=50', auth);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body.toString()).data).toHaveLength(50);
  });
});

describe('the headers of every answer, over real HTTP', () => {
  it('carries the security headers, a request id, no-store with credentials and Vary', async () => {
    const auth = await bearer('superadmin');
    const list = await rawGet('/api/crud/m_daerah?per_page=2', auth);
    expect(list.status).toBe(200);
    for (const [name, value] of SECURITY_HEADERS) expect(list.headers[name]).toBe(value);
    expect(list.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.headers.vary).toMatch(/accept-encoding/i);
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(list.body.toString()).data).toHaveLength(2);

    const anonymous = await rawGet('/api/healthz', { 'x-request-id': 'lb-0123456789' });
    expect(anonymous.headers['x-request-id']).toBe('lb-0123456789');
    expect(anonymous.headers['cache-control']).toBeUndefined();
    expect(anonymous.headers['x-frame-options']).toBe('SAMEORIGIN');
    // A refusal carries them too.
    const refused = await rawGet('/api/crud/m_daerah', { authorization: 'Bearer rusak' });
    expect(refused.status).toBe(401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('keeps an answer’s own value: the embeddable badge and a page’s policy', async () => {
    const badge = await rawGet('/api/open/v1/lencana/99.99.svg', {});
    expect(badge.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(badge.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(badge.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(badge.headers['x-frame-options']).toBe('SAMEORIGIN');
    const page = await rawGet('/', {});
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('rich text is cleaned on the server when written', () => {
  const DIRTY =
    '<h2 onclick="steal()">Judul</h2><p style="text-align: center; position: fixed">Isi <strong>tebal</strong> ' +
    '<a href="javascript:alert(1)">tautan</a> <a href="https://example.org" target="_blank">aman</a></p>' +
    '<script>alert(document.cookie)</script><img src="x" onerror="alert(1)">' +
    '<iframe src="https://evil.example"></iframe><img src="https://example.org/a.png" alt="foto">';

  function expectClean(html: string) {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror=/i);
    expect(html).not.toMatch(/onclick=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/position/);
    // What the editor makes is kept.
    expect(html).toContain('<h2>Judul</h2>');
    expect(html).toContain('<p style="text-align:center">Isi <strong>tebal</strong>');
    expect(html).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">aman</a>',
    );
    expect(html).toContain('<img src="https://example.org/a.png" alt="foto" />');
  }

  const CASES: { resource: string; field: string; body: Record<string, unknown> }[] = [
    { resource: 'announcements', field: 'content', body: { judul: 'Pengumuman', slug: 'p-1' } },
    { resource: 'news', field: 'description', body: { title: 'Berita', is_published: 0 } },
    {
      resource: 'tuxe_contents',
      field: 'content',
      body: { judul: 'Tentang', slug: 'tentang-x', section: 'about-us' },
    },
    { resource: 'help_faq', field: 'answer', body: { question: 'Bagaimana?' } },
  ];

  for (const c of CASES) {
    it(`${c.resource}.${c.field}: stored <script> and onerror= are gone when read back`, async () => {
      const created = await t.call('POST', `/api/crud/${c.resource}`, {
        as: 'superadmin',
        body: { ...c.body, [c.field]: DIRTY },
      });
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      const read = await t.call('GET', `/api/crud/${c.resource}/${id}`, { as: 'superadmin' });
      expectClean(read.body.data[c.field]);

      const updated = await t.call('PUT', `/api/crud/${c.resource}/${id}`, {
        as: 'superadmin',
        body: { [c.field]: `<p>Baru</p><script>x()</script><img src=x onerror=alert(1)>` },
      });
      expect(updated.status).toBe(200);
      const again = await t.call('GET', `/api/crud/${c.resource}/${id}`, { as: 'superadmin' });
      expect(again.body.data[c.field]).toBe('<p>Baru</p><img src="x" />');
    });
  }

  it('leaves plain (non rich text) fields as typed', async () => {
    const created = await t.call('POST', '/api/crud/news', {
      as: 'superadmin',
      body: { title: 'A <b> & B', excerpt: '1 < 2 <b>', is_published: 0 },
    });
    expect(created.status).toBe(201);
    const read = await t.call('GET', `/api/crud/news/${created.body.data.id}`, {
      as: 'superadmin',
    });
    expect(read.body.data.title).toBe('A <b> & B');
    expect(read.body.data.excerpt).toBe('1 < 2 <b>');
  });
});
