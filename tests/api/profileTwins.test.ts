import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS } from '../../domain/actions';
import { ROLES } from '../../domain/roles';
import { act, newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Issue 22 item 7: a region and an innovation are two units of one report, one download route
 * and one verification call. What each unit shows and who may act is declared once and followed
 * for every role.
 */
let t: TestApp;
let w: WorkflowWorld;
interface Indicator {
  id: number;
  skala: { nilai: number }[];
}
let regionSet: Indicator[] = [];
let innovationSet: Indicator[] = [];

const STANDARD_FONTS =
  join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + '/';

async function download(path: string, as?: string) {
  const headers: Record<string, string> = as
    ? { authorization: `Bearer ${await t.tokenFor(as)}` }
    : {};
  const res = await t.app.request(path, { headers });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
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

async function indicatorHeader(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer as ArrayBuffer);
  return {
    sheets: book.worksheets.map((s) => s.name),
    header: book.getWorksheet('Indikator')!.getRow(1).values,
  };
}

const sorted = (roles: readonly string[]) => [...roles].sort();

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
  regionSet = (await t.call('GET', '/api/indikator?tahun=2026', { as: 'admin' })).body.data;
  innovationSet = (await t.call('GET', '/api/indikator/inovasi?tahun=2026', { as: 'admin' })).body
    .data;
});
afterAll(async () => t?.close());

describe('the verifier’s notes in an innovation download', () => {
  it('are declared once in ACTIONS: the verifying roles and quality control', () => {
    expect(sorted(ACTIONS['inovasi.read_verification'].roles)).toEqual(
      sorted(['superadmin', 'admin', 'verifikator', 'quality_control']),
    );
  });

  it('reach exactly those roles before the verifier decides, and every reader after', async () => {
    const id = await newInovasi(t, w, { nama: 'Inovasi Ringkasan Peran' });
    expect((await act(t, id, 'kirim', 'pemda')).status).toBe(200);
    const note = 'Lampiran SK belum dibubuhi tanda tangan';
    const ev = await t.call('POST', `/api/inovasi/${id}/evaluasi`, {
      as: 'verifikator',
      body: {
        evaluasi: [{ indikator_id: innovationSet[0]!.id, status_verifikasi: 2, catatan: note }],
      },
    });
    expect(ev.status).toBe(200);
    const seers = ACTIONS['inovasi.read_verification'].roles as readonly string[];
    const readers: string[] = [];
    for (const role of ROLES) {
      const { status, bytes } = await download(`/api/inovasi/download-pdf/${id}`, role);
      if (status !== 200) continue;
      readers.push(role);
      expect((await pdfText(bytes)).includes(note), `${role} before the decision`).toBe(
        seers.includes(role),
      );
    }
    // Every declared role reads it here (pemda's region, the reviewers' area), and others too.
    expect(seers.every((r) => readers.includes(r))).toBe(true);
    expect(readers).toContain('pemda');

    expect((await act(t, id, 'tolak', 'verifikator', { alasan: 'Bukti belum sah' })).status).toBe(
      200,
    );
    for (const role of readers) {
      const { status, bytes } = await download(`/api/inovasi/download-pdf/${id}`, role);
      expect(status).toBe(200);
      expect(await pdfText(bytes), `${role} after the decision`).toContain(note);
    }
  }, 180_000);
});

describe('one verification call per unit, the same roles', () => {
  it('lets exactly admin, superadmin and verifikator verify a region and an innovation', async () => {
    const id = await newInovasi(t, w);
    expect((await act(t, id, 'kirim', 'pemda')).status).toBe(200);
    const [r] = regionSet;
    const [i] = innovationSet;
    const region = {
      tahun: 2026,
      evaluasi: [{ indikator_id: r!.id, skor_verifikasi: 0 }],
    };
    const innovation = {
      evaluasi: [{ indikator_id: i!.id, status_verifikasi: 1, skor_verifikasi: 0 }],
    };
    const verifiers = ['superadmin', 'admin', 'verifikator'];
    for (const role of [...ROLES, undefined]) {
      const expected = role === undefined ? 401 : verifiers.includes(role) ? 200 : 403;
      const a = await t.call('POST', `/api/evaluasi/${w.own}/profil`, { as: role, body: region });
      expect(a.status, `${role} region`).toBe(expected);
      const b = await t.call('POST', `/api/inovasi/${id}/evaluasi`, { as: role, body: innovation });
      expect(b.status, `${role} innovation`).toBe(expected);
      if (expected === 200) {
        expect(a.body.message).toBe(b.body.message);
        expect(a.body.data).toEqual([
          { indikator_id: r!.id, skor: expect.any(Number), skor_verifikasi: 0, catatan: null },
        ]);
        expect(b.body.data).toEqual([
          { indikator_id: i!.id, status_verifikasi: 1, skor_verifikasi: 0, catatan: null },
        ]);
      }
    }
  }, 120_000);

  it('refuses a score off the scale with the same 422 for both units', async () => {
    const id = await newInovasi(t, w);
    expect((await act(t, id, 'kirim', 'pemda')).status).toBe(200);
    const [r] = regionSet;
    const [i] = innovationSet;
    const off = (ind: Indicator) => Math.max(...ind.skala.map((s) => s.nilai)) + 0.5;
    const a = await t.call('POST', `/api/evaluasi/${w.own}/profil`, {
      as: 'admin',
      body: { tahun: 2026, evaluasi: [{ indikator_id: r!.id, skor_verifikasi: off(r!) }] },
    });
    const b = await t.call('POST', `/api/inovasi/${id}/evaluasi`, {
      as: 'admin',
      body: { evaluasi: [{ indikator_id: i!.id, status_verifikasi: 1, skor_verifikasi: off(i!) }] },
    });
    for (const res of [a, b]) {
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(
        'Sebagian hasil evaluasi tidak valid. Periksa isian yang ditandai.',
      );
    }
    expect(a.body.errors[String(r!.id)]).toMatch(/^Skor verifikasi harus 0 atau salah satu/);
    expect(b.body.errors[String(i!.id)]).toMatch(/^Skor verifikasi harus 0 atau salah satu/);
  });
});

describe('one report writer for both units', () => {
  it('prints the same sheets and indicator columns for a region and an innovation', async () => {
    const id = await newInovasi(t, w, { nama: 'Inovasi Satu Penulis' });
    const region = await download(`/api/profil/download-excel/${w.own}`, 'admin');
    const innovation = await download(`/api/inovasi/download-excel/${id}`, 'admin');
    expect(region.status).toBe(200);
    expect(innovation.status).toBe(200);
    const a = await indicatorHeader(region.bytes);
    const b = await indicatorHeader(innovation.bytes);
    expect(a.sheets).toEqual(['Profil', 'Indikator']);
    expect(b).toEqual(a);
    const pdf = await pdfText((await download(`/api/inovasi/download-pdf/${id}`, 'admin')).bytes);
    expect(pdf).toContain('Profil Inovasi Daerah');
    expect(pdf).toContain('Data Inovasi');
    expect(pdf).toContain('Indikator Inovasi');
    expect(pdf).toContain('Rekapitulasi');
  });
});
