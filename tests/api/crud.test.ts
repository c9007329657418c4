import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URUSAN = '/api/crud/iga_urusan_pemerintahan';

describe('GET /api/crud/{resource}', () => {
  it('lists with total, 0-based pages and page size', async () => {
    const p0 = await t.call('GET', `${URUSAN}?page=0&per_page=10`, { as: 'superadmin' });
    expect(p0.status).toBe(200);
    expect(p0.body.status).toBe(1);
    expect(p0.body.data).toHaveLength(10);
    expect(p0.body.total).toBeGreaterThan(10);
    const p1 = await t.call('GET', `${URUSAN}?page=1&per_page=10`, { as: 'superadmin' });
    expect(p1.body.data[0].id).not.toBe(p0.body.data[0].id);
  });

  it('searches, sorts and filters by arrays', async () => {
    const s = await t.call('GET', `${URUSAN}?search=kesehatan`, { as: 'admin' });
    expect(s.body.data.map((r: { nama: string }) => r.nama)).toEqual(['Kesehatan']);
    const desc = await t.call('GET', `${URUSAN}?orderBy=nama&orderDirection=desc&per_page=100`, {
      as: 'admin',
    });
    const names = desc.body.data.map((r: { nama: string }) => r.nama);
    expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a, 'id')));
    const daerah = await t.call('GET', '/api/crud/m_daerah?tingkat[0]=1&per_page=100', {
      as: 'admin',
    });
    expect(daerah.body.total).toBe(38);
    const both = await t.call('GET', '/api/crud/m_daerah?tingkat[0]=1&tingkat[1]=2&per_page=1', {
      as: 'admin',
    });
    expect(both.body.total).toBe(546);
  });

  it('answers list rows without long texts, the record with them, and a total past the end', async () => {
    const list = await t.call('GET', '/api/crud/iga2020_inovasi?per_page=5', { as: 'superadmin' });
    expect(list.body.data).toHaveLength(5);
    expect(list.body.data[0]).toHaveProperty('nama');
    expect(list.body.data[0]).not.toHaveProperty('latar_belakang');
    expect(list.body.data[0]).not.toHaveProperty('__total');
    const one = await t.call('GET', `/api/crud/iga2020_inovasi/${list.body.data[0].id}`, {
      as: 'superadmin',
    });
    expect(one.body.data).toHaveProperty('latar_belakang');
    const past = await t.call('GET', '/api/crud/iga2020_inovasi?per_page=100&page=999', {
      as: 'superadmin',
    });
    expect(past.body.data).toEqual([]);
    expect(past.body.total).toBe(list.body.total);
  });

  it('is 400 for undeclared filters or sort fields and bad paging', async () => {
    for (const q of [
      'password=x',
      'orderBy=password',
      'orderDirection=sideways',
      'per_page=1000',
      'page=-1',
      'nama[x]=1',
    ]) {
      const r = await t.call('GET', `${URUSAN}?${q}`, { as: 'admin' });
      expect(r.status, q).toBe(400);
      expect(r.body.status).toBe(0);
    }
  });

  it('is 404 for an unknown resource or id', async () => {
    expect((await t.call('GET', '/api/crud/tidak_ada', { as: 'admin' })).status).toBe(404);
    expect((await t.call('GET', `${URUSAN}/999999`, { as: 'admin' })).status).toBe(404);
    expect((await t.call('GET', `${URUSAN}/abc`, { as: 'admin' })).status).toBe(404);
  });

  it('never answers 500 to malformed query strings', async () => {
    const queries = [
      '%ZZ',
      'page=1e9',
      'per_page=abc',
      'tingkat[0]=abc',
      'tingkat=%00',
      'search=%27%3B--',
      'orderBy[field]=nama',
      'id[0]=99999999999',
      'tingkat[99999]=1',
      '&&&',
      '=x',
      'search=' + 'a'.repeat(5000),
    ];
    for (const q of queries) {
      const r = await t.call('GET', `/api/crud/m_daerah?${q}`, { as: 'admin' });
      expect(r.status, q).toBeLessThan(500);
    }
  });
});

describe('lookup', () => {
  it('answers id and label for pickers, by search or by ids', async () => {
    const r = await t.call('GET', '/api/crud/m_daerah/lookup?search=bandung', { as: 'pemda' });
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThan(0);
    expect(r.body.data[0]).toHaveProperty('label');
    const ids = r.body.data.slice(0, 2).map((d: { id: number }) => d.id);
    const byIds = await t.call('GET', `/api/crud/m_daerah/lookup?id[0]=${ids[0]}&id[1]=${ids[1]}`, {
      as: 'pemda',
    });
    expect(byIds.body.data.map((d: { id: number }) => d.id).sort()).toEqual([...ids].sort());
  });
});

