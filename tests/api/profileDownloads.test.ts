import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ExcelJS from 'exceljs';
import { and, asc, eq, ne } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  iga_indikator,
  iga_skala,
  indikator_jawaban,
  m_daerah,
  profil_pemda,
} from '../../server/platform/db/schema';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';
import { PDF } from '../helpers/sampleFiles';

let t: TestApp;
let ownProfil = 0;
let otherProfil = 0;
let nama = '';
let daerah = '';
const first = { id: 0, indikator: '', skala: '' };
const second = { id: 0, indikator: '' };

beforeAll(async () => {
  t = await createTestApp();
  ownProfil = await ownProfilId(t, 'pemda');
  const [other] = await t.db
    .select({ id: profil_pemda.id })
    .from(profil_pemda)
    .where(ne(profil_pemda.id, ownProfil))
    .limit(1);
  otherProfil = other!.id;
  await t.db
    .update(profil_pemda)
    .set({ alamat: 'Jl. Merdeka No. 1', email: 'litbang@daerah.go.id', nama_opd: 'brida' })
    .where(eq(profil_pemda.id, ownProfil));
  const [p] = await t.db
    .select({ nama: profil_pemda.nama, daerah: m_daerah.nama })
    .from(profil_pemda)
    .innerJoin(m_daerah, eq(m_daerah.id, profil_pemda.m_daerah_id))
    .where(eq(profil_pemda.id, ownProfil));
  nama = p!.nama;
  daerah = p!.daerah;

  // Two region indicators of the seeded 2023 set, answered for 2026 (the active year).
  const indicators = await t.db
    .select()
    .from(iga_indikator)
    .where(and(eq(iga_indikator.tipe, 'P'), eq(iga_indikator.tahun, 2023)))
    .orderBy(asc(iga_indikator.no_urut), asc(iga_indikator.subs))
    .limit(2);
  const [a, b] = indicators;
  const [scale] = await t.db
    .select()
    .from(iga_skala)
    .where(eq(iga_skala.iga_indikator_id, a!.id))
    .orderBy(asc(iga_skala.nilai))
    .limit(1);
  Object.assign(first, { id: a!.id, indikator: a!.indikator, skala: scale!.keterangan });
  Object.assign(second, { id: b!.id, indikator: b!.indikator });
  const form = new FormData();
  form.append('indikator_id', String(a!.id));
  form.append('nama', 'RPJMD Bab IV');
  form.append('file', new Blob([PDF]), 'rpjmd.pdf');
  const up = await t.app.request(`/api/daerah/${ownProfil}/dokumen`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await t.tokenFor('pemda')}` },
    body: form,
  });
  expect(up.status).toBe(201);
  // Written after the upload, which rescores stored answers by the engine: the report must show
  // exactly these stored values.
  const base = { unit: 'daerah', profil_id: ownProfil, tahun: 2026 };
  await t.db.insert(indikator_jawaban).values([
    {
      ...base,
      indikator_id: a!.id,
      skala_id: scale!.id,
      informasi: 'Perda Nomor 3 Tahun 2023',
      skor: '3.25',
      skor_verifikasi: '2.00',
      catatan: 'Lampiran halaman visi belum ada',
    },
    { ...base, indikator_id: b!.id, informasi: 'Perkada inovasi', skor: '1.50' },
  ]);
});
afterAll(() => t.close());

async function get(path: string, as?: string) {
  const headers: Record<string, string> = as
    ? { authorization: `Bearer ${await t.tokenFor(as)}` }
    : {};
  const res = await t.app.request(path, { headers });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const STANDARD_FONTS =
  join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + '/';

/** The PDF's text, every page, items joined with spaces. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

async function workbook(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer as ArrayBuffer);
  return book;
}

describe('GET /api/profil/download-pdf/{id}', () => {
  it("is a real PDF of the profile with its indicators' answers, scores and documents", async () => {
    const { res, bytes } = await get(`/api/profil/download-pdf/${ownProfil}`, 'verifikator');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Profil Pemda ${nama} 2026.pdf`)}`,
    );
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    if (process.env.SAVE_REPORT) writeFileSync(process.env.SAVE_REPORT, bytes);
    const text = await pdfText(bytes);
    for (const expected of [
      'Profil Pemerintah Daerah',
      nama,
      daerah,
      'Jl. Merdeka No. 1',
      'litbang@daerah.go.id',
      'BRIDA',
      'Indeks Inovasi Daerah tahun 2026',
      'Indikator periode 2023',
      'Skor Verifikasi',
      '3,25',
      '2,00',
      '1,50',
      'Lampiran halaman visi belum ada',
      'RPJMD Bab IV',
      'Total skor',
      '4,75',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Long texts wrap inside their cell; their first words are on the page.
    expect(text).toContain(first.indikator.split(' ').slice(0, 3).join(' '));
    expect(text).toContain(second.indikator.split(' ').slice(0, 3).join(' '));
  });

  it('leaves the score columns and notes out for roles that may not see them (pemda)', async () => {
    const { res, bytes } = await get(`/api/profil/download-pdf/${ownProfil}`, 'pemda');
    expect(res.status).toBe(200);
    const text = await pdfText(bytes);
    expect(text).toContain(nama);
    expect(text).toContain('Perda Nomor 3 Tahun 2023');
    expect(text).toContain('RPJMD Bab IV');
    // (2,00 is also a bobot, so only the scores no bobot has are checked.)
    for (const hidden of ['Skor', '3,25', '4,75', 'Lampiran halaman visi belum ada']) {
      expect(text, hidden).not.toContain(hidden);
    }
  });

  it('writes each download to the activity log with its year and format', async () => {
    const before = await t.db.select().from(activities).where(eq(activities.name, 'unduh_profil'));
    await get(`/api/profil/download-excel/${ownProfil}?tahun=2025`, 'pemda');
    const after = await t.db
      .select()
      .from(activities)
      .where(eq(activities.name, 'unduh_profil'))
      .orderBy(asc(activities.id));
    expect(after.length).toBe(before.length + 1);
    const entry = after[after.length - 1]!;
    expect(entry.resource).toBe('profil_pemda');
    expect(entry.record_id).toBe(String(ownProfil));
    expect(entry.data).toEqual([
      { name: 'tahun', value: 2025 },
      { name: 'format', value: 'xlsx' },
    ]);
  });

  it('answers the asked year: no answers for 2025, the same indicators', async () => {
    const { res, bytes } = await get(`/api/profil/download-pdf/${ownProfil}?tahun=2025`, 'admin');
    expect(res.status).toBe(200);
    const text = await pdfText(bytes);
    expect(text).toContain('Indeks Inovasi Daerah tahun 2025');
    expect(text).toContain(first.indikator.split(' ').slice(0, 3).join(' '));
    expect(text).not.toContain('3,25');
    expect(text).toContain('Belum dijawab');
  });
});

describe('GET /api/profil/download-excel/{id}', () => {
  it('is a real .xlsx with the profile and one row per indicator, scores as numbers', async () => {
    const { res, bytes } = await get(`/api/profil/download-excel/${ownProfil}`, 'admin');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toContain(
      encodeURIComponent(`Profil Pemda ${nama} 2026.xlsx`),
    );
    const book = await workbook(bytes);
    const profile = book.getWorksheet('Profil')!;
    const values = new Map<string, unknown>();
    profile.eachRow((row) => values.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(values.get('Nama Pemda')).toBe(nama);
    expect(values.get('Daerah')).toBe(daerah);
    expect(values.get('Alamat')).toBe('Jl. Merdeka No. 1');
    expect(values.get('OPD yang Menangani')).toBe('BRIDA');
    expect(values.get('Total skor')).toBe(4.75);
    expect(values.get('Total skor verifikasi')).toBe(2);
    expect(values.get('Indikator terjawab')).toBe(2);
    expect(values.get('Jumlah dokumen')).toBe(1);

    const sheet = book.getWorksheet('Indikator')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'No',
      'Indikator',
      'Bobot',
      'Jawaban / Informasi',
      'Skor',
      'Skor Verifikasi',
      'Catatan Verifikator',
      'Dokumen Pendukung',
    ]);
    const rows: ExcelJS.Row[] = [];
    sheet.eachRow((row, n) => n > 1 && rows.push(row));
    const row = rows.find((r) => r.getCell(2).value === first.indikator)!;
    expect(row.getCell(4).value).toBe(`${first.skala}; Perda Nomor 3 Tahun 2023`);
    expect(row.getCell(5).value).toBe(3.25);
    expect(row.getCell(5).numFmt).toBe('#,##0.00');
    expect(row.getCell(6).value).toBe(2);
    expect(row.getCell(7).value).toBe('Lampiran halaman visi belum ada');
    expect(row.getCell(8).value).toBe('RPJMD Bab IV');
    const other = rows.find((r) => r.getCell(2).value === second.indikator)!;
    expect(other.getCell(5).value).toBe(1.5);
    expect(other.getCell(8).value).toBe('tidak ada dokumen.');
    const count = await t.db
      .select({ id: iga_indikator.id })
      .from(iga_indikator)
      .where(and(eq(iga_indikator.tipe, 'P'), eq(iga_indikator.tahun, 2023)));
    // One row per region indicator, then the total row.
    expect(rows).toHaveLength(count.length + 1);
    expect(rows.at(-1)!.getCell(5).value).toBe(4.75);
  });

  it('has no score columns or score totals for pemda', async () => {
    const { res, bytes } = await get(`/api/profil/download-excel/${ownProfil}`, 'pemda');
    expect(res.status).toBe(200);
    const book = await workbook(bytes);
    expect(book.getWorksheet('Indikator')!.getRow(1).values).toEqual([
      undefined,
      'No',
      'Indikator',
      'Bobot',
      'Jawaban / Informasi',
      'Dokumen Pendukung',
    ]);
    const labels: string[] = [];
    book.getWorksheet('Profil')!.eachRow((row) => labels.push(String(row.getCell(1).value)));
    expect(labels).toContain('Jumlah dokumen');
    expect(labels).not.toContain('Total skor');
    const rows: ExcelJS.Row[] = [];
    book.getWorksheet('Indikator')!.eachRow((row, n) => n > 1 && rows.push(row));
    const row = rows.find((r) => r.getCell(2).value === first.indikator)!;
    expect(row.getCell(5).value).toBe('RPJMD Bab IV');
  });
});

describe('access: the profile read rules', () => {
  it('pemda reads only its own profile (404), staff any, a role without access 403, anonymous 401', async () => {
    for (const kind of ['pdf', 'excel']) {
      const base = `/api/profil/download-${kind}`;
      expect((await get(`${base}/${otherProfil}`, 'pemda')).res.status, kind).toBe(404);
      expect((await get(`${base}/999999`, 'admin')).res.status, kind).toBe(404);
      expect((await get(`${base}/${otherProfil}`, 'superadmin')).res.status, kind).toBe(200);
      expect((await get(`${base}/${ownProfil}`, 'upt')).res.status, kind).toBe(403);
      expect((await get(`${base}/${ownProfil}`)).res.status, kind).toBe(401);
      const bad = await get(`${base}/${ownProfil}?tahun=20x6`, 'pemda');
      expect(bad.res.status).toBe(400);
      expect(JSON.parse(new TextDecoder().decode(bad.bytes)).message).toBe(
        'Parameter permintaan tidak valid: tahun',
      );
      // Outside data_tahun_all (2023-2026): staff may, others may not.
      const old = await get(`${base}/${ownProfil}?tahun=2019`, 'pemda');
      expect(old.res.status).toBe(400);
      expect(JSON.parse(new TextDecoder().decode(old.bytes)).message).toBe(
        'Tahun di luar periode yang diizinkan',
      );
      expect((await get(`${base}/${ownProfil}?tahun=2019`, 'admin')).res.status).toBe(200);
    }
  });
});
