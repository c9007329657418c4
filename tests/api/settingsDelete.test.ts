import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SETTINGS = '/api/crud/app_settings';

async function settingNamed(name: string): Promise<{ id: number; setting_value: string } | null> {
  const r = await t.call('GET', `${SETTINGS}?per_page=100`, { as: 'superadmin' });
  return (
    (r.body.data as { id: number; name: string; setting_value: string }[]).find(
      (s) => s.name === name,
    ) ?? null
  );
}

describe('deleting app settings', () => {
  it('refuses (4xx) to delete a setting the product reads, which stays', async () => {
    for (const name of ['iga_status', 'tahun_aktif', 'predikat_bands']) {
      const setting = await settingNamed(name);
      expect(setting, name).not.toBeNull();
      const r = await t.call('DELETE', `${SETTINGS}/${setting!.id}`, { as: 'superadmin' });
      expect(r.status, name).toBe(409);
      expect(r.body.message).toBe(`Pengaturan "${name}" dipakai aplikasi dan tidak dapat dihapus.`);
      expect(await settingNamed(name), name).toEqual(setting);
    }
  });

  it('still deletes a setting added by hand', async () => {
    const created = await t.call('POST', SETTINGS, {
      as: 'superadmin',
      body: { name: 'catatan_uji', setting_value: 'x' },
    });
    expect(created.status).toBe(201);
    const r = await t.call('DELETE', `${SETTINGS}/${created.body.data.id}`, { as: 'superadmin' });
    expect(r.status).toBe(200);
    expect(await settingNamed('catatan_uji')).toBeNull();
  });
});