describe('writes', () => {
  let id: number;
  it('creates (201), reads, updates by PUT and POST, deletes', async () => {
    const c = await t.call('POST', '/api/crud/iga_klaster', {
      as: 'superadmin',
      body: { klaster: 'Klaster Uji' },
    });
    expect(c.status).toBe(201);
    id = c.body.data.id;
    expect(
      (await t.call('GET', `/api/crud/iga_klaster/${id}`, { as: 'superadmin' })).body.data.klaster,
    ).toBe('Klaster Uji');
    const put = await t.call('PUT', `/api/crud/iga_klaster/${id}`, {
      as: 'admin',
      body: { id, klaster: 'Klaster Dua' },
    });
    expect(put.body.data.klaster).toBe('Klaster Dua');
    const post = await t.call('POST', `/api/crud/iga_klaster/${id}`, {
      as: 'admin',
      body: { klaster: 'Klaster Tiga' },
    });
    expect(post.body.data.klaster).toBe('Klaster Tiga');
    expect((await t.call('DELETE', `/api/crud/iga_klaster/${id}`, { as: 'admin' })).status).toBe(
      200,
    );
    expect((await t.call('GET', `/api/crud/iga_klaster/${id}`, { as: 'admin' })).status).toBe(404);
  });

  it('answers 422 with Indonesian errors keyed by field', async () => {
    const r = await t.call('POST', URUSAN, { as: 'superadmin', body: { nama: '   ' } });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ status: 0, errors: { nama: 'Wajib diisi' } });
    const w = await t.call('POST', '/api/crud/winners', {
      as: 'superadmin',
      body: { tahun: 2010, category_id: 1, profil_id: 1, urutan: 1 },
    });
    expect(w.status).toBe(422);
    expect(w.body.errors.tahun).toBe('Nilai minimal 2017');
  });

  it('answers 422 for a dangling reference or a duplicate, 400 for broken JSON', async () => {
    const ref = await t.call('POST', '/api/crud/contents', {
      as: 'admin',
      body: { title: 'X', category_id: 99999 },
    });
    expect(ref.status).toBe(422);
    expect(ref.body.errors).toHaveProperty('category_id');
    const slug = { judul: 'Pengumuman', slug: 'pengumuman-uji', content: '<p>Isi</p>' };
    expect(
      (await t.call('POST', '/api/crud/announcements', { as: 'admin', body: slug })).status,
    ).toBe(201);
    const dup = await t.call('POST', '/api/crud/announcements', { as: 'admin', body: slug });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.slug).toBe('Nilai ini sudah digunakan');
    expect((await t.call('POST', URUSAN, { as: 'admin', raw: '{nama:' })).status).toBe(400);
    expect((await t.call('POST', URUSAN, { as: 'admin', raw: '"teks"' })).status).toBe(422);
  });

  it('refuses to delete urusan, daerah and wilayah, and to change wilayah detail', async () => {
    expect((await t.call('DELETE', `${URUSAN}/1`, { as: 'superadmin' })).status).toBe(403);
    expect((await t.call('DELETE', '/api/crud/m_daerah/1', { as: 'superadmin' })).status).toBe(403);
    expect((await t.call('DELETE', '/api/crud/wilayah/1', { as: 'superadmin' })).status).toBe(403);
    expect(
      (
        await t.call('PUT', '/api/crud/wilayah_daerah/1', {
          as: 'superadmin',
          body: { wilayah_id: 2 },
        })
      ).status,
    ).toBe(403);
    expect((await t.call('GET', `${URUSAN}/1`, { as: 'superadmin' })).status).toBe(200);
  });

  it('is 409 when deleting a row still referenced, and keeps the row', async () => {
    const contents = await t.call('GET', '/api/crud/contents?per_page=1', { as: 'admin' });
    const categoryId = contents.body.data[0].category_id;
    const r = await t.call('DELETE', `/api/crud/content_categories/${categoryId}`, { as: 'admin' });
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/masih digunakan/);
    expect(
      (await t.call('GET', `/api/crud/content_categories/${categoryId}`, { as: 'admin' })).status,
    ).toBe(200);
  });

  it('records every write with who and before/after', async () => {
    const c = await t.call('POST', URUSAN, { as: 'admin', body: { nama: 'Urusan Uji Audit' } });
    await t.call('PUT', `${URUSAN}/${c.body.data.id}`, {
      as: 'admin',
      body: { nama: 'Urusan Uji Audit 2' },
    });
    const log = await t.db.query.activities.findMany({
      where: (a, { eq }) => eq(a.record_id, String(c.body.data.id)),
    });
    const upd = log.find((l) => l.name === 'update' && l.resource === 'iga_urusan_pemerintahan');
    expect(upd?.username).toBe('admin');
    expect(upd?.data).toContainEqual({
      name: 'nama',
      before: 'Urusan Uji Audit',
      after: 'Urusan Uji Audit 2',
    });
  });
});

describe('access', () => {
  it('is 401 without a token and 403 for a role without access', async () => {
    expect((await t.call('GET', URUSAN)).status).toBe(401);
    expect((await t.call('GET', URUSAN, { as: 'pemda' })).status).toBe(403);
    const before = await t.call('GET', `${URUSAN}?per_page=1`, { as: 'admin' });
    expect(
      (await t.call('POST', URUSAN, { as: 'pemda', body: { nama: 'Tidak Boleh' } })).status,
    ).toBe(403);
    const after = await t.call('GET', `${URUSAN}?per_page=1`, { as: 'admin' });
    expect(after.body.total).toBe(before.body.total);
  });

  it('lets anyone read app settings (needed before login)', async () => {
    const r = await t.call('GET', '/api/crud/app_settings?per_page=100');
    expect(r.status).toBe(200);
    expect(r.body.data.map((s: { name: string }) => s.name)).toContain('iga_status');
  });
});
