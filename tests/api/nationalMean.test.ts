import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';

/**
 * Issue 35 finding 5: one national mean for one year. The IGA statistics showed 1,02 for 2026
 * (the mean over all 546 regions) while the summary panel and the reports showed 13,21 (over the
 * 42 regions with data). Every surface now gives the mean over the rated regions (index above
 * 0) and how many they are, out of how many; here each is compared with that mean worked out
 * from the stored results, on the demo data.
 */

const TAHUN = 2026;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The mean by hand: every region profile, the rated ones summed in hundredths. */
async function byHand(column: 'indeks' | 'indeks_verifikasi') {
  const res = await t.db.execute(sql`
    select coalesce(s.${sql.raw(column)}, 0)::float8 as v
    from profil_pemda p left join skor_indeks s on s.profil_id = p.id and s.tahun = ${TAHUN}`);
  const values = (res as unknown as { rows: { v: number }[] }).rows.map((r) => Number(r.v));
  const rated = values.filter((v) => v > 0);
  const hundredths = rated.reduce((s, v) => s + Math.round(v * 100), 0);
  return {
    rata_rata: rated.length ? Math.round(hundredths / rated.length) / 100 : 0,
    jumlah_berdata: rated.length,
    jumlah_daerah: values.length,
  };
}

const get = async (path: string, as: string) => {
  const res = await t.call('GET', path, { as });
  expect(res.status, path).toBe(200);
  return res.body;
};

describe('one national mean of the index (issue 35 finding 5)', () => {
  it('is the mean over the rated regions on every dashboard, report, panel and breakdown', async () => {
    const self = await byHand('indeks');
    // The demo year has regions with data and regions without: the two means would differ.
    expect(self.jumlah_berdata).toBeGreaterThan(0);
    expect(self.jumlah_berdata).toBeLessThan(self.jumlah_daerah);

    const iga = (await get(`/api/dashboard/iga?tahun=${TAHUN}`, 'admin')).data.nasional;
    expect({
      rata_rata: iga.rata_indeks,
      jumlah_berdata: iga.daerah_berdata,
      jumlah_daerah: iga.daerah,
    }).toEqual(self);

    const report = await get(
      `/api/indeks/average/nasional?tahun=${TAHUN}&per_page=1`,
      'superadmin',
    );
    expect(report.ringkasan).toMatchObject(self);
    const panel = await get(`/api/indeks/average/panel?tahun=${TAHUN}`, 'pemda');
    expect(panel.data.nasional).toMatchObject(self);

    const stats = (await get(`/api/dashboard/statistik-inovasi?tahun=${TAHUN}`, 'pemda')).data;
    expect({
      rata_rata: stats.nasional.indeks,
      jumlah_berdata: stats.nasional.daerah_berdata,
      jumlah_daerah: stats.nasional.daerah,
    }).toEqual(self);

    // The breakdown's national variable means are over the same regions.
    const own = await ownProfilId(t, 'pemda');
    const why = (await get(`/api/indeks/${own}?tahun=${TAHUN}`, 'pemda')).data;
    expect(why.pembanding.nasional).toEqual({
      jumlah_berdata: self.jumlah_berdata,
      jumlah_daerah: self.jumlah_daerah,
    });
  });

  it('is the same for the verified index: the IGA statistics and the verified report agree', async () => {
    const verified = await byHand('indeks_verifikasi');
    const iga = (await get(`/api/dashboard/iga?tahun=${TAHUN}`, 'admin')).data.nasional;
    expect({
      rata_rata: iga.rata_indeks_verifikasi,
      jumlah_berdata: iga.daerah_berdata_verifikasi,
      jumlah_daerah: iga.daerah,
    }).toEqual(verified);
    const report = await get(
      `/api/indeks/average/nasional?tahun=${TAHUN}&sumber=verifikasi&per_page=1`,
      'superadmin',
    );
    expect(report.ringkasan).toMatchObject(verified);
  });

  it('is written with its count in the report exports: "13,21 · 42 dari 546 daerah berdata"', async () => {
    const self = await byHand('indeks');
    const res = await t.app.request(`/api/indeks/average/nasional/download-excel?tahun=${TAHUN}`, {
      headers: { authorization: `Bearer ${await t.tokenFor('superadmin')}` },
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const texts: string[] = [];
    book.worksheets[0]!.eachRow((row) => texts.push(String(row.getCell(1).value)));
    const id = (v: number, digits: number) =>
      v.toLocaleString('id-ID', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    expect(texts).toContain(
      `Rata-rata indeks ${id(self.rata_rata, 2)} · ${id(self.jumlah_berdata, 0)} dari ${id(self.jumlah_daerah, 0)} daerah berdata.`,
    );
  });
});
