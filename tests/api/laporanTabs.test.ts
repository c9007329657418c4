import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Issue 37 item 6 (finding 8): the predicate tabs of the analysis and the four recaps of
 * innovations. A `tab` keeps the regions whose report predicate of the year (self index, the
 * reports' set 35/60, as the national report) lies in it, in the rows, the parts and the
 * exports alike; another value is a 400. A world built by hand in 2035, a year nobody else uses.
 */
const TAHUN = 2035;

let t: TestApp;
const id: Record<string, number> = {};
const nama: Record<string, string> = {};
let regions = 0;

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

/** Region -> [code, self index, verified index]; null: no result (tab 0). */
const WORLD: Record<string, [string, number, number] | [string, null, null]> = {
  P: ['32.73', 70, 50], // Kota Bandung: above 60, tab 3 (Terinovatif); gap 20
  Q: ['32.75', 50, 55], // Kota Bekasi: 35 to 60, tab 2 (Inovatif); gap -5
  R: ['32.01', 20, 10], // Kab. Bogor: below 35, tab 1 (Kurang Inovatif); gap 10
  S: ['32.05', null, null], // Kab. Garut: no result, tab 0 (Belum Mengisi Data)
};

/** Innovation -> [region, jenis, inisiator, urusan, registration status]. */
const INNOVATIONS: [string, string, string, string, number | null][] = [
  ['P', 'Digital', 'OPD', '1', 1], // approved
  ['P', 'Non Digital', 'ASN', '2', null], // draft
  ['Q', 'Digital', 'OPD', '1', 1], // approved
  ['R', 'Non Digital', 'Masyarakat', '3', 2], // rejected
  ['S', 'Digital', 'OPD', '1,2', 0], // sent
];

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, [kode, indeks, verif]] of Object.entries(WORLD)) {
    const [row] = await rows<{ id: number; nama: string }>(sql`
      select p.id, p.nama from profil_pemda p join m_daerah d on d.id = p.m_daerah_id
      where d.kode = ${kode}`);
    id[name] = row!.id;
    nama[name] = row!.nama;
    if (indeks !== null)
      await t.db.execute(sql`
        insert into skor_indeks (profil_id, tahun, method_version, indeks, indeks_verifikasi)
        values (${row!.id}, ${TAHUN}, '2023.1', ${indeks}, ${verif})`);
  }
  const [b] = await rows<{ id: number }>(sql`select min(id) as id from iga2020_bentuk_inovasi`);
  for (const [region, jenis, inisiator, urusan, status] of INNOVATIONS) {
    const [row] = await rows<{ id: number }>(sql`
      insert into iga2020_inovasi (profil_id, nama, tahun, jenis_inovasi, bentuk_inovasi,
        inisiator, urusan_pemerintah_id, is_index)
      values (${id[region]}, ${`Inovasi Tab ${region}`}, ${TAHUN}, ${jenis}, ${b!.id},
        ${inisiator}, ${urusan}, 0) returning id`);
    if (status !== null)
      await t.db.execute(sql`
        insert into nomor_registrasi (inovasi_id, hash, status_nomor)
        values (${row!.id}, ${randomUUID()}, ${status})`);
  }
  const [c] = await rows<{ n: string }>(sql`select count(*) as n from profil_pemda`);
  regions = Number(c!.n);
});
afterAll(async () => t?.close());

const get = (path: string) => t.call('GET', path, { as: 'superadmin' });

type RecapRow = { name: string; approved: number; total: number };
const counts = (data: RecapRow[]) => Object.fromEntries(data.map((r) => [r.name, r]));

