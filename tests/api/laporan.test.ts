import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * The reports of issue 24 over a world built by hand in a year nobody else uses (2031, whose
 * predicate sets are the 2026 key's: lists 40/65, reports 35/60). Eleven regions get a stored
 * result; every other region has none (tab 0, no rank). Every expected number below is worked
 * out on paper in the comments.
 */
const TAHUN = 2031;

let t: TestApp;
const id: Record<string, number> = {};
let count: { all: number; kota: number; papua: number; jabar: number; jabarKab: number };

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

/** The profile of a Kemendagri code. */
async function profile(kode: string) {
  const [row] = await rows<{ id: number }>(
    sql`select p.id from profil_pemda p join m_daerah d on d.id = p.m_daerah_id where d.kode = ${kode}`,
  );
  return row!.id;
}

/** Region -> [code, self index, verified index]. */
const WORLD: Record<string, [string, number, number]> = {
  F: ['32', 65.01, 65], // Provinsi Jawa Barat
  I: ['35.02', 65, 10], // Kab. Ponorogo (Jawa Timur)
  A: ['32.73', 60.01, 50], // Kota Bandung
  B: ['32.75', 60, 60.01], // Kota Bekasi
  M: ['93.02', 50, 0], // Papua Selatan: Papua, perbatasan, tertinggal
  H: ['35.01', 40.01, 0], // Kab. Pacitan
  G: ['35.78', 40, 40.01], // Kota Surabaya
  C: ['32.01', 35.01, 0], // Kab. Bogor
  D: ['32.02', 35, 35], // Kab. Sukabumi
  E: ['32.03', 35, 20], // Kab. Cianjur: ties with D
  K: ['32.05', 20, 0], // Kab. Garut
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, [kode, indeks, verif]] of Object.entries(WORLD)) {
    id[name] = await profile(kode);
    await t.db.execute(sql`
      insert into skor_indeks (profil_id, tahun, method_version, indeks, indeks_verifikasi)
      values (${id[name]}, ${TAHUN}, '2023.1', ${indeks}, ${verif})`);
  }
  const [c] = await rows<Record<string, string>>(sql`
    select
      (select count(*) from profil_pemda) as all,
      (select count(*) from m_daerah where jenis = 'kota') as kota,
      (select count(*) from m_daerah where is_papua) as papua,
      (select count(*) from m_daerah where kode = '32' or kode like '32.%') as jabar,
      (select count(*) from m_daerah where kode like '32.%' and jenis = 'kabupaten') as jabar_kab`);
  count = {
    all: Number(c!.all),
    kota: Number(c!.kota),
    papua: Number(c!.papua),
    jabar: Number(c!.jabar),
    jabarKab: Number(c!.jabar_kab),
  };
});
afterAll(async () => t?.close());

const get = (path: string, as = 'superadmin') => t.call('GET', path, { as });
type Row = {
  profil_id: number;
  overall_score: number;
  peringkat: number | null;
  predikat: string;
  tab: number;
};
const byName = (data: Row[]) =>
  Object.fromEntries(
    Object.keys(WORLD).flatMap((n) => {
      const row = data.find((r) => r.profil_id === id[n]);
      return row ? [[n, row]] : [];
    }),
  );

