import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontendRoutes } from '../../server/platform/http/frontend';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title><div id="root">');
  t = await createTestApp({ frontend: frontendRoutes(dist) });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const UNKNOWN = [
  '/api',
  '/api/',
  '/api/ranking-indeks',
  '/api/tidak-ada/sama-sekali',
  '/api/crud',
  '/api/crud/iga_urusan_pemerintahan/1/lebih',
  '/api/dokumen',
  '/api/me/tidak-ada',
  '/api/summary/1/lebih',
];

describe('unknown API paths', () => {
  for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
    it(`answer ${method} with a JSON 404, never the app's page`, async () => {
      for (const path of UNKNOWN) {
        for (const as of [undefined, 'superadmin']) {
          const r = await t.call(method, path, { as, body: method === 'GET' ? undefined : {} });
          expect(r.status, `${method} ${path} as ${as}`).toBe(404);
          expect(r.body, `${method} ${path}`).toEqual({
            status: 0,
            message: 'Alamat API tidak dikenal.',
          });
        }
      }
    });
  }

  it('a known endpoint with a method it does not take is a JSON 404 too', async () => {
    const r = await t.call('PUT', '/api/summary', { as: 'superadmin', body: {} });
    expect(r.status).toBe(404);
    expect(r.body.status).toBe(0);
  });

  it('non-API paths still get the single-page app', async () => {
    for (const path of ['/', '/dashboard/ranking-index', '/login']) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('known API paths keep answering', async () => {
    const r = await t.call('GET', '/api/summary', { as: 'superadmin' });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe(1);
  });
});

// Issue 21 finding 12: a missing asset was answered with the app's page, cached for a year.
describe('missing front-end files', () => {
  it('an unknown path under /assets/ is a 404 nobody caches, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD']) {
      for (const path of [
        '/assets/index-doesnotexist.js',
        '/assets/x.css',
        '/assets/',
        '/assets/a/b',
      ]) {
        const res = await t.app.request(path, {
          method,
          headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
        });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.headers.get('cache-control'), path).toBe('no-store');
        expect(res.headers.get('content-type') ?? '', path).not.toMatch(/html/);
        if (method === 'GET') expect(await res.text()).toBe('Berkas tidak ditemukan.');
      }
    }
  });

  it('serves the app only to navigations: a missing file or a non-HTML request is a 404', async () => {
    const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    const nav = await t.app.request('/dashboard/daerah', { headers: html });
    expect(nav.status).toBe(200);
    expect(nav.headers.get('cache-control')).toBe('no-cache');
    expect(await nav.text()).toContain('<div id="root">');
    const head = await t.app.request('/detail-pemda/12', { method: 'HEAD', headers: html });
    expect(head.status).toBe(200);

    for (const [path, accept] of [
      ['/favicon-hilang.png', 'image/avif,image/webp,*/*'],
      ['/robots-lama.txt', '*/*'],
      ['/dashboard/daerah', 'application/json'],
    ] as const) {
      const res = await t.app.request(path, { headers: { accept } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const post = await t.app.request('/dashboard/daerah', { method: 'POST', headers: html });
    expect(post.status).toBe(404);
  });
});
