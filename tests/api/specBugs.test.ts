import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newInovasi } from '../helpers/inovasiBody';
import { createTestApp, type TestApp } from '../helpers/testApp';

/** The bugs issue 27 item 5 found in the landed portal, each as its reproduction. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('B1: a reference list names only rows that exist', () => {
  it('refuses an unknown urusan id with the single reference`s 422, and keeps known ones', async () => {
    const bad = await t.call('POST', '/api/crud/iga2020_inovasi', {
      as: 'pemda',
      body: newInovasi({ nama: 'Inovasi Urusan Salah', urusan_pemerintah_id: '1,999999' }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ urusan_pemerintah_id: 'Data rujukan tidak ditemukan' });
    const good = await t.call('POST', '/api/crud/iga2020_inovasi', {
      as: 'pemda',
      body: newInovasi({ nama: 'Inovasi Urusan Benar', urusan_pemerintah_id: '1,2' }),
    });
    expect(good.status).toBe(201);
  });
});

describe('B2: award winners stay within spec 9`s bounds', () => {
  it('refuses a year after 2023 and a rank above 20, naming the bound', async () => {
    const [category] = (
      await t.call('GET', '/api/crud/winner_category?per_page=1', { as: 'superadmin' })
    ).body.data;
    const [profile] = (
      await t.call('GET', '/api/crud/profil_pemda?per_page=1', { as: 'superadmin' })
    ).body.data;
    const base = { category_id: category.id, profil_id: profile.id };
    const bad = await t.call('POST', '/api/crud/winners', {
      as: 'superadmin',
      body: { ...base, tahun: 2030, urutan: 99 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      tahun: 'Nilai maksimal 2023',
      urutan: 'Nilai maksimal 20',
    });
    const good = await t.call('POST', '/api/crud/winners', {
      as: 'superadmin',
      body: { ...base, tahun: 2023, urutan: 20 },
    });
    expect(good.status).toBe(201);
  });
});
