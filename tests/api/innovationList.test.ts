import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  iga2020_inovasi,
  iga_urusan_pemerintahan,
  opd_perangkat,
  profil_pemda,
} from '../../server/platform/db/schema';
import { act, newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let w: WorkflowWorld;

/** Counts the statements the database receives while `fn` runs. */
async function countQueries(fn: () => Promise<unknown>): Promise<number> {
  const client = (t.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
  const original = client.query;
  let n = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    n++;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return n;
}

async function setSetting(name: string, value: string) {
  const list = await t.call('GET', `/api/crud/app_settings?search=${name}&per_page=100`, {
    as: 'superadmin',
  });
  const row = list.body.data.find((s: { name: string }) => s.name === name);
  const res = await t.call('PUT', `/api/crud/app_settings/${row.id}`, {
    as: 'superadmin',
    body: { setting_value: value },
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
});
afterAll(async () => t?.close());

describe('the innovation list (inovasi-daerah)', () => {
  it('carries the region and OPD names and the registration facts with each row', async () => {
    const [opd] = await t.db
      .select({ id: opd_perangkat.id, nama: opd_perangkat.nama })
      .from(opd_perangkat)
      .limit(1);
    const id = await newInovasi(t, w, { nama: 'Inovasi Berlabel', opd_perangkat_id: opd!.id });
    expect((await act(t, id, 'kirim', 'pemda')).status).toBe(200);
    const [region] = await t.db
      .select({ nama: profil_pemda.nama })
      .from(profil_pemda)
      .where(eq(profil_pemda.id, w.own));
    const res = await t.call('GET', '/api/crud/iga2020_inovasi?search=Inovasi%20Berlabel', {
      as: 'pemda',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      id,
      _labels: { profil_id: region!.nama, opd_perangkat_id: opd!.nama },
      _registrasi: { status_nomor: 0, setuju: 1 },
    });
    const never = await newInovasi(t, w, { nama: 'Inovasi Belum Dikirim' });
    const unsent = await t.call('GET', '/api/crud/iga2020_inovasi?search=Belum%20Dikirim', {
      as: 'pemda',
    });
    expect(unsent.body.data.find((r: { id: number }) => r.id === never)._registrasi).toEqual({
      status_nomor: null,
      setuju: null,
    });
  });

  it('names every urusan of a row in the order written, and counts the row once', async () => {
    const urusan = await t.db
      .select({ id: iga_urusan_pemerintahan.id, nama: iga_urusan_pemerintahan.nama })
      .from(iga_urusan_pemerintahan)
      .orderBy(iga_urusan_pemerintahan.id)
      .limit(3);
    const [a, b, c] = urusan;
    // Written out of order, with stray spaces and an id that names no urusan.
    await newInovasi(t, w, {
      nama: 'Inovasi Urusan Tiga',
      urusan_pemerintah_id: ` ${c!.id} ,${a!.id},999999, ${b!.id} `,
    });
    await newInovasi(t, w, { nama: 'Inovasi Urusan Kosong', urusan_pemerintah_id: null });
    const res = await t.call('GET', '/api/crud/iga2020_inovasi?search=Inovasi%20Urusan', {
      as: 'pemda',
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    const byName = new Map(res.body.data.map((r: { nama: string }) => [r.nama, r]));
    expect(byName.get('Inovasi Urusan Tiga')).toMatchObject({
      _labels: { urusan_pemerintah_id: `${c!.nama}, ${a!.nama}, ${b!.nama}` },
    });
    expect(byName.get('Inovasi Urusan Kosong')).toHaveProperty('_labels');
    expect((byName.get('Inovasi Urusan Kosong') as { _labels: object })._labels).not.toHaveProperty(
      'urusan_pemerintah_id',
    );
  });

  it('answers with the labels past the bound of named statements (a new shape each time)', async () => {
    const id = await newInovasi(t, w, { nama: 'Inovasi Bentuk Banyak' });
    // Each request lists one more id: a new statement text, past the 200 named ones (on
    // PostgreSQL the list then goes unnamed, with its labels by subqueries).
    let last: { status: number; body: { data: { id: number; _labels: object }[] } } | undefined;
    for (let n = 1; n <= 205; n++) {
      const ids = Array.from({ length: n }, (_, k) => `id=${k === 0 ? id : 900000 + k}`).join('&');
      last = await t.call('GET', `/api/crud/iga2020_inovasi?${ids}`, { as: 'pemda' });
      expect(last.status).toBe(200);
    }
    expect(last!.body.data).toHaveLength(1);
    expect(last!.body.data[0]).toMatchObject({ id, _labels: { profil_id: expect.any(String) } });
  });

  it('reads a page in the same number of statements whatever its size: no query per row', async () => {
    for (let i = 0; i < 30; i++) await newInovasi(t, w, { nama: `Inovasi hitung ${i}` });
    const list = (n: number) => () =>
      t.call('GET', `/api/crud/iga2020_inovasi?per_page=${n}&search=hitung`, { as: 'pemda' });
    await list(1)(); // warm the caches (settings, account)
    const small = await countQueries(list(2));
    const large = await countQueries(list(30));
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(3);
    const page = await list(30)();
    expect(page.body.data).toHaveLength(30);
    expect(page.body.data.every((r: { _labels: object }) => 'profil_id' in r._labels)).toBe(true);
  });

  it('drops the answer-only keys when a form sends the row back', async () => {
    const id = await newInovasi(t, w, { nama: 'Inovasi Gema' });
    const [row] = (
      await t.call('GET', '/api/crud/iga2020_inovasi?search=Inovasi%20Gema', { as: 'pemda' })
    ).body.data;
    const put = await t.call('PUT', `/api/crud/iga2020_inovasi/${id}`, {
      as: 'pemda',
      body: { _labels: row._labels, _registrasi: row._registrasi, nama: 'Inovasi Gema Baru' },
    });
    expect(put.status).toBe(200);
    const [stored] = await t.db
      .select({ nama: iga2020_inovasi.nama })
      .from(iga2020_inovasi)
      .where(eq(iga2020_inovasi.id, id));
    expect(stored!.nama).toBe('Inovasi Gema Baru');
  });
});

describe('sending (spec 4 Kirim)', () => {
  it('is closed with the sending permission off, except Penerapan innovations of 2023-2024 for non-OPD accounts', async () => {
    await setSetting('kirim_inovasi', '0');
    try {
      const current = await newInovasi(t, w, { tahun: 2026 });
      const closed = await act(t, current, 'kirim', 'pemda');
      expect(closed.status).toBe(409);
      expect(closed.body.message).toBe('Pengiriman inovasi sedang ditutup.');
      const legacy = await newInovasi(t, w, { tahun: 2024, inovasi_status: 2 });
      expect((await act(t, legacy, 'kirim', 'pemda')).status).toBe(200);
      const trial = await newInovasi(t, w, { tahun: 2024, inovasi_status: 1 });
      expect((await act(t, trial, 'kirim', 'pemda')).status).toBe(409);
      const byOpd = await newInovasi(t, w, { tahun: 2024, created_by: w.opd });
      expect((await act(t, byOpd, 'kirim', 'opd')).status).toBe(409);
    } finally {
      await setSetting('kirim_inovasi', '1');
    }
  });
});
