import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nomor_registrasi } from '../../server/platform/db/schema';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';
import { newInovasi } from '../helpers/inovasiBody';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INOVASI = '/api/crud/iga2020_inovasi';
const NEW = newInovasi({ nama: 'Inovasi Aturan Periode' });

async function setSetting(name: string, value: string) {
  const list = await t.call('GET', `/api/crud/app_settings?search=${name}&per_page=100`, {
    as: 'superadmin',
  });
  const row = list.body.data.find((s: { name: string }) => s.name === name);
  if (row)
    await t.call('PUT', `/api/crud/app_settings/${row.id}`, {
      as: 'superadmin',
      body: { setting_value: value },
    });
  else
    await t.call('POST', '/api/crud/app_settings', {
      as: 'superadmin',
      body: { name, setting_value: value },
    });
}

describe('innovation writes follow the period and registration rules (spec 4, 6)', () => {
  it('refuses new innovations while iga_status is not 1 (409) and allows them again after', async () => {
    await setSetting('iga_status', '0');
    const closed = await t.call('POST', INOVASI, { as: 'pemda', body: NEW });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('Periode penilaian sedang ditutup.');
    await setSetting('iga_status', '1');
    expect((await t.call('POST', INOVASI, { as: 'pemda', body: NEW })).status).toBe(201);
  });

  it('refuses edits after the deadline except for admin and superadmin', async () => {
    const created = await t.call('POST', INOVASI, { as: 'pemda', body: NEW });
    const id = created.body.data.id;
    await setSetting('batas_input', '2020-01-01');
    const late = await t.call('PUT', `${INOVASI}/${id}`, {
      as: 'pemda',
      body: { nama: 'Terlambat' },
    });
    expect(late.status).toBe(409);
    expect(
      (await t.call('PUT', `${INOVASI}/${id}`, { as: 'admin', body: { nama: 'Dikoreksi Admin' } }))
        .status,
    ).toBe(200);
    await setSetting('batas_input', '');
  });

  it('refuses editing or deleting an innovation whose registration is pending or verified', async () => {
    const created = await t.call('POST', INOVASI, { as: 'pemda', body: NEW });
    const id = created.body.data.id;
    await t.db
      .insert(nomor_registrasi)
      .values({ inovasi_id: id, hash: `uji-${id}`, status_nomor: 0 });
    expect(
      (await t.call('PUT', `${INOVASI}/${id}`, { as: 'pemda', body: { nama: 'Ubah' } })).status,
    ).toBe(409);
    expect((await t.call('DELETE', `${INOVASI}/${id}`, { as: 'pemda' })).status).toBe(409);
    expect((await t.call('GET', `${INOVASI}/${id}`, { as: 'pemda' })).status).toBe(200);
  });
});

describe('region profile edits follow iga_status (spec 2, profil-pemda-old)', () => {
  it('refuses pemda editing its profile while iga_status is 0 (409, unchanged); admin still may', async () => {
    const id = await ownProfilId(t, 'pemda');
    const profile = (await t.call('GET', `/api/crud/profil_pemda/${id}`, { as: 'pemda' })).body
      .data;
    await setSetting('iga_status', '0');
    try {
      const closed = await t.call('PUT', `/api/crud/profil_pemda/${profile.id}`, {
        as: 'pemda',
        body: { alamat: 'Jl. Ditutup 1' },
      });
      expect(closed.status).toBe(409);
      expect(closed.body.message).toBe('Periode penilaian sedang ditutup.');
      const after = await t.call('GET', `/api/crud/profil_pemda/${profile.id}`, { as: 'pemda' });
      expect(after.body.data.alamat).toBe(profile.alamat);
      const admin = await t.call('PUT', `/api/crud/profil_pemda/${profile.id}`, {
        as: 'admin',
        body: { alamat: 'Jl. Koreksi Admin 2' },
      });
      expect(admin.status).toBe(200);
    } finally {
      await setSetting('iga_status', '1');
    }
    const open = await t.call('PUT', `/api/crud/profil_pemda/${profile.id}`, {
      as: 'pemda',
      body: { alamat: 'Jl. Dibuka 3' },
    });
    expect(open.status).toBe(200);
  });
});
