import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SETTINGS = '/api/crud/app_settings';

async function setting(name: string): Promise<{ id: number; setting_value: string }> {
  const r = await t.call('GET', `${SETTINGS}?per_page=100`, { as: 'superadmin' });
  return (r.body.data as { id: number; name: string; setting_value: string }[]).find(
    (s) => s.name === name,
  )!;
}

const put = (id: number, body: Record<string, unknown>) =>
  t.call('PUT', `${SETTINGS}/${id}`, { as: 'superadmin', body });

describe('writing app settings', () => {
  it('stores a valid switch and logs it with before and after', async () => {
    const s = await setting('lomba_status');
    const r = await put(s.id, { setting_value: s.setting_value === '1' ? '0' : '1' });
    expect(r.status).toBe(200);
    const log = await t.call('GET', '/api/activities?resource=app_settings', { as: 'superadmin' });
    const entry = (log.body.data as { record_id: string; data: unknown[] }[]).find(
      (a) => String(a.record_id) === String(s.id),
    );
    expect(entry?.data).toContainEqual({
      name: 'setting_value',
      before: s.setting_value,
      after: r.body.data.setting_value,
    });
  });

  it('refuses a switch that is not 0/1, with the message on the field', async () => {
    const s = await setting('iga_status');
    const r = await put(s.id, { setting_value: 'ya' });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ setting_value: 'Harus 1 (aktif) atau 0 (nonaktif)' });
    expect((await setting('iga_status')).setting_value).toBe(s.setting_value);
  });

  it('refuses overlapping predicate bands and keeps the stored table', async () => {
    const s = await setting('predikat_bands');
    const list = [
      { predikat: 'Sangat Inovatif', gt: 65, tab: 3 },
      { predikat: 'Tidak Dapat Dinilai', tab: 0 },
    ];
    const overlapping = {
      2026: {
        daftar: list,
        laporan: [
          { predikat: 'Sangat Inovatif', gt: 40, tab: 3 },
          { predikat: 'Inovatif', gt: 65, tab: 2 },
          { predikat: 'Tidak Dapat Dinilai', tab: 0 },
        ],
      },
    };
    const r = await put(s.id, { setting_value: JSON.stringify(overlapping) });
    expect(r.status).toBe(422);
    expect(r.body.errors.setting_value).toBe(
      'Tahun 2026 (laporan), pita 2 tumpang tindih dengan pita sebelumnya: batas harus makin kecil ke bawah',
    );
    expect((await setting('predikat_bands')).setting_value).toBe(s.setting_value);
  });

  it('stores a valid band table', async () => {
    const s = await setting('predikat_bands');
    const list = [
      { predikat: 'Sangat Inovatif', gt: 70, tab: 3 },
      { predikat: 'Inovatif', gte: 40, tab: 2 },
      { predikat: 'Tidak Dapat Dinilai', tab: 0 },
    ];
    const table = { 2026: { daftar: list, laporan: list } };
    const r = await put(s.id, { setting_value: JSON.stringify(table) });
    expect(r.status).toBe(200);
    expect(JSON.parse((await setting('predikat_bands')).setting_value)).toEqual(table);
  });

  it('refuses renaming a setting the product reads, and a bad year on create', async () => {
    const s = await setting('tahun_aktif');
    const renamed = await put(s.id, { name: 'tahun_lain' });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors.name).toBeTruthy();
    const other = await t.call('POST', SETTINGS, {
      as: 'superadmin',
      body: { name: 'catatan_bebas', setting_value: 'teks apa saja' },
    });
    expect(other.status).toBe(201);
  });
});
