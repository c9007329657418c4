import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iga2020_inovasi, indikator_jawaban } from '../../server/platform/db/schema';
import { act, newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let w: WorkflowWorld;
interface Indicator {
  id: number;
  no_urut: number;
  skala: { id: number; nilai: number }[];
}
let set: Indicator[] = [];

const evaluate = (id: number, evaluasi: unknown[], as = 'verifikator') =>
  t.call('POST', `/api/inovasi/${id}/evaluasi`, { as, body: { evaluasi } });
const top = (ind: Indicator) => Math.max(...ind.skala.map((s) => s.nilai));

async function sent() {
  const id = await newInovasi(t, w);
  const res = await act(t, id, 'kirim', 'pemda');
  expect(res.status).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
  set = (await t.call('GET', '/api/indikator/inovasi?tahun=2026', { as: 'verifikator' })).body.data;
});
afterAll(async () => t?.close());

describe('per-indicator verification of an innovation', () => {
  it('accepts evidence with verified points and rejects evidence with a reason', async () => {
    const id = await sent();
    const [a, b] = set;
    const res = await evaluate(id, [
      { indikator_id: a!.id, status_verifikasi: 1, skor_verifikasi: top(a!), catatan: 'Sesuai' },
      { indikator_id: b!.id, status_verifikasi: 2, catatan: 'SK tidak memuat nama inovasi' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, message: 'Hasil evaluasi berhasil disimpan!' });
    expect(res.body.data).toEqual([
      { indikator_id: a!.id, status_verifikasi: 1, skor_verifikasi: top(a!), catatan: 'Sesuai' },
      {
        indikator_id: b!.id,
        status_verifikasi: 2,
        skor_verifikasi: 0,
        catatan: 'SK tidak memuat nama inovasi',
      },
    ]);
    const [row] = await t.db.select().from(iga2020_inovasi).where(eq(iga2020_inovasi.id, id));
    expect(Number(row!.verifikasi_points)).toBe(top(a!));
    const view = await t.call('GET', `/api/inovasi/${id}/indikator`, { as: 'verifikator' });
    expect(view.body.data.find((r: Indicator) => r.id === b!.id)).toMatchObject({
      status_verifikasi: 2,
      skor_verifikasi: 0,
      catatan: 'SK tidak memuat nama inovasi',
    });
  });

  it('refuses a rejection without a reason and points off the scale, saving nothing', async () => {
    const id = await sent();
    const [a, b] = set;
    const res = await evaluate(id, [
      { indikator_id: a!.id, status_verifikasi: 1, skor_verifikasi: top(a!) + 0.5 },
      { indikator_id: b!.id, status_verifikasi: 2, catatan: '  ' },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors[String(a!.id)]).toMatch(/^Skor verifikasi harus 0 atau salah satu/);
    expect(res.body.errors[String(b!.id)]).toBe('Alasan penolakan bukti wajib diisi');
    const noScore = await evaluate(id, [{ indikator_id: a!.id, status_verifikasi: 1 }]);
    expect(noScore.body.errors[String(a!.id)]).toBe(
      'Skor verifikasi wajib diisi untuk bukti yang diterima',
    );
    const rows = await t.db
      .select()
      .from(indikator_jawaban)
      .where(eq(indikator_jawaban.inovasi_id, id));
    expect(rows).toHaveLength(0);
  });

  it('happens only while the innovation waits for the verifier, and only by verifying roles', async () => {
    const draft = await newInovasi(t, w);
    const ok = { indikator_id: set[0]!.id, status_verifikasi: 1, skor_verifikasi: 0 };
    expect((await evaluate(draft, [ok])).status).toBe(409);
    const id = await sent();
    expect((await evaluate(id, [ok], 'pemda')).status).toBe(403);
    expect((await evaluate(id, [ok], 'quality_control')).status).toBe(403);
    const outside = await newInovasi(t, w, { profil_id: w.outside });
    await t.db
      .update(iga2020_inovasi)
      .set({ created_by: null })
      .where(eq(iga2020_inovasi.id, outside));
    expect((await evaluate(outside, [ok])).status).toBe(404);
    expect((await act(t, id, 'setujui', 'verifikator')).status).toBe(200);
    const late = await evaluate(id, [ok]);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'Verifikasi per indikator hanya dapat dilakukan selama inovasi menunggu verifikasi.',
    );
  });

  it('shows the pemda the verified points and reasons once the verifier has decided', async () => {
    const id = await sent();
    const ind = set[0]!;
    await evaluate(id, [{ indikator_id: ind.id, status_verifikasi: 2, catatan: 'Foto buram' }]);
    const before = await t.call('GET', `/api/inovasi/${id}/indikator`, { as: 'pemda' });
    expect(before.body.data[0]).not.toHaveProperty('catatan');
    const tolak = await act(t, id, 'tolak', 'verifikator', { alasan: 'Bukti indikator kurang' });
    expect(tolak.status).toBe(200);
    const after = await t.call('GET', `/api/inovasi/${id}/indikator`, { as: 'pemda' });
    expect(after.body.data.find((r: Indicator) => r.id === ind.id)).toMatchObject({
      status_verifikasi: 2,
      skor_verifikasi: 0,
      catatan: 'Foto buram',
    });
  });
});
