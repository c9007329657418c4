import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, between, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iga2020_inovasi } from '../../server/platform/db/schema';
import {
  arsipPage,
  arsipRows,
  arsipWhere,
  writeArsipExcel,
} from '../../server/features/archive/services/arsip';
import { findActiveUser } from '../../server/platform/auth/users';
import { newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let w: WorkflowWorld;
// Benchmark scale (issue 8): the export reads back every 2005-2022 row of 40,000.
const ROWS = 40_000;

async function readBook(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer as ArrayBuffer);
  return book.worksheets[0]!;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    profil_id: i % 3 === 0 ? w.own : w.outside,
    nama: `Arsip ${String(i).padStart(5, '0')}`,
    tahun: 2005 + (i % 18),
    inovasi_status: i % 3,
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await t.db.insert(iga2020_inovasi).values(rows.slice(i, i + 1000));
}, 120_000);
afterAll(async () => t?.close());

describe('the archive (spec 2 arsip)', () => {
  it('lists 2005-2022 innovations in scope, with names, filters and a total', async () => {
    const res = await t.call('GET', '/api/arsip?tahun=2010&inovasi_status=2&per_page=5', {
      as: 'admin',
    });
    expect(res.status).toBe(200);
    const [n] = await t.db
      .select({ n: count() })
      .from(iga2020_inovasi)
      .where(and(eq(iga2020_inovasi.tahun, 2010), eq(iga2020_inovasi.inovasi_status, 2)));
    expect(res.body.total).toBe(Number(n!.n));
    expect(res.body.data).toHaveLength(5);
    expect(res.body.data[0]).toMatchObject({
      tahun: 2010,
      inovasi_status: 2,
      nama_daerah: expect.any(String),
    });
    const pemda = await t.call('GET', '/api/arsip?per_page=100', { as: 'pemda' });
    expect(
      pemda.body.data.every((r: { nama_daerah: string }) => r.nama_daerah.includes('Bandung')),
    ).toBe(true);
    expect((await t.call('GET', '/api/arsip', { as: 'opd' })).status).toBe(403);
    expect((await t.call('GET', '/api/arsip?tahun=2024', { as: 'admin' })).status).toBe(400);
  });

  it('exports every matching row, streamed: the file reads back whole', async () => {
    const admin = (await findActiveUser(
      t.db,
      (await t.call('GET', '/api/me', { as: 'admin' })).body.data.id,
    ))!;
    const where = await arsipWhere(t.db, admin, {});
    const { total } = await arsipPage(t.db, where, {
      page: 0,
      perPage: 1,
      orderBy: 'nama',
      dir: 'asc',
    });
    const [inDb] = await t.db
      .select({ n: count() })
      .from(iga2020_inovasi)
      .where(between(iga2020_inovasi.tahun, 2005, 2022));
    expect(total).toBe(Number(inDb!.n));
    expect(total).toBeGreaterThanOrEqual(ROWS);
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const written = await writeArsipExcel(arsipRows(t.db, where, 700), out);
    expect(written).toBe(total);
    const sheet = await readBook(new Uint8Array(Buffer.concat(chunks)));
    expect(sheet.actualRowCount - 1).toBe(total);
  }, 120_000);

  it('answers the filtered export over HTTP, for the region of a pemda', async () => {
    const list = await t.call('GET', '/api/arsip?per_page=1', { as: 'pemda' });
    const res = await t.app.request('/api/arsip/download-excel', {
      headers: { authorization: `Bearer ${await t.tokenFor('pemda')}` },
    });
    expect(res.status).toBe(200);
    const sheet = await readBook(new Uint8Array(await res.arrayBuffer()));
    expect(sheet.actualRowCount - 1).toBe(list.body.total);
    const pdf = await t.app.request('/api/arsip/download-pdf?tahun=2005', {
      headers: { authorization: `Bearer ${await t.tokenFor('pemda')}` },
    });
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  }, 120_000);

  it('lets only admin and superadmin delete an archive row', async () => {
    const [row] = await t.db
      .select({ id: iga2020_inovasi.id })
      .from(iga2020_inovasi)
      .where(eq(iga2020_inovasi.nama, 'Arsip 00003'));
    expect((await t.call('DELETE', `/api/arsip/${row!.id}`, { as: 'pemda' })).status).toBe(403);
    expect((await t.call('DELETE', `/api/arsip/${row!.id}`, { as: 'admin' })).status).toBe(200);
    const current = await newInovasi(t, w, { tahun: 2026 });
    expect((await t.call('DELETE', `/api/arsip/${current}`, { as: 'admin' })).status).toBe(404);
  });
});