describe('average-index reports (issue 24)', () => {
  it('nasional, self index: ranks as the ranking (tie shares), report predicates at 35/60, mean over regions with data', async () => {
    const res = await get(`/api/indeks/average/nasional?tahun=${TAHUN}&per_page=1000`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, tahun: TAHUN, sumber: 'mandiri' });
    // 11 with data: 65.01+65+60.01+60+50+40.01+40+35.01+35+35+20 = 505.04 / 11 = 45.912 -> 45.91
    expect(res.body.ringkasan).toEqual({
      jumlah_daerah: count.all,
      jumlah_berdata: 11,
      rata_rata: 45.91,
      per_tab: { '0': count.all - 11, '1': 1, '2': 7, '3': 3 },
    });
    expect(res.body.total).toBe(count.all);
    const r = byName(res.body.data);
    const ranksAndTabs = Object.fromEntries(
      Object.entries(r).map(([n, row]) => [n, [row.peringkat, row.tab, row.predikat]]),
    );
    expect(ranksAndTabs).toEqual({
      F: [1, 3, 'Sangat Inovatif'],
      I: [2, 3, 'Sangat Inovatif'],
      A: [3, 3, 'Sangat Inovatif'], // 60.01
      B: [4, 2, 'Inovatif'], // 60
      M: [5, 2, 'Inovatif'],
      H: [6, 2, 'Inovatif'],
      G: [7, 2, 'Inovatif'], // 40 is Inovatif in a report, Kurang Inovatif in the lists
      C: [8, 2, 'Inovatif'], // 35.01
      D: [9, 2, 'Inovatif'], // 35: one rule for every report, Kabupaten included
      E: [9, 2, 'Inovatif'], // tie with D
      K: [11, 1, 'Kurang Inovatif'],
    });
    // Every region without data: tab 0, no rank, after the ranked ones.
    const rest = (res.body.data as Row[]).slice(11);
    expect(rest.every((x) => x.peringkat === null && x.tab === 0 && x.overall_score === 0)).toBe(
      true,
    );
    expect(rest[0]!.predikat).toBe('Tidak Dapat Dinilai');
  });

  it('agrees with /ranking-index and /rekap-akhir for the same regions (lists at 40/65)', async () => {
    const report = byName(
      (await get(`/api/indeks/average/nasional?tahun=${TAHUN}&per_page=1000`)).body.data,
    );
    const ranking = await get(`/api/ranking-index?tahun=${TAHUN}&per_page=1000`);
    const rekap = await get(`/api/rekap-akhir?tahun=${TAHUN}&per_page=1000`);
    expect(ranking.status).toBe(200);
    for (const [n, [, indeks, verif]] of Object.entries(WORLD)) {
      const rank = ranking.body.data.find((x: { profil_id: number }) => x.profil_id === id[n]);
      const final = rekap.body.data.find((x: { profil_id: number }) => x.profil_id === id[n]);
      expect([rank.indeks, rank.rank], n).toEqual([indeks, report[n]!.peringkat]);
      expect([final.indeks_mandiri, final.indeks_verifikasi], n).toEqual([indeks, verif]);
      expect(report[n]).toMatchObject({ indeks_mandiri: indeks, indeks_verifikasi: verif });
    }
    const listPredicate = (n: string) =>
      ranking.body.data.find((x: { profil_id: number }) => x.profil_id === id[n]).predikat;
    expect(['F', 'I', 'H', 'G'].map(listPredicate)).toEqual([
      'Sangat Inovatif', // 65.01
      'Inovatif', // 65
      'Inovatif', // 40.01
      'Kurang Inovatif', // 40
    ]);
  });

  it('the verified source ranks and averages the verified index', async () => {
    const res = await get(
      `/api/indeks/average/nasional?tahun=${TAHUN}&sumber=verifikasi&per_page=20`,
    );
    // 65 + 60.01 + 50 + 40.01 + 35 + 20 + 10 = 280.02 / 7 = 40.0029 -> 40
    expect(res.body.ringkasan).toEqual({
      jumlah_daerah: count.all,
      jumlah_berdata: 7,
      rata_rata: 40,
      per_tab: { '0': count.all - 7, '1': 2, '2': 3, '3': 2 },
    });
    const r = byName(res.body.data);
    expect(Object.fromEntries(Object.entries(r).map(([n, x]) => [n, x.peringkat]))).toMatchObject({
      F: 1,
      B: 2,
      A: 3,
      G: 4,
      D: 5,
      E: 6,
      I: 7,
    });
    expect(r.B).toMatchObject({ overall_score: 60.01, tab: 3 });
  });

  it('filters by tab and search without changing the summary; pages', async () => {
    const all = await get(`/api/indeks/average/nasional?tahun=${TAHUN}`);
    const tab2 = await get(`/api/indeks/average/nasional?tahun=${TAHUN}&tab=2`);
    expect(tab2.body.ringkasan).toEqual(all.body.ringkasan);
    expect(tab2.body.total).toBe(7);
    expect(tab2.body.data.map((x: Row) => x.peringkat)).toEqual([4, 5, 6, 7, 8, 9, 9]);
    const search = await get(`/api/indeks/average/nasional?tahun=${TAHUN}&search=kota%20bekasi`);
    expect(search.body.data.map((x: Row) => x.profil_id)).toEqual([id.B]);
    const page = await get(`/api/indeks/average/nasional?tahun=${TAHUN}&per_page=3&page=1`);
    expect(page.body.data.map((x: Row) => x.profil_id)).toEqual([id.B, id.M, id.H]);
    const byNameAsc = await get(
      `/api/indeks/average/nasional?tahun=${TAHUN}&tab=3&sort=nama&dir=asc`,
    );
    const names = byNameAsc.body.data.map((x: { nama: string }) => x.nama);
    expect(names).toEqual([...names].sort());
  });

  it('kota, kabupaten of one province, provinces, Papua, border and lagging regions', async () => {
    const kota = await get(`/api/indeks/average/kota?tahun=${TAHUN}`);
    // A 60.01, B 60, G 40: mean 160.01 / 3 = 53.337 -> 53.34
    expect(kota.body.ringkasan).toEqual({
      jumlah_daerah: count.kota,
      jumlah_berdata: 3,
      rata_rata: 53.34,
      per_tab: { '0': count.kota - 3, '1': 0, '2': 2, '3': 1 },
    });
    expect(kota.body.data.slice(0, 3).map((x: Row) => [x.profil_id, x.peringkat])).toEqual([
      [id.A, 1],
      [id.B, 2],
      [id.G, 3],
    ]);
    const jabar = (await rows<{ id: number }>(sql`select id from m_daerah where kode = '32'`))[0]!
      .id;
    const kab = await get(`/api/indeks/average/kabupaten?tahun=${TAHUN}&propinsi_id=${jabar}`);
    // C 35.01, D 35, E 35, K 20: 125.01 / 4 = 31.2525 -> 31.25; D and E share rank 2
    expect(kab.body.ringkasan).toEqual({
      jumlah_daerah: count.jabarKab,
      jumlah_berdata: 4,
      rata_rata: 31.25,
      per_tab: { '0': count.jabarKab - 4, '1': 1, '2': 3, '3': 0 },
    });
    expect(kab.body.data.slice(0, 4).map((x: Row) => x.peringkat)).toEqual([1, 2, 2, 4]);
    const prov = await get(`/api/indeks/average/propinsi?tahun=${TAHUN}`);
    expect(prov.body.ringkasan.jumlah_berdata).toBe(1);
    expect(prov.body.data[0]).toMatchObject({ profil_id: id.F, peringkat: 1, tab: 3 });
    for (const jenis of ['papua', 'perbatasan', 'tertinggal']) {
      const res = await get(`/api/indeks/average/${jenis}?tahun=${TAHUN}`);
      expect(res.status, jenis).toBe(200);
      expect(res.body.ringkasan, jenis).toMatchObject({ jumlah_berdata: 1, rata_rata: 50 });
      expect(res.body.data[0], jenis).toMatchObject({ profil_id: id.M, peringkat: 1, tab: 2 });
    }
    const papua = await get(`/api/indeks/average/papua?tahun=${TAHUN}`);
    expect(papua.body.ringkasan.jumlah_daerah).toBe(count.papua);
    const wilayah = await get(`/api/indeks/average/wilayah?tahun=${TAHUN}&per_page=1000`);
    expect(wilayah.body.ringkasan.jumlah_berdata).toBe(11);
    // Ranked within each area: Jawa Barat and Jawa Timur are Wilayah I, Papua Selatan II.
    expect(byName(wilayah.body.data).M).toMatchObject({ peringkat: 1, wilayah: 'Wilayah II' });
    expect(byName(wilayah.body.data).H).toMatchObject({ peringkat: 5, wilayah: 'Wilayah I' });
  });

  it('propinsi2 folds districts and cities into their province; the recaps per province', async () => {
    const res = await get(`/api/indeks/average/propinsi2?tahun=${TAHUN}`);
    // Papua Selatan: 50. Jawa Timur: (65 + 40.01 + 40) / 3 = 48.337 -> 48.34.
    // Jawa Barat: (65.01 + 60.01 + 60 + 35.01 + 35 + 35 + 20) / 7 = 310.03 / 7 = 44.29.
    expect(
      res.body.data.slice(0, 3).map((x: Row & { nama: string }) => [x.overall_score, x.peringkat]),
    ).toEqual([
      [50, 1],
      [48.34, 2],
      [44.29, 3],
    ]);
    expect(res.body.data[2].profil_id).toBe(id.F);

    const nasional = await get(`/api/indeks/average/nasional/rekap?tahun=${TAHUN}`);
    expect(nasional.status).toBe(200);
    const jabarRow = nasional.body.data.find((x: { nama: string }) => x.nama === 'Jawa Barat');
    expect(jabarRow).toMatchObject({
      jumlah_daerah: count.jabar,
      rata_rata: 44.29,
      per_tab: { '0': count.jabar - 7, '1': 1, '2': 4, '3': 2 },
    });
    const jabar = jabarRow.propinsi_id as number;
    const one = await get(`/api/indeks/average/propinsi/${jabar}/rekap?tahun=${TAHUN}`);
    expect(one.status).toBe(200);
    const [own, kabupaten, kota] = one.body.data;
    expect(own).toMatchObject({ jenis: 'provinsi', jumlah_daerah: 1, rata_rata: 65.01 });
    expect(kabupaten).toMatchObject({ jenis: 'kabupaten', rata_rata: 31.25 });
    // (60.01 + 60) / 2 = 60.005 -> 60.01 (half up, exact in hundredths)
    expect(kota).toMatchObject({
      jenis: 'kota',
      rata_rata: 60.01,
      per_tab: { '1': 0, '2': 1, '3': 1 },
    });
    expect((await get(`/api/indeks/average/propinsi/${id.A}/rekap`)).status).toBe(404);
  });

  it('is for superadmin only (spec 6)', async () => {
    for (const as of ['admin', 'pemda', 'tim.penilai'])
      expect((await get('/api/indeks/average/nasional', as)).status, as).toBe(403);
    expect((await t.call('GET', '/api/indeks/average/kota')).status).toBe(401);
    expect((await get('/api/indeks/average/nasional?sumber=lain')).status).toBe(400);
    expect((await get('/api/indeks/average/nasional?tab=4')).status).toBe(400);
  });
});

