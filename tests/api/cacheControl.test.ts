import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { PDF } from '../helpers/sampleFiles';

/** Issue 21 finding 13: an authenticated answer must never be kept by a browser or proxy cache. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get(path: string, as?: string, headers: Record<string, string> = {}) {
  const auth: Record<string, string> = as
    ? { authorization: `Bearer ${await t.tokenFor(as)}` }
    : {};
  return t.app.request(path, { headers: { ...auth, ...headers } });
}

describe('Cache-Control on authenticated answers', () => {
  it('is no-store on a list, /me, an error and a refused token', async () => {
    const cases: [string, Response][] = [
      ['list', await get('/api/crud/m_daerah?per_page=50', 'superadmin')],
      [
        'compressed list',
        await get('/api/crud/m_daerah?per_page=50', 'superadmin', { 'accept-encoding': 'br' }),
      ],
      ['/me', await get('/api/me', 'pemda')],
      ['404', await get('/api/crud/m_daerah/999999', 'admin')],
      ['403', await get('/api/crud/usr_asn', 'viewer')],
      ['unknown path', await get('/api/tidak-ada', 'admin')],
    ];
    const bad = await t.app.request('/api/me', {
      headers: { authorization: 'Bearer bukan-token' },
    });
    cases.push(['401', bad]);
    const write = await t.app.request('/api/crud/m_daerah/999999', {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${await t.tokenFor('admin')}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    cases.push(['write', write]);
    for (const [name, res] of cases) {
      expect(res.headers.get('cache-control'), `${name} (${res.status})`).toBe('no-store');
    }
    expect(cases[1]![1].headers.get('content-encoding')).toBe('br');
  });

  it('leaves a download its own private, no-store', async () => {
    const form = new FormData();
    form.append('file', new Blob([PDF as Uint8Array<ArrayBuffer>]), 'Perda.pdf');
    const up = await t.app.request('/api/media/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.tokenFor('pemda')}` },
      body: form,
    });
    expect(up.headers.get('cache-control')).toBe('no-store');
    const { data } = (await up.json()) as { data: { file_url: string } };
    const file = await get(data.file_url, 'pemda');
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
  });
});