describe('recaps by predicate tab (issue 37 item 6)', () => {
  it('counts only the innovations of the regions in the tab', async () => {
    const all = await get(`/api/laporan/rekap/jenis?tahun=${TAHUN}`);
    expect(all.status).toBe(200);
    expect(all.body.tab).toBeNull();
    expect(counts(all.body.data)).toMatchObject({
      Digital: { total: 3, approved: 2 },
      'Non Digital': { total: 2, approved: 0 },
    });
    // The tab labels' counts: innovations per tab before the tab.
    expect(all.body.ringkasan).toEqual({
      jumlah_inovasi: 5,
      per_tab: { '0': 1, '1': 1, '2': 1, '3': 2 },
    });

    const expected: Record<number, Record<string, { total: number; approved: number }>> = {
      3: { Digital: { total: 1, approved: 1 }, 'Non Digital': { total: 1, approved: 0 } },
      2: { Digital: { total: 1, approved: 1 }, 'Non Digital': { total: 0, approved: 0 } },
      1: { Digital: { total: 0, approved: 0 }, 'Non Digital': { total: 1, approved: 0 } },
      0: { Digital: { total: 1, approved: 0 }, 'Non Digital': { total: 0, approved: 0 } },
    };
    for (const [tab, want] of Object.entries(expected)) {
      const res = await get(`/api/laporan/rekap/jenis?tahun=${TAHUN}&tab=${tab}`);
      expect(res.status).toBe(200);
      expect(res.body.tab).toBe(Number(tab));
      expect(res.body.ringkasan).toEqual(all.body.ringkasan);
      expect(counts(res.body.data)).toMatchObject(want);
    }
  });

  it('filters the form, affair and initiator recaps too, and one region within a tab', async () => {
    const total = (data: RecapRow[]) => data.reduce((s, r) => s + r.total, 0);
    const tab3 = (kind: string) => get(`/api/laporan/rekap/${kind}?tahun=${TAHUN}&tab=3`);
    expect(total((await tab3('bentuk')).body.data)).toBe(2);
    expect(counts((await tab3('inisiator')).body.data)).toMatchObject({
      OPD: { total: 1, approved: 1 },
      ASN: { total: 1, approved: 0 },
      Masyarakat: { total: 0, approved: 0 },
    });
    const urusan = (await tab3('urusan')).body.data as (RecapRow & { id: number })[];
    expect(urusan.filter((r) => r.total > 0).map((r) => [r.id, r.total])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    // Kota Bekasi is in tab 2, so none of its innovations is in tab 3.
    const other = await get(`/api/laporan/rekap/jenis?tahun=${TAHUN}&tab=3&profil_id=${id.Q}`);
    expect(total(other.body.data)).toBe(0);
    const own = await get(`/api/laporan/rekap/jenis?tahun=${TAHUN}&tab=2&profil_id=${id.Q}`);
    expect(total(own.body.data)).toBe(1);
  });

  it('answers an unknown tab with a 400 naming it, on the recaps, the analysis and their files', async () => {
    for (const path of [
      '/api/laporan/rekap/jenis',
      '/api/laporan/rekap/bentuk',
      '/api/laporan/rekap/urusan',
      '/api/laporan/rekap/inisiator',
      '/api/laporan/rekap/jenis/download-excel',
      '/api/laporan/rekap/inisiator/download-pdf',
      '/api/laporan/analisis',
      '/api/laporan/analisis/download-excel',
      '/api/laporan/analisis/download-pdf',
    ])
      for (const tab of ['4', '-1', 'semua', '1.5']) {
        const res = await get(`${path}?tahun=${TAHUN}&tab=${tab}`);
        expect(res.status, `${path} tab=${tab}`).toBe(400);
        expect(res.body.status).toBe(0);
        expect(res.body.message).toMatch(/tab/);
      }
    // Empty is every tab, as the screens send it.
    const empty = await get(`/api/laporan/rekap/jenis?tahun=${TAHUN}&tab=`);
    expect(empty.status).toBe(200);
    expect(empty.body.tab).toBeNull();
  });
});

describe('analysis by predicate tab (issue 37 item 6)', () => {
  it('covers only the regions of the tab in every part; counts regions per tab', async () => {
    const all = await get(`/api/laporan/analisis?tahun=${TAHUN}`);
    expect(all.status).toBe(200);
    expect(all.body.ringkasan).toEqual({
      jumlah_daerah: regions,
      per_tab: { '0': regions - 3, '1': 1, '2': 1, '3': 1 },
    });
    const jumlah = (body: { data: { histogram: { jumlah: number }[] } }) =>
      body.data.histogram.reduce((s, h) => s + h.jumlah, 0);
    expect(jumlah(all.body)).toBe(3);

    const tab3 = await get(`/api/laporan/analisis?tahun=${TAHUN}&tab=3`);
    expect(tab3.status).toBe(200);
    expect(tab3.body.tab).toBe(3);
    expect(tab3.body.ringkasan).toEqual(all.body.ringkasan);
    // Kota Bandung alone: 70 in (60, 70], its gap 20, its trend.
    expect(tab3.body.data.histogram.filter((h: { jumlah: number }) => h.jumlah > 0)).toEqual([
      { dari: 60, sampai: 70, jumlah: 1 },
    ]);
    expect(tab3.body.data.selisih_terbesar).toEqual([
      { profil_id: id.P, nama: nama.P, indeks_mandiri: 70, indeks_verifikasi: 50, selisih: 20 },
    ]);
    expect(tab3.body.data.tren.map((r: { profil_id: number }) => r.profil_id)).toEqual([id.P]);

    const tab1 = await get(`/api/laporan/analisis?tahun=${TAHUN}&tab=1`);
    expect(tab1.body.data.selisih_terbesar.map((r: { nama: string }) => r.nama)).toEqual([nama.R]);
    expect(jumlah(tab1.body)).toBe(1);
    // Tab 0 holds no region with a result this year: no bin, no gap; its trend holds only the
    // regions rated in earlier periods (the demo's), none of the three rated now.
    const tab0 = await get(`/api/laporan/analisis?tahun=${TAHUN}&tab=0`);
    expect(jumlah(tab0.body)).toBe(0);
    expect(tab0.body.data.selisih_terbesar).toEqual([]);
    const trend0 = tab0.body.data.tren.map((r: { profil_id: number }) => r.profil_id);
    expect(trend0.length).toBeGreaterThan(0);
    for (const rated of [id.P, id.Q, id.R]) expect(trend0).not.toContain(rated);
  });
});

const STANDARD_FONTS = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

async function download(path: string) {
  const res = await t.app.request(path, {
    headers: { authorization: `Bearer ${await t.tokenFor('superadmin')}` },
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('the exports follow the tab (issue 37 item 6)', () => {
  it('a recap as Excel: the tab in the title, only its counts', async () => {
    const { res, bytes } = await download(
      `/api/laporan/rekap/jenis/download-excel?tahun=${TAHUN}&tab=3`,
    );
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(String(sheet.getCell('A1').value)).toBe(
      'Rekap Jenis Inovasi (Tahun 2035 · Tab: Terinovatif)',
    );
    const body: unknown[][] = [];
    sheet.eachRow((row, n) => {
      if (n > 3) body.push((row.values as unknown[]).slice(1));
    });
    expect(body).toEqual([
      ['Digital', 1, 1],
      ['Non Digital', 1, 0],
    ]);
  }, 60_000);

  it('the analysis as PDF: the tab in the title, only its regions', async () => {
    const { res, bytes } = await download(
      `/api/laporan/analisis/download-pdf?tahun=${TAHUN}&tab=3`,
    );
    expect(res.status).toBe(200);
    const pdf = await getDocument({ data: bytes, standardFontDataUrl: STANDARD_FONTS }).promise;
    let text = '';
    for (let i = 1; i <= pdf.numPages; i++)
      text += (await (await pdf.getPage(i)).getTextContent()).items
        .map((it) => ('str' in it ? it.str : ''))
        .join(' ');
    expect(text).toContain('Tahun 2035 · Tab: Terinovatif');
    expect(text).toContain(nama.P);
    expect(text).not.toContain(nama.Q);
    expect(text).not.toContain(nama.R);
  }, 60_000);
});
