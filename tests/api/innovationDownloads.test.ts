import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, iga2020_inovasi } from '../../server/platform/db/schema';
import { act, newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { PDF } from '../helpers/sampleFiles';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let w: WorkflowWorld;
let id = 0;
interface Indicator {
  id: number;
  no_urut: number;
  indikator: string;
  document_type: string | null;
  filetypes: string | null;
  skala: { id: number; nilai: number; keterangan: string }[];
}
let ind: Indicator;

const STANDARD_FONTS =
  join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + '/';

async function get(path: string, as: string) {
  const res = await t.app.request(path, {
    headers: { authorization: `Bearer ${await t.tokenFor(as)}` },
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
  const set: Indicator[] = (
    await t.call('GET', '/api/indikator/inovasi?tahun=2026', { as: 'pemda' })
  ).body.data;
  ind = set.find((i) => i.document_type === 'resmi')!;
  id = await newInovasi(t, w, { nama: 'Bank Sampah Unduhan', koordinat: '-6.91,107.61' });
  const form = new FormData();
  form.append('indikator_id', String(ind.id));
  form.append('nama', 'SK Bank Sampah');
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'sk.pdf');
  const up = await t.app.request(`/api/inovasi/${id}/dokumen`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await t.tokenFor('pemda')}` },
    body: form,
  });
  expect(up.status).toBe(201);
  const top = ind.skala.at(-1)!;
  const saved = await t.call('POST', `/api/inovasi/${id}/indikator`, {
    as: 'pemda',
    body: { tahun: 2026, jawaban: [{ indikator_id: ind.id, skala_id: top.id }] },
  });
  expect(saved.status).toBe(200);
  // One answer does not complete the mandatory set; sending is tested elsewhere.
  await t.db.update(iga2020_inovasi).set({ submitable: 1 }).where(eq(iga2020_inovasi.id, id));
});
afterAll(async () => t?.close());

describe('innovation downloads (spec 7)', () => {
  it('PDF: the innovation, its answers with points, its documents; logged', async () => {
    const { res, bytes } = await get(`/api/inovasi/download-pdf/${id}`, 'pemda');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      'Profil Inovasi Bank Sampah Unduhan 2026.pdf',
    );
    const text = await pdfText(bytes);
    const top = ind.skala.at(-1)!;
    expect(text).toContain('Profil Inovasi Daerah');
    expect(text).toContain('Bank Sampah Unduhan');
    expect(text).toContain('-6.91,107.61');
    expect(text).toContain(ind.indikator);
    expect(text).toContain(top.keterangan);
    expect(text).toContain(top.nilai.toFixed(2).replace('.', ','));
    expect(text).toContain('SK Bank Sampah');
    const [logged] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.name, 'unduh_inovasi'), eq(activities.record_id, String(id))));
    expect(logged).toBeDefined();
  });

  it('Excel: the same facts, points as numbers', async () => {
    const { res, bytes } = await get(`/api/inovasi/download-excel/${id}`, 'pemda');
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    const profil = book.worksheets[0]!;
    const cells = profil.getSheetValues().flat().map(String);
    expect(cells).toContain('Bank Sampah Unduhan');
    const sheet = book.worksheets[1]!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const line = rows.find((r) => r.includes(ind.indikator))!;
    expect(line).toBeDefined();
    expect(line).toContain(ind.skala.at(-1)!.nilai);
    expect(line.join(' ')).toContain('SK Bank Sampah');
  });

  it('keeps the innovation to its readers, and the verifier’s notes to reviewers until decided', async () => {
    expect((await get(`/api/inovasi/download-pdf/${id}`, 'opd')).res.status).toBe(404);
    const other = await newInovasi(t, w, { profil_id: w.outside });
    expect((await get(`/api/inovasi/download-excel/${other}`, 'pemda')).res.status).toBe(404);
    expect((await act(t, id, 'kirim', 'pemda')).status).toBe(200);
    const ev = await t.call('POST', `/api/inovasi/${id}/evaluasi`, {
      as: 'verifikator',
      body: {
        evaluasi: [
          { indikator_id: ind.id, status_verifikasi: 2, catatan: 'SK belum ditandatangani' },
        ],
      },
    });
    expect(ev.status).toBe(200);
    expect(
      await pdfText((await get(`/api/inovasi/download-pdf/${id}`, 'verifikator')).bytes),
    ).toContain('SK belum ditandatangani');
    expect(
      await pdfText((await get(`/api/inovasi/download-pdf/${id}`, 'pemda')).bytes),
    ).not.toContain('SK belum ditandatangani');
    await act(t, id, 'tolak', 'verifikator', { alasan: 'Bukti belum sah' });
    expect(await pdfText((await get(`/api/inovasi/download-pdf/${id}`, 'pemda')).bytes)).toContain(
      'SK belum ditandatangani',
    );
  });
});