describe('recaps of innovations and the OPD recap (issue 24)', () => {
  const innovations: Record<string, number> = {};

  beforeAll(async () => {
    const [o1, o2] = await rows<{ id: number }>(sql`
      insert into opd_perangkat (m_daerah_id, nama)
      select m_daerah_id, x.nama from profil_pemda, (values ('OPD Laporan Satu'), ('OPD Laporan Dua')) as x(nama)
      where profil_pemda.id = ${id.A} returning id`);
    const [b1, b2, b3] = (
      await rows<{ id: number }>(sql`select id from iga2020_bentuk_inovasi order by id`)
    ).map((b) => b.id);
    // name, region, opd, jenis, bentuk, inisiator, urusan, is_index, status_nomor, qc
    const list: [
      string,
      number,
      number | null,
      string,
      number,
      string | null,
      string,
      number,
      number | null,
      number,
    ][] = [
      ['inv1', id.A!, o1!.id, 'Digital', b1!, 'OPD', '1,2', 0, 1, 0], // terverifikasi
      ['inv2', id.A!, o1!.id, 'Digital', b2!, 'ASN', '2', 0, 2, 0], // ditolak
      ['inv3', id.A!, o2!.id, 'Non Digital', b1!, 'OPD', '3', 0, 1, 1], // diterima
      ['inv4', id.A!, o2!.id, 'Non Digital', b1!, null, '1', 0, null, 0], // draft
      ['inv5', id.A!, o1!.id, 'Digital', b1!, 'OPD', '1', 1, 1, 0], // index copy: excluded
      ['inv6', id.B!, null, 'Digital', b3!, 'Masyarakat', ' 1 ', 0, 0, 0], // another region
    ];
    for (const [nama, profil, opd, jenis, bentuk, inisiator, urusan, isIndex, status, qc] of list) {
      const [row] = await rows<{ id: number }>(sql`
        insert into iga2020_inovasi (profil_id, opd_perangkat_id, nama, tahun, jenis_inovasi,
          bentuk_inovasi, inisiator, urusan_pemerintah_id, is_index, qc)
        values (${profil}, ${opd}, ${nama}, ${TAHUN}, ${jenis}, ${bentuk}, ${inisiator}, ${urusan},
          ${isIndex}, ${qc}) returning id`);
      innovations[nama] = row!.id;
      if (status !== null)
        await t.db.execute(sql`
          insert into nomor_registrasi (inovasi_id, hash, status_nomor)
          values (${row!.id}, ${randomUUID()}, ${status})`);
    }
    // Innovation points: inv1 12.5 + 17.5 = 30, inv2 10, inv3 25.5.
    const [i1, i2] = await rows<{ id: number }>(
      sql`select id from iga_indikator order by id limit 2`,
    );
    const answers: [string, number, number][] = [
      ['inv1', i1!.id, 12.5],
      ['inv1', i2!.id, 17.5],
      ['inv2', i1!.id, 10],
      ['inv3', i1!.id, 25.5],
    ];
    for (const [nama, indikator, skor] of answers)
      await t.db.execute(sql`
        insert into indikator_jawaban (unit, profil_id, inovasi_id, indikator_id, tahun, skor)
        values ('inovasi', ${id.A}, ${innovations[nama]}, ${indikator}, ${TAHUN}, ${skor})`);
  });

  const recap = async (kind: string, query = '') => {
    const res = await get(`/api/laporan/rekap/${kind}?tahun=${TAHUN}${query}`);
    expect(res.status).toBe(200);
    return res.body.data as {
      id: number | string;
      name: string;
      approved: number;
      total: number;
    }[];
  };

  it('counts by type, for all regions and for one; rejected and draft are not approved', async () => {
    // Digital: inv1 (approved), inv2 (rejected), inv6 (sent); Non Digital: inv3 (diterima), inv4 (draft).
    expect(await recap('jenis')).toEqual([
      { id: 'Digital', name: 'Digital', approved: 1, total: 3 },
      { id: 'Non Digital', name: 'Non Digital', approved: 1, total: 2 },
    ]);
    expect(await recap('jenis', `&profil_id=${id.A}`)).toEqual([
      { id: 'Digital', name: 'Digital', approved: 1, total: 2 },
      { id: 'Non Digital', name: 'Non Digital', approved: 1, total: 2 },
    ]);
  });

  it('counts an innovation with two urusan once under each', async () => {
    const rows = await recap('urusan');
    const by = Object.fromEntries(rows.map((r) => [r.id, [r.approved, r.total]]));
    // 1: inv1, inv4, inv6 (" 1 " trimmed); 2: inv1, inv2; 3: inv3.
    expect([by[1], by[2], by[3]]).toEqual([
      [1, 3],
      [1, 2],
      [1, 1],
    ]);
    expect(rows.reduce((s, r) => s + r.total, 0)).toBe(6);
    expect(rows.every((r) => typeof r.name === 'string' && r.name !== '')).toBe(true);
  });

  it('counts by form and by initiator, every value listed', async () => {
    const bentuk = await recap('bentuk');
    expect(bentuk.map((r) => [r.approved, r.total])).toEqual([
      [2, 3], // inv1, inv3 approved; inv4 draft
      [0, 1], // inv2 rejected
      [0, 1], // inv6 sent
    ]);
    const inisiator = Object.fromEntries(
      (await recap('inisiator')).map((r) => [r.name, [r.approved, r.total]]),
    );
    expect(inisiator).toEqual({
      'Kepala Daerah': [0, 0],
      'Anggota DPRD': [0, 0],
      OPD: [2, 2],
      ASN: [0, 1],
      Masyarakat: [0, 1],
    });
  });

  it("a region's OPDs: sent, verified and their mean innovation points", async () => {
    const res = await get(`/api/indeks/average/opd/${id.A}/rekap?tahun=${TAHUN}`);
    expect(res.status).toBe(200);
    const mine = res.body.data.filter((r: { nama: string }) => r.nama.startsWith('OPD Laporan'));
    expect(mine).toEqual([
      // inv3 (diterima, 25.5); inv4 is a draft
      expect.objectContaining({
        nama: 'OPD Laporan Dua',
        dikirim: 1,
        terverifikasi: 1,
        rata_rata_poin: 25.5,
      }),
      // inv1 (30) and inv2 (10, rejected but sent): (30 + 10) / 2 = 20; inv5 is an index copy
      expect.objectContaining({
        nama: 'OPD Laporan Satu',
        dikirim: 2,
        terverifikasi: 1,
        rata_rata_poin: 20,
      }),
    ]);
    expect((await get(`/api/indeks/average/opd/99999999/rekap`)).status).toBe(404);
  });

  it('lets tim.penilai read the type recap only (spec 6)', async () => {
    expect((await get('/api/laporan/rekap/jenis', 'tim.penilai')).status).toBe(200);
    expect((await get('/api/laporan/rekap/bentuk', 'tim.penilai')).status).toBe(403);
    expect((await get('/api/laporan/rekap/urusan', 'admin')).status).toBe(403);
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

describe('exports (issue 24 item 6)', () => {
  it('the national report as Excel at national scale: every row, numbers as numbers, sums equal the API', async () => {
    const query = `tahun=${TAHUN}&sumber=mandiri`;
    const api = await get(`/api/indeks/average/nasional?${query}&per_page=1000`);
    // Its speed is the bench's to measure, not this test's: a shared CI machine varies.
    const { res, bytes } = await download(`/api/indeks/average/nasional/download-excel?${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(String(sheet.getCell('A1').value)).toBe(
      'Indeks Rata-rata Inovasi Nasional (Tahun 2031 · Sumber indeks: Penilaian mandiri)',
    );
    // Title, two notes, a blank line, the header, then the rows.
    const head = 5;
    expect(sheet.getRow(head).values).toContain('Indeks Mandiri');
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => {
      if (n > head) rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows).toHaveLength(api.body.total);
    expect(rows).toHaveLength(count.all);
    const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;
    expect(rows.every((r) => typeof r[2] === 'number' && typeof r[3] === 'number')).toBe(true);
    expect(sum(rows.map((r) => r[2] as number))).toBe(
      sum(api.body.data.map((r: Row) => r.overall_score)),
    );
    expect(sum(rows.map((r) => r[2] as number))).toBe(505.04);
    expect(rows.slice(0, 2).map((r) => r.slice(0, 3))).toEqual([
      [1, 'Pemerintah Provinsi Jawa Barat', 65.01],
      [2, api.body.data[1].nama, 65],
    ]);
  }, 60_000);

  it('a filtered report as PDF: the filters in the title, every row of the tab', async () => {
    const { res, bytes } = await download(
      `/api/indeks/average/kabupaten/download-pdf?tahun=${TAHUN}&tab=2`,
    );
    expect(res.status).toBe(200);
    const pdf = await getDocument({ data: bytes, standardFontDataUrl: STANDARD_FONTS }).promise;
    const page = await pdf.getPage(1);
    const [, , w, h] = page.view;
    expect(w).toBeGreaterThan(h!); // landscape
    let text = '';
    for (let i = 1; i <= pdf.numPages; i++)
      text += (await (await pdf.getPage(i)).getTextContent()).items
        .map((it) => ('str' in it ? it.str : ''))
        .join(' ');
    expect(text).toContain('Portal Indeks Inovasi Daerah');
    expect(text).toContain('Tahun 2031 · Sumber indeks: Penilaian mandiri · Tab: Inovatif');
    // Tab 2 kabupaten: Ponorogo? no (65: tab 3); Pacitan 40.01, Bogor 35.01, Sukabumi 35, Cianjur 35.
    for (const name of [
      'Kabupaten Pacitan',
      'Kabupaten Bogor',
      'Kabupaten Sukabumi',
      'Kabupaten Cianjur',
    ])
      expect(text).toContain(name);
    expect(text).not.toContain('Kabupaten Garut');
  }, 60_000);

  it('a recap as Excel with its counts, and only for the recap readers', async () => {
    const { bytes } = await download(`/api/laporan/rekap/jenis/download-excel?tahun=${TAHUN}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => {
      if (n > 3) rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows).toEqual([
      ['Digital', 3, 1],
      ['Non Digital', 2, 1],
    ]);
    const refused = await t.app.request('/api/laporan/rekap/bentuk/download-pdf', {
      headers: { authorization: `Bearer ${await t.tokenFor('tim.penilai')}` },
    });
    expect(refused.status).toBe(403);
  }, 60_000);
});
