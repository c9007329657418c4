import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newInovasi } from '../helpers/inovasiBody';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';

/** Issue 27 item 5, the bugs B3, B4, B5 and B10, each as its reproduction. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('B3: a province sees its own profile and innovations', () => {
  it('counts the province`s own innovations on its rekap and lists them', async () => {
    const province = await ownProfilId(t, 'provinsi');
    const count = async (as: string) => {
      const res = await t.call(
        'GET',
        `/api/crud/iga2020_inovasi?tahun=2025&profil_id=${province}&per_page=1`,
        { as },
      );
      expect(res.status).toBe(200);
      return res.body.total as number;
    };
    const before = await count('superadmin');
    for (const [i, inovasi_status] of [0, 1, 2, 2].entries()) {
      const res = await t.call('POST', '/api/crud/iga2020_inovasi', {
        as: 'superadmin',
        body: newInovasi({ nama: `Inovasi Provinsi ${i}`, profil_id: province, inovasi_status }),
      });
      expect(res.status).toBe(201);
    }
    const rekap = await t.call('GET', `/api/inovasi/${province}/rekap?tahun=2025`, {
      as: 'provinsi',
    });
    expect(rekap.status).toBe(200);
    const asStaff = await t.call('GET', `/api/inovasi/${province}/rekap?tahun=2025`, {
      as: 'superadmin',
    });
    expect(rekap.body.data).toEqual(asStaff.body.data);
    const { inisiatif, ujicoba, implementasi } = rekap.body.data;
    expect(inisiatif + ujicoba + implementasi).toBe(before + 4);
    // daerah-binaan, the screen open to a province, lists them beside its districts' and cities'.
    const list = await t.call(
      'GET',
      `/api/daerah-binaan?tahun=2025&pemda_id=${province}&per_page=50`,
      { as: 'provinsi' },
    );
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(before + 4);
    const all = await t.call('GET', '/api/daerah-binaan?tahun=2025&search=Inovasi%20Provinsi', {
      as: 'provinsi',
    });
    expect(all.body.total).toBe(4);
  });
});
