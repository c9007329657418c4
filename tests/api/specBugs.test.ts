import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newInovasi } from '../helpers/inovasiBody';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';

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

describe('B7 and B9: the role and the scope are checked before the body', () => {
  it('refuses a pemda`s evaluation with 403 whether its list is empty or not', async () => {
    const own = await ownProfilId(t, 'pemda');
    for (const evaluasi of [[], [{ indikator_id: 1, status_verifikasi: 1, skor_verifikasi: 1 }]]) {
      const res = await t.call('POST', `/api/evaluasi/${own}/profil`, {
        as: 'pemda',
        body: { tahun: 2026, evaluasi },
      });
      expect(res.status).toBe(403);
    }
  });

  it('answers another region`s profile write with 404, whatever the body', async () => {
    const own = await ownProfilId(t, 'pemda');
    const [other] = (
      await t.call('GET', '/api/crud/profil_pemda?per_page=5', { as: 'superadmin' })
    ).body.data.filter((p: { id: number }) => p.id !== own);
    for (const body of [{ tahun: 2026, jawaban: [] }, { nonsense: true }]) {
      const res = await t.call('POST', `/api/daerah/${other.id}/indikator`, { as: 'pemda', body });
      expect(res.status).toBe(404);
    }
    // Its own profile still validates the body.
    const mine = await t.call('POST', `/api/daerah/${own}/indikator`, {
      as: 'pemda',
      body: { nonsense: true },
    });
    expect(mine.status).toBe(422);
  });
});
