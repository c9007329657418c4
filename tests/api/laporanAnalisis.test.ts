import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';

/**
 * The analysis (issue 24 item 4), the average-index panel (item 5) and the recap downloads
 * (item 6) over a world built by hand in years nobody else uses (2032, 2033, 2034; their
 * predicate sets are the 2026 key's: reports 35/60). Every expected number is worked out on
 * paper in the comments.
 */
const TAHUN = 2033;
const SEBELUM = 2032;
const BATAS = 2034;

let t: TestApp;
const id: Record<string, number> = {};
let count: { all: number; wilayah1: number; provinces: number };

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

async function profile(kode: string) {
  const [row] = await rows<{ id: number }>(
    sql`select p.id from profil_pemda p join m_daerah d on d.id = p.m_daerah_id where d.kode = ${kode}`,
  );
  return row!.id;
}

const score = (profil: number, tahun: number, indeks: number, verifikasi: number) =>
  t.db.execute(sql`
    insert into skor_indeks (profil_id, tahun, method_version, indeks, indeks_verifikasi)
    values (${profil}, ${tahun}, '2023.1', ${indeks}, ${verifikasi})`);

/** Region -> [code, self index 2033, verified index 2033]; A is the demo pemda's own region. */
const WORLD: Record<string, [string | null, number, number]> = {
  A: [null, 72.5, 60], // gap 12.5; Wilayah I
  B: ['35.78', 55, 58.25], // Kota Surabaya: gap -3.25; Wilayah I
  C: ['32.01', 40, 0], // Kab. Bogor: not verified, so not compared; Wilayah I
  D: ['93.02', 10, 10], // Papua Selatan: compared, no gap; Wilayah II
  E: ['35.01', 100, 35], // Kab. Pacitan: gap 65; Wilayah I
  F: ['32.05', 0.01, 0], // Kab. Garut: the smallest index with data; Wilayah I
};

beforeAll(async () => {
  t = await createTestApp();
  id.A = await ownProfilId(t, 'pemda');
  for (const [name, [kode, indeks, verif]] of Object.entries(WORLD)) {
    if (kode) id[name] = await profile(kode);
    await score(id[name]!, TAHUN, indeks, verif);
  }
  id.G = await profile('32.02'); // Kab. Sukabumi: a result in 2032 only
  await score(id.A!, SEBELUM, 50, 45);
  await score(id.B!, SEBELUM, 0, 0); // a row without data: not a period of B
  await score(id.G!, SEBELUM, 30, 30);

  // Group points (the engine's rule, from the answers): region answers as they are; E's one
  // counted innovation's points divided by max(10, 1) = 10, plus its count score 0.38 in group 7.
  const [g1, g2, g4] = await Promise.all(
    [1, 2, 4].map(
      async (g) =>
        (
          await rows<{ id: number }>(
            sql`select id from iga_indikator where group_id = ${g} limit 1`,
          )
        )[0]!.id,
    ),
  );
  const region: [string, number, number, number | null][] = [
    ['A', g1!, 10, 8],
    ['A', g2!, 6, null],
    ['B', g1!, 4, 5],
    ['C', g1!, 50, 0], // C is not compared: its 50 counts nowhere
  ];
  for (const [name, indikator, skor, verif] of region)
    await t.db.execute(sql`
      insert into indikator_jawaban (unit, profil_id, indikator_id, tahun, skor, skor_verifikasi)
      values ('daerah', ${id[name]}, ${indikator}, ${TAHUN}, ${skor}, ${verif})`);
  const [inv] = await rows<{ id: number }>(sql`
    insert into iga2020_inovasi (profil_id, nama, tahun, is_index)
    values (${id.E}, 'Inovasi Analisis', ${TAHUN}, 0) returning id`);
  await t.db.execute(sql`
    insert into nomor_registrasi (inovasi_id, hash, status_nomor) values (${inv!.id}, ${randomUUID()}, 1)`);
  await t.db.execute(sql`
    insert into indikator_jawaban (unit, profil_id, inovasi_id, indikator_id, tahun, skor, skor_verifikasi)
    values ('inovasi', ${id.E}, ${inv!.id}, ${g4}, ${TAHUN}, 30, 20)`);

  // 2034: 25 compared regions with gaps 1..25 (self 30 + gap, verified 30).
  const many = await rows<{ id: number }>(sql`select id from profil_pemda order by id limit 25`);
  for (const [i, r] of many.entries()) await score(r.id, BATAS, 31 + i, 30);

  const [c] = await rows<Record<string, string>>(sql`
    select (select count(*) from profil_pemda) as all,
      (select count(*) from wilayah_daerah wd join profil_pemda p on p.m_daerah_id = wd.m_daerah_id
        where wd.wilayah_id = 1) as wilayah1,
      (select count(*) from m_daerah where tingkat = 1) as provinces`);
  count = { all: Number(c!.all), wilayah1: Number(c!.wilayah1), provinces: Number(c!.provinces) };
});
afterAll(async () => t?.close());

