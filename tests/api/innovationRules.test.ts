import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iga2020_inovasi, nomor_registrasi } from '../../server/platform/db/schema';
import { newInovasi, RANCANG_BANGUN } from '../helpers/inovasiBody';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
const INOVASI = '/api/crud/iga2020_inovasi';
const create = (body: Record<string, unknown>, as = 'pemda') =>
  t.call('POST', INOVASI, { as, body: newInovasi(body) });

async function setSetting(name: string, value: string) {
  const list = await t.call('GET', `/api/crud/app_settings?search=${name}&per_page=100`, {
    as: 'superadmin',
  });
  const row = list.body.data.find((s: { name: string }) => s.name === name);
  const res = await t.call('PUT', `/api/crud/app_settings/${row.id}`, {
    as: 'superadmin',
    body: { setting_value: value },
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the innovation form rules on the server (spec 5)', () => {
  it('accepts a complete innovation with exactly 300 words', async () => {
    const res = await create({});
    expect(res.status).toBe(201);
    expect(res.body.data.latar_belakang).toBe(RANCANG_BANGUN);
  });

  it('answers each failing rule in Indonesian under its field, and stores nothing', async () => {
    const res = await create({
      nama: 'Inovasi Banyak Salah',
      is_covid: 4,
      latar_belakang: 'Terlalu pendek untuk sebuah rancang bangun',
      waktu_implementasi: '2022-06-30',
      urusan_pemerintah_id: '',
      koordinat: '',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      urusan_pemerintah_id: 'Wajib diisi',
      koordinat: 'Wajib diisi',
    });
    const rules = await create({
      nama: 'Inovasi Banyak Salah',
      is_covid: 4,
      latar_belakang: 'Terlalu pendek untuk sebuah rancang bangun',
      waktu_implementasi: '2022-06-30',
    });
    expect(rules.status).toBe(422);
    expect(rules.body.errors).toEqual({
      is_covid: 'Mohon pilih asta cipta',
      latar_belakang: 'Minimal 300 kata (sekarang 6 kata)',
      waktu_implementasi: 'Tanggal harus antara 01/01/2023 dan 31/12/2025',
    });
    const stored = await t.db
      .select()
      .from(iga2020_inovasi)
      .where(eq(iga2020_inovasi.nama, 'Inovasi Banyak Salah'));
    expect(stored).toHaveLength(0);
  });

  it('checks the development date only when the innovation was developed, and empties it otherwise', async () => {
    const late = await create({ is_developed: 1, waktu_pengembangan: '2026-02-01' });
    expect(late.status).toBe(422);
    expect(late.body.errors.waktu_pengembangan).toBe(
      'Tanggal harus antara 01/01/2023 dan 31/12/2025',
    );
    const developed = await create({ is_developed: 1, waktu_pengembangan: '2025-06-01' });
    expect(developed.status).toBe(201);
    expect(developed.body.data.waktu_pengembangan).toBe('2025-06-01');
    const plain = await create({ is_developed: 0, waktu_pengembangan: '2030-01-01' });
    expect(plain.status).toBe(201);
    expect(plain.body.data.waktu_pengembangan).toBeNull();
  });

  it('keeps the detail theme only for the themes that have one', async () => {
    const res = await create({ is_covid: 10, klaster_covid_id: 1 });
    expect(res.status).toBe(201);
    expect(res.body.data.klaster_covid_id).toBeNull();
  });

  it('applies the rules to the record as it will be stored on an update', async () => {
    const id = (await create({})).body.data.id;
    const bad = await t.call('PUT', `${INOVASI}/${id}`, {
      as: 'pemda',
      body: { is_covid: 2 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ is_covid: 'Mohon pilih asta cipta' });
    const ok = await t.call('PUT', `${INOVASI}/${id}`, { as: 'pemda', body: { nama: 'Baru' } });
    expect(ok.status).toBe(200);
  });

  it('reads the date window from the period setting', async () => {
    await setSetting(
      'rentang_tanggal_inovasi',
      JSON.stringify({
        2023: { mulai: '2023-01-01', sampai: '2025-12-31' },
        2026: { mulai: '2024-01-01', sampai: '2026-12-31' },
      }),
    );
    try {
      const next = await create({ tahun: 2026, waktu_implementasi: '2026-05-01' });
      expect(next.status).toBe(201);
      const before = await create({ tahun: 2026, waktu_implementasi: '2023-05-01' });
      expect(before.body.errors.waktu_implementasi).toBe(
        'Tanggal harus antara 01/01/2024 dan 31/12/2026',
      );
    } finally {
      await setSetting(
        'rentang_tanggal_inovasi',
        JSON.stringify({ 2023: { mulai: '2023-01-01', sampai: '2025-12-31' } }),
      );
    }
  });

  it('locks the implementation date once a registration history exists, except for superadmin', async () => {
    const id = (await create({})).body.data.id;
    await t.db
      .insert(nomor_registrasi)
      .values({ inovasi_id: id, hash: `kunci-${id}`, status_nomor: 2 });
    const moved = await t.call('PUT', `${INOVASI}/${id}`, {
      as: 'pemda',
      body: { waktu_implementasi: '2025-03-01' },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.errors.waktu_implementasi).toBe(
      'Tidak dapat diubah setelah inovasi pernah dikirim',
    );
    const same = await t.call('PUT', `${INOVASI}/${id}`, {
      as: 'pemda',
      body: { waktu_implementasi: '2025-02-01', nama: 'Masih boleh' },
    });
    expect(same.status).toBe(200);
    const byAdmin = await t.call('PUT', `${INOVASI}/${id}`, {
      as: 'superadmin',
      body: { waktu_implementasi: '2025-03-01' },
    });
    expect(byAdmin.status).toBe(200);
  });
});
