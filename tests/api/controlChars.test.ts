import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profil_pemda } from '../../server/platform/db/schema';
import { PDF } from '../helpers/sampleFiles';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';

/**
 * Issue 21 finding 11: a NUL byte (or another C0 control character but tab and line breaks) in
 * any string a client sends is refused with 400 (query, path) or 422 (body), naming the field;
 * before, PostgreSQL refused it and the client got a 500.
 */
let t: TestApp;
let profil = 0;
const REFUSED = 'Tidak boleh memuat karakter kontrol (seperti NUL)';

beforeAll(async () => {
  t = await createTestApp();
  profil = await ownProfilId(t, 'pemda');
});
afterAll(() => t.close());

describe('control characters in query and path parameters', () => {
  it('answers 400 naming the parameter on lists, queues, ranking and archive', async () => {
    for (const path of [
      '/api/crud/iga2020_inovasi?search=%00',
      '/api/review/approved/lookup?search=%00',
      '/api/ranking-index?search=%00',
      '/api/crud/m_daerah?search=ab%00c',
      '/api/arsip?search=%00',
      '/api/crud/m_daerah?tingkat=%00',
      '/api/crud/m_daerah?search=%1B',
    ]) {
      const r = await t.call('GET', path, { as: 'superadmin' });
      expect(r.status, path).toBe(400);
      const name = /\?(\w+)=/.exec(path)![1]!;
      expect(r.body, path).toEqual({
        status: 0,
        message: `Parameter permintaan tidak valid: ${name}`,
        errors: { [name]: REFUSED },
      });
    }
  });

  it('names a parameter whose name holds one, and a path segment', async () => {
    const key = await t.call('GET', '/api/crud/m_daerah?na%00ma=x', { as: 'admin' });
    expect(key.status).toBe(400);
    expect(key.body.errors).toEqual({ 'na\\u0000ma': REFUSED });
    const path = await t.call('GET', '/api/crud/m_daerah/1%00', { as: 'admin' });
    expect(path.status).toBe(400);
    expect(path.body.errors).toEqual({ path: REFUSED });
  });

  it('lets tab, line breaks and an escaped percent through', async () => {
    for (const q of ['search=a%09b', 'search=a%0Ab', 'search=a%0D%0Ab', 'search=%2500']) {
      const r = await t.call('GET', `/api/crud/m_daerah?${q}`, { as: 'admin' });
      expect(r.status, q).toBe(200);
    }
  });
});

describe('control characters in JSON bodies', () => {
  it('refuses a login name with NUL with 422 under username', async () => {
    const r = await t.call('POST', '/api/login', {
      body: { username: 'ad\u0000min', password: 'x' },
    });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      status: 0,
      message: 'Data yang dikirim tidak valid.',
      errors: { username: REFUSED },
    });
  });

  it('refuses a profile address with NUL; nested values and keys are named by their path', async () => {
    const before = await t.db.select().from(profil_pemda).where(eq(profil_pemda.id, profil));
    const url = `/api/crud/profil_pemda/${profil}`;
    const flat = await t.call('PUT', url, { as: 'pemda', body: { alamat: 'Jl \u0000 Baru' } });
    expect(flat.status).toBe(422);
    expect(flat.body.errors).toEqual({ alamat: REFUSED });
    const nested = await t.call('PUT', url, {
      as: 'pemda',
      body: { files: [{ name: 'Perda\u0007', value: '/api/media/1/file' }], 'al\u0000amat': 'x' },
    });
    expect(nested.status).toBe(422);
    expect(nested.body.errors).toEqual({ 'files.0.name': REFUSED, 'al\\u0000amat': REFUSED });
    // Sent as text/plain, the crud write would still read it as JSON: refused the same.
    const plain = await t.app.request(url, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${await t.tokenFor('pemda')}`,
        'content-type': 'text/plain',
      },
      body: JSON.stringify({ alamat: 'Jl \u0000 Baru' }),
    });
    expect(plain.status).toBe(422);
    const after = await t.db.select().from(profil_pemda).where(eq(profil_pemda.id, profil));
    expect(after[0]!.alamat).toBe(before[0]!.alamat);
  });

  it('keeps tab and line breaks, and the route still reads and validates the body', async () => {
    const url = `/api/crud/profil_pemda/${profil}`;
    const ok = await t.call('PUT', url, {
      as: 'pemda',
      body: { alamat: 'Jl.\tBaru No. 1\r\nRT 2' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.alamat).toBe('Jl.\tBaru No. 1\r\nRT 2');
    const invalid = await t.call('PUT', url, { as: 'pemda', body: { tidak_ada: 'x' } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(['tidak_ada']);
    const broken = await t.call('PUT', url, { as: 'pemda', raw: '{"alamat": "x"' });
    expect(broken.status).toBe(400);
  });
});

describe('control characters in multipart forms', () => {
  async function upload(fields: Record<string, string>, fileName: string) {
    const form = new FormData();
    form.append('file', new Blob([PDF as Uint8Array<ArrayBuffer>]), fileName);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await t.app.request('/api/media/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.tokenFor('pemda')}` },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  }

  it('refuses a text field or a file name with one, naming the part', async () => {
    const field = await upload({ resource: 'profil_pemda\u0000', field: 'files' }, 'a.pdf');
    expect(field.status).toBe(422);
    expect(field.body.errors).toEqual({ resource: REFUSED });
    const name = await upload({}, 'Perda\u0000.pdf');
    expect(name.status).toBe(422);
    expect(name.body.errors).toEqual({ file: REFUSED });
    const fine = await upload({ resource: 'profil_pemda', field: 'files' }, 'Perda.pdf');
    expect(fine.status).toBe(201);
  });
});
