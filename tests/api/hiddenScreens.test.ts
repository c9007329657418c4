import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { createTestApp, type TestApp } from '../helpers/testApp';

/** Issue 27 item 3: the calls behind the hidden screens nomor_registrasi and recount. */
let t: TestApp;
let w: WorkflowWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/nomor_registrasi/{id}', () => {
  it('answers the registration request with its people and history', async () => {
    const id = await newInovasi(t, w, { nama: 'Registrasi Layanan Terpadu' });
    const before = await t.call('GET', `/api/nomor_registrasi/${id}`, { as: 'pemda' });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      inovasi: { id, nama: 'Registrasi Layanan Terpadu', tahun: 2026 },
      registrasi: null,
      status: 'draf',
      events: [],
    });

    await act(t, id, 'kirim', 'pemda');
    await act(t, id, 'setujui', 'verifikator', { catatan: 'Lengkap' });
    const res = await t.call('GET', `/api/nomor_registrasi/${id}`, { as: 'verifikator' });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.status).toBe('terverifikasi');
    expect(data.menunggu).toBe('quality_control');
    expect(data.registrasi).toMatchObject({ status_nomor: 1, setuju: true, catatan: 'Lengkap' });
    expect(data.registrasi.nomor).toMatch(/^2026\/.+\/\d{5}$/);
    expect(data.nomor).toBe(data.registrasi.nomor);
    expect(data.registrasi.pengirim).toBeTruthy();
    expect(data.registrasi.verifikator).toBeTruthy();
    expect(data.registrasi.quality_control).toBeNull();
    expect(data.inovasi.nama_daerah).toBeTruthy();
    expect(data.events.map((e: { action: string }) => e.action)).toEqual(['kirim', 'setujui']);
  });

  it('keeps to the innovation readers and their scope', async () => {
    const outside = await newInovasi(t, w, { profil_id: w.outside, created_by: null });
    expect((await t.call('GET', `/api/nomor_registrasi/${outside}`, { as: 'pemda' })).status).toBe(
      404,
    );
    expect(
      (await t.call('GET', `/api/nomor_registrasi/${outside}`, { as: 'provinsi' })).status,
    ).toBe(403);
    expect((await t.call('GET', `/api/nomor_registrasi/${outside}`, { as: 'admin' })).status).toBe(
      200,
    );
    expect((await t.call('GET', '/api/nomor_registrasi/x', { as: 'admin' })).status).toBe(404);
    // The queue lookups beside it still answer.
    expect(
      (await t.call('GET', '/api/nomor_registrasi/request/lookup', { as: 'admin' })).status,
    ).toBe(200);
  });
});

describe('GET /api/recount', () => {
  it('lists each year with its last run: time, duration, count and who ran it', async () => {
    const before = await t.call('GET', '/api/recount', { as: 'admin' });
    expect(before.status).toBe(200);
    const years = before.body.data.map((y: { tahun: number }) => y.tahun);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(before.body.data.find((y: { tahun: number }) => y.tahun === 2019)).toBeUndefined();

    const run = await t.call('POST', '/api/indeks/hitung-ulang?tahun=2019', { as: 'superadmin' });
    expect(run.status).toBe(200);
    const after = await t.call('GET', '/api/recount', { as: 'admin' });
    const year = after.body.data.find((y: { tahun: number }) => y.tahun === 2019);
    expect(year.terakhir).toMatchObject({
      jumlah: run.body.data.jumlah,
      durasi_ms: run.body.data.durasi_ms,
      oleh: 'superadmin',
    });
    expect(Date.parse(year.terakhir.waktu)).not.toBeNaN();
    expect(year.hasil).toBe(run.body.data.jumlah);
  }, 60_000);

  it('is read by superadmin and admin only', async () => {
    expect((await t.call('GET', '/api/recount', { as: 'superadmin' })).status).toBe(200);
    expect((await t.call('GET', '/api/recount', { as: 'pemda' })).status).toBe(403);
    expect((await t.call('GET', '/api/recount', { as: 'verifikator' })).status).toBe(403);
  });
});