const get = (path: string, as = 'superadmin') => t.call('GET', path, { as });

describe('analisis (issue 24 item 4)', () => {
  it('means per variable over the compared regions, and their gap', async () => {
    const res = await get(`/api/laporan/analisis?tahun=${TAHUN}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, tahun: TAHUN });
    // Compared (self and verified above 0): A, B, D, E; four regions.
    // g1: self (10 + 4) / 4 = 3.5, verified (8 + 5) / 4 = 3.25, gap 0.25
    // g2: self 6 / 4 = 1.5, verified 0 (no verification is 0), gap 1.5
    // g4: self 30/10 / 4 = 0.75, verified 20/10 / 4 = 0.5, gap 0.25
    // g7: 0.38 / 4 = 0.095 -> 0.1 both (half up in hundredths), gap 0
    const by = Object.fromEntries(
      (res.body.data.kelompok as { group_id: number }[]).map((k) => [k.group_id, k]),
    );
    expect(res.body.data.kelompok).toHaveLength(8);
    expect(by[1]).toEqual({
      group_id: 1,
      nama: 'Institusi',
      rata_mandiri: 3.5,
      rata_verifikasi: 3.25,
      selisih: 0.25,
    });
    expect(by[2]).toMatchObject({ rata_mandiri: 1.5, rata_verifikasi: 0, selisih: 1.5 });
    expect(by[4]).toMatchObject({ rata_mandiri: 0.75, rata_verifikasi: 0.5, selisih: 0.25 });
    expect(by[7]).toMatchObject({
      nama: 'Jumlah Inovasi dan Hasil Kreatif',
      rata_mandiri: 0.1,
      rata_verifikasi: 0.1,
      selisih: 0,
    });
    for (const g of [3, 5, 6, 8])
      expect(by[g]).toMatchObject({ rata_mandiri: 0, rata_verifikasi: 0, selisih: 0 });
  });

  it('counts the indices with data in bins of 10, upper bound included', async () => {
    const res = await get(`/api/laporan/analisis?tahun=${TAHUN}`);
    // F 0.01 and D 10 in (0, 10]; C 40 in (30, 40]; B 55; A 72.5; E 100 in (90, 100].
    expect(res.body.data.histogram).toEqual([
      { dari: 0, sampai: 10, jumlah: 2 },
      { dari: 10, sampai: 20, jumlah: 0 },
      { dari: 20, sampai: 30, jumlah: 0 },
      { dari: 30, sampai: 40, jumlah: 1 },
      { dari: 40, sampai: 50, jumlah: 0 },
      { dari: 50, sampai: 60, jumlah: 1 },
      { dari: 60, sampai: 70, jumlah: 0 },
      { dari: 70, sampai: 80, jumlah: 1 },
      { dari: 80, sampai: 90, jumlah: 0 },
      { dari: 90, sampai: 100, jumlah: 1 },
    ]);
  });

  it('lists the largest gaps by size, signed, without the unverified and the agreed', async () => {
    const res = await get(`/api/laporan/analisis?tahun=${TAHUN}`);
    // E 65, A 12.5, B -3.25 (size 3.25); C has no verified index, D no gap.
    expect(
      res.body.data.selisih_terbesar.map((r: { profil_id: number; selisih: number }) => [
        r.profil_id,
        r.selisih,
      ]),
    ).toEqual([
      [id.E, 65],
      [id.A, 12.5],
      [id.B, -3.25],
    ]);
    expect(res.body.data.selisih_terbesar[0]).toMatchObject({
      nama: expect.stringContaining('Kabupaten Pacitan'),
      indeks_mandiri: 100,
      indeks_verifikasi: 35,
    });
    // 2034: 25 gaps 1..25; the 20 largest are 25 down to 6.
    const many = await get(`/api/laporan/analisis?tahun=${BATAS}`);
    const gaps = many.body.data.selisih_terbesar.map((r: { selisih: number }) => r.selisih);
    expect(gaps).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
  });

  it('gives every region with data its index per period with results, up to the year', async () => {
    const res = await get(`/api/laporan/analisis?tahun=${TAHUN}`);
    const tren = res.body.data.tren as {
      profil_id: number;
      nama: string;
      per_tahun: { tahun: number; indeks: number }[];
    }[];
    const periods = tren[0]!.per_tahun.map((p) => p.tahun);
    expect(periods).toEqual([...periods].sort((a, b) => a - b));
    expect(periods.slice(-2)).toEqual([SEBELUM, TAHUN]);
    expect(periods).not.toContain(BATAS);
    expect(tren.every((r) => r.per_tahun.length === periods.length)).toBe(true);
    const mine = (name: string) =>
      tren
        .find((r) => r.profil_id === id[name])
        ?.per_tahun.filter((p) => p.tahun >= SEBELUM)
        .map((p) => p.indeks);
    expect(mine('A')).toEqual([50, 72.5]);
    expect(mine('B')).toEqual([0, 55]); // B's 2032 row has no data
    expect(mine('G')).toEqual([30, 0]); // G has no 2033 result
    const names = tren.map((r) => r.nama);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('is for superadmin only', async () => {
    for (const as of ['admin', 'tim.penilai', 'pemda', 'viewer'])
      expect((await get('/api/laporan/analisis', as)).status, as).toBe(403);
    expect((await t.call('GET', '/api/laporan/analisis')).status).toBe(401);
    expect((await get('/api/laporan/analisis?tahun=20x')).status).toBe(400);
  });
});

describe('the average-index panel (issue 24 item 5)', () => {
  // 2033 with data: A 72.5, B 55, C 40, D 10, E 100, F 0.01: 277.51 / 6 = 46.2516 -> 46.25.
  // Report predicates: F, D below 35 (tab 1); B, C 35-60 (tab 2); A, E above 60 (tab 3).
  const nasional = () => ({
    jumlah_daerah: count.all,
    jumlah_berdata: 6,
    rata_rata: 46.25,
    per_tab: { '0': count.all - 6, '1': 2, '2': 2, '3': 2 },
  });

  it('gives pemda the national aggregates and its own region only', async () => {
    const res = await get(`/api/indeks/average/panel?tahun=${TAHUN}`, 'pemda');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 1,
      tahun: TAHUN,
      data: {
        nasional: nasional(),
        wilayah: null,
        // E 100 first, A 72.5 second.
        daerah: {
          profil_id: id.A,
          nama: expect.any(String),
          indeks: 72.5,
          peringkat: 2,
          predikat: 'Sangat Inovatif',
          tab: 3,
        },
      },
    });
    const text = JSON.stringify(res.body);
    for (const other of ['B', 'C', 'D', 'E', 'F']) expect(text).not.toContain(`:${id[other]},`);
    expect(text).not.toContain('Pacitan');
  });

  it("gives a verifier its area's aggregates", async () => {
    const res = await get(`/api/indeks/average/panel?tahun=${TAHUN}`, 'verifikator');
    expect(res.status).toBe(200);
    // Wilayah I: A 72.5, B 55, C 40, E 100, F 0.01: 267.51 / 5 = 53.502 -> 53.5.
    expect(res.body.data).toEqual({
      nasional: nasional(),
      wilayah: {
        id: 1,
        nama: 'Wilayah I',
        jumlah_daerah: count.wilayah1,
        jumlah_berdata: 5,
        rata_rata: 53.5,
        per_tab: { '0': count.wilayah1 - 5, '1': 1, '2': 2, '3': 2 },
      },
      daerah: null,
    });
  });

  it('gives the national accounts the national aggregates; 403 to the others (spec 6)', async () => {
    for (const as of ['admin', 'viewer', 'tim.penilai']) {
      const res = await get(`/api/indeks/average/panel?tahun=${TAHUN}`, as);
      expect(res.status, as).toBe(200);
      expect(res.body.data, as).toEqual({ nasional: nasional(), wilayah: null, daerah: null });
    }
    for (const as of ['superadmin', 'opd', 'provinsi', 'quality_control', 'upt'])
      expect((await get('/api/indeks/average/panel', as)).status, as).toBe(403);
    expect((await t.call('GET', '/api/indeks/average/panel')).status).toBe(401);
  });

  it('agrees with the national report', async () => {
    const report = await get(`/api/indeks/average/nasional?tahun=${TAHUN}&per_page=1`);
    const panel = await get(`/api/indeks/average/panel?tahun=${TAHUN}`, 'admin');
    expect(panel.body.data.nasional).toEqual(report.body.ringkasan);
  });
});

const STANDARD_FONTS = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

async function download(path: string, as = 'superadmin') {
  const res = await t.app.request(path, {
    headers: { authorization: `Bearer ${await t.tokenFor(as)}` },
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function sheets(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer as ArrayBuffer);
  return book.worksheets;
}

/** The rows under a sheet's header (title, notes, a blank line, the header, then the rows). */
function body(sheet: ExcelJS.Worksheet, head: number) {
  const out: unknown[][] = [];
  sheet.eachRow((row, n) => {
    if (n > head) out.push((row.values as unknown[]).slice(1));
  });
  return out;
}

async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl: STANDARD_FONTS }).promise;
  const [, , w, h] = (await pdf.getPage(1)).view;
  let text = '';
  for (let i = 1; i <= pdf.numPages; i++)
    text += (await (await pdf.getPage(i)).getTextContent()).items
      .map((it) => ('str' in it ? it.str : ''))
      .join(' ');
  return { text, landscape: w! > h! };
}

describe('recap and analysis downloads (issue 24 item 6)', () => {
  it('the national recap as Excel: one row per province, counts and sums equal the API', async () => {
    const api = await get(`/api/indeks/average/nasional/rekap?tahun=${TAHUN}`);
    const { res, bytes } = await download(
      `/api/indeks/average/nasional/rekap/download-excel?tahun=${TAHUN}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const [sheet] = await sheets(bytes);
    expect(String(sheet!.getCell('A1').value)).toBe(
      'Rekap Nasional Indeks Rata-rata per Provinsi (Tahun 2033 · Sumber indeks: Penilaian mandiri)',
    );
    const head = 4; // title, one note, a blank line, the header
    expect(sheet!.getRow(head).values).toEqual(
      expect.arrayContaining(['Rata-rata Indeks (daerah berdata)', 'Daerah Berdata']),
    );
    const data = body(sheet!, head);
    expect(data).toHaveLength(api.body.data.length);
    expect(data).toHaveLength(count.provinces);
    expect(data.every((r) => r.slice(1).every((v) => typeof v === 'number'))).toBe(true);
    const sum = (i: number) => data.reduce((s, r) => s + (r[i] as number), 0);
    type G = {
      jumlah_daerah: number;
      rata_rata: number;
      jumlah_berdata: number;
      per_tab: Record<string, number>;
    };
    const apiSum = (f: (g: G) => number) =>
      (api.body.data as G[]).reduce((s, g) => s + Math.round(f(g) * 100), 0) / 100;
    expect(sum(1)).toBe(count.all);
    expect(sum(1)).toBe(apiSum((g) => g.jumlah_daerah));
    expect(Math.round(sum(2) * 100) / 100).toBe(apiSum((g) => g.rata_rata));
    // Beside each mean, the regions it is taken over: those with data (tabs 1-3).
    expect(sum(3)).toBe(apiSum((g) => g.jumlah_berdata));
    for (const [i, tab] of ['0', '1', '2', '3'].entries())
      expect(sum(4 + i), `tab ${tab}`).toBe(apiSum((g) => g.per_tab[tab]!));
    expect(sum(5) + sum(6) + sum(7)).toBe(6);
    expect(sum(3)).toBe(6);
  }, 60_000);

  it("a province's recap and a region's OPD recap as landscape PDFs with their filters", async () => {
    const [jabar] = await rows<{ id: number }>(sql`select id from m_daerah where kode = '32'`);
    const prov = await download(
      `/api/indeks/average/propinsi/${jabar!.id}/rekap/download-pdf?tahun=${TAHUN}&sumber=verifikasi`,
    );
    expect(prov.res.status).toBe(200);
    const p = await pdfText(prov.bytes);
    expect(p.landscape).toBe(true);
    expect(p.text).toContain('Portal Indeks Inovasi Daerah');
    expect(p.text).toContain('Rekap Indeks Rata-rata Jawa Barat');
    expect(p.text).toContain('Tahun 2033 · Sumber indeks: Hasil verifikasi');
    expect(p.text).toContain('Pemerintah Provinsi');
    const opd = await download(
      `/api/indeks/average/opd/${id.A}/rekap/download-excel?tahun=${TAHUN}`,
    );
    expect(opd.res.status).toBe(200);
    const api = await get(`/api/indeks/average/opd/${id.A}/rekap?tahun=${TAHUN}`);
    expect(body((await sheets(opd.bytes))[0]!, 4)).toHaveLength(api.body.data.length);
    const missing = await download(`/api/indeks/average/propinsi/${id.A}/rekap/download-excel`);
    expect(missing.res.status).toBe(404);
    const refused = await download(
      `/api/indeks/average/nasional/rekap/download-pdf?tahun=${TAHUN}`,
      'admin',
    );
    expect(refused.res.status).toBe(403);
  }, 60_000);

  it('the analysis as Excel: four sheets, numbers as numbers; as PDF: every part', async () => {
    const { res, bytes } = await download(`/api/laporan/analisis/download-excel?tahun=${TAHUN}`);
    expect(res.status).toBe(200);
    const book = await sheets(bytes);
    expect(book).toHaveLength(4);
    const kelompok = body(book[0]!, 4);
    expect(kelompok).toHaveLength(8);
    expect(kelompok[0]).toEqual(['Institusi', 3.5, 3.25, 0.25]);
    const histogram = body(book[1]!, 4);
    expect(histogram[0]).toEqual([0, 10, 2]);
    expect(histogram.reduce((s, r) => s + (r[2] as number), 0)).toBe(6);
    const gaps = body(book[2]!, 4);
    expect(gaps.map((r) => r[3])).toEqual([65, 12.5, -3.25]);
    const tren = body(book[3]!, 4);
    const api = await get(`/api/laporan/analisis?tahun=${TAHUN}`);
    expect(tren).toHaveLength(api.body.data.tren.length);
    const a = tren.find(
      (r) =>
        r[0] === api.body.data.tren.find((x: { profil_id: number }) => x.profil_id === id.A).nama,
    )!;
    // ..., 2032 50, 2033 72.5, change 22.5
    expect(a.slice(-3)).toEqual([50, 72.5, 22.5]);

    const pdf = await download(`/api/laporan/analisis/download-pdf?tahun=${TAHUN}`);
    const { text, landscape } = await pdfText(pdf.bytes);
    expect(landscape).toBe(true);
    for (const part of [
      'Rata-rata per Variabel',
      'Sebaran Indeks',
      '20 Selisih Terbesar',
      'Tren per Daerah',
    ])
      expect(text).toContain(part);
    expect(text).toContain('Kabupaten Pacitan');
    expect((await download('/api/laporan/analisis/download-pdf', 'admin')).res.status).toBe(403);
  }, 60_000);
});
