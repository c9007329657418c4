import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  iga2020_covid,
  iga2020_inovasi,
  nomor_registrasi,
  profil_pemda,
} from '../../server/platform/db/schema';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';

/**
 * Issue 23 item 2: a small world built by hand (3 regions, 12 innovations in known states) and
 * every counter of the summary calls checked to its exact number; then each counter's
 * drill-down list, whose total must equal it.
 */
let t: TestApp;
let A: number;
let B: number;
let C: number;
let klaster: number;

type State = 'draf' | 'dikirim' | 'terverifikasi' | 'ditolak' | 'diterima' | 'ditolak_qc';
const STORED: Record<State, { status_nomor: number | null; qc: number }> = {
  draf: { status_nomor: null, qc: 0 },
  dikirim: { status_nomor: 0, qc: 0 },
  terverifikasi: { status_nomor: 1, qc: 0 },
  ditolak: { status_nomor: 2, qc: 0 },
  diterima: { status_nomor: 1, qc: 1 },
  ditolak_qc: { status_nomor: 2, qc: 2 },
};

beforeAll(async () => {
  t = await createTestApp();
  A = await ownProfilId(t, 'pemda');
  expect(await ownProfilId(t, 'opd')).toBe(A);
  const others = await t.db
    .select({ id: profil_pemda.id })
    .from(profil_pemda)
    .where(ne(profil_pemda.id, A))
    .orderBy(asc(profil_pemda.id))
    .limit(2);
  [B, C] = others.map((r) => r.id) as [number, number];
  const [cov] = await t.db.select({ id: iga2020_covid.id }).from(iga2020_covid).limit(1);
  klaster = cov!.id;
  // Only this world: the demo's innovations (and what hangs on them) go.
  await t.db.execute(sql`truncate iga2020_inovasi cascade`);
  const me = async (as: string) => (await t.call('GET', '/api/me', { as })).body.data.id as number;
  const pemda = await me('pemda');
  const opd = await me('opd');
  // [region, year, stage, state, theme, author, klaster]
  const world: [number, number, number, State, number, number, number | null][] = [
    [A, 2026, 0, 'draf', 9, pemda, null],
    [A, 2026, 1, 'dikirim', 9, opd, null],
    [A, 2026, 2, 'terverifikasi', 9, pemda, null],
    [A, 2026, 2, 'diterima', 9, opd, klaster],
    [A, 2025, 2, 'ditolak', 9, pemda, null],
    [A, 2026, 2, 'ditolak_qc', 9, pemda, null],
    [B, 2026, 0, 'draf', 10, pemda, klaster],
    [B, 2026, 2, 'terverifikasi', 10, pemda, null],
    [B, 2026, 1, 'dikirim', 10, pemda, null],
    [B, 2024, 2, 'diterima', 10, pemda, null],
    [C, 2026, 2, 'diterima', 11, pemda, null],
    [C, 2026, 1, 'draf', 11, pemda, null],
  ];
  for (const [i, [profil_id, tahun, stage, state, tema, author, kl]] of world.entries()) {
    const [row] = await t.db
      .insert(iga2020_inovasi)
      .values({
        profil_id,
        tahun,
        nama: `Dunia ${i + 1}`,
        inovasi_status: stage,
        is_covid: tema,
        klaster_covid_id: kl,
        qc: STORED[state].qc,
        created_by: author,
      })
      .returning({ id: iga2020_inovasi.id });
    const status = STORED[state].status_nomor;
    if (status !== null)
      await t.db
        .insert(nomor_registrasi)
        .values({ inovasi_id: row!.id, hash: `dunia-${i}`, status_nomor: status });
  }
  // An index-year copy is never counted.
  await t.db
    .insert(iga2020_inovasi)
    .values({ profil_id: A, tahun: 2026, nama: 'Salinan indeks', is_index: 1, is_covid: 9 });
}, 120_000);
afterAll(async () => t?.close());

const get = async (path: string, as: string) => {
  const r = await t.call('GET', path, { as });
  expect(r.status, `${path} as ${as}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body.data;
};

const counters = (
  draf: number,
  dikirim: number,
  terverifikasi: number,
  ditolak: number,
  diterima: number,
  ditolak_qc: number,
) => ({ draf, dikirim, terverifikasi, ditolak, diterima, ditolak_qc });

describe('GET /api/summary (issue 23 item 2)', () => {
  it('counts everything for staff', async () => {
    const data = await get('/api/summary?tahun=2026', 'superadmin');
    expect(data).toMatchObject({
      tahun: 2026,
      tahapan: { inisiatif: 2, ujicoba: 3, penerapan: 5 },
      status: counters(3, 2, 2, 0, 2, 1),
      per_tahun: [
        { tahun: 2024, jumlah: 1 },
        { tahun: 2025, jumlah: 1 },
        { tahun: 2026, jumlah: 10 },
      ],
    });
    expect(Date.parse(data.dihitung_pada)).not.toBeNaN();
    expect(await get('/api/summary?tahun=2025', 'admin')).toMatchObject({
      tahapan: { inisiatif: 0, ujicoba: 0, penerapan: 1 },
      status: counters(0, 0, 0, 1, 0, 0),
    });
  });

  it("counts a pemda's own region only, and an opd's own records only", async () => {
    expect(await get('/api/summary?tahun=2026', 'pemda')).toMatchObject({
      tahapan: { inisiatif: 1, ujicoba: 1, penerapan: 3 },
      status: counters(1, 1, 1, 0, 1, 1),
      per_tahun: [
        { tahun: 2025, jumlah: 1 },
        { tahun: 2026, jumlah: 5 },
      ],
    });
    expect(await get('/api/summary?tahun=2026', 'opd')).toMatchObject({
      tahapan: { inisiatif: 0, ujicoba: 1, penerapan: 1 },
      status: counters(0, 1, 0, 0, 1, 0),
      per_tahun: [{ tahun: 2026, jumlah: 2 }],
    });
  });

  it('takes the period (tahun_aktif 2026) when no year is asked', async () => {
    expect((await get('/api/summary', 'superadmin')).tahun).toBe(2026);
  });

  it('answers one region for staff, 404 outside the scope, 403 for other roles', async () => {
    expect(await get(`/api/summary/${B}?tahun=2026`, 'superadmin')).toMatchObject({
      tahapan: { inisiatif: 1, ujicoba: 1, penerapan: 1 },
      status: counters(1, 1, 1, 0, 0, 0),
      per_tahun: [
        { tahun: 2024, jumlah: 1 },
        { tahun: 2026, jumlah: 3 },
      ],
    });
    expect((await t.call('GET', `/api/summary/${B}`, { as: 'pemda' })).status).toBe(404);
    expect((await t.call('GET', '/api/summary/99999999', { as: 'admin' })).status).toBe(404);
    expect((await t.call('GET', '/api/summary-verified/99999999', { as: 'admin' })).status).toBe(
      404,
    );
    expect((await t.call('GET', '/api/summary', { as: 'viewer' })).status).toBe(403);
    expect((await t.call('GET', '/api/summary', {})).status).toBe(401);
  });

  it('counts only verified innovations in summary-verified', async () => {
    expect(await get('/api/summary-verified?tahun=2026', 'superadmin')).toMatchObject({
      tahapan: { inisiatif: 0, ujicoba: 0, penerapan: 4 },
      status: counters(0, 0, 2, 0, 2, 0),
      per_tahun: [
        { tahun: 2024, jumlah: 1 },
        { tahun: 2026, jumlah: 4 },
      ],
    });
    expect(await get(`/api/summary-verified/${C}?tahun=2026`, 'admin')).toMatchObject({
      tahapan: { inisiatif: 0, ujicoba: 0, penerapan: 1 },
      status: counters(0, 0, 0, 0, 1, 0),
    });
  });

  it('counts per theme (covid), over every year (overall), per region and per detail theme', async () => {
    const pick = (rows: { kode: number; jumlah: number }[]) =>
      Object.fromEntries(rows.filter((r) => r.jumlah > 0).map((r) => [r.kode, r.jumlah]));
    expect(pick(await get('/api/summary/covid?tahun=2026', 'superadmin'))).toEqual({
      9: 5,
      10: 3,
      11: 2,
    });
    const overall = await get('/api/summary/covid/overall', 'superadmin');
    expect(pick(overall)).toEqual({ 9: 6, 10: 4, 11: 2 });
    expect(overall[0]).toEqual({ kode: expect.any(Number), nama: expect.any(String), jumlah: 0 });
    expect(pick(await get(`/api/summary/covid/overall/${C}`, 'superadmin'))).toEqual({ 11: 2 });
    expect(pick(await get('/api/summary/covid?tahun=2026', 'pemda'))).toEqual({ 9: 5 });
    expect((await t.call('GET', `/api/summary/covid/overall/${B}`, { as: 'pemda' })).status).toBe(
      404,
    );
    expect(pick(await get('/api/summary/covid/klaster?tahun=2026', 'superadmin'))).toEqual({
      [klaster]: 2,
    });
  });

  it('counts logins per day for the last 30 days, for staff only', async () => {
    const days = await get('/api/summary/login', 'superadmin');
    expect(days).toHaveLength(30);
    expect(days.at(-1).jumlah).toBeGreaterThanOrEqual(1);
    expect(days[0].tanggal < days.at(-1).tanggal).toBe(true);
    expect((await t.call('GET', '/api/summary/login', { as: 'pemda' })).status).toBe(403);
  });
});

describe('the drill-down behind every counter', () => {
  /** GET /summary/inovasi with a counter's filter: its total. */
  const total = async (as: string, query: string) => {
    const r = await t.call('GET', `/api/summary/inovasi?${query}&per_page=100`, { as });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.length).toBe(Math.min(r.body.total, 100));
    return r.body.total as number;
  };

  for (const [as, path, extra] of [
    ['superadmin', '/api/summary?tahun=2026', ''],
    ['pemda', '/api/summary?tahun=2026', ''],
    ['opd', '/api/summary?tahun=2026', ''],
    ['admin', '/api/summary-verified?tahun=2026', 'verified=1'],
    ['superadmin', 'REGION_B', ''],
  ] as const) {
    it(`lists as many innovations as each counter of ${path} as ${as}`, async () => {
      const region = path === 'REGION_B' ? `profil_id=${B}` : '';
      const data = await get(path === 'REGION_B' ? `/api/summary/${B}?tahun=2026` : path, as);
      const q = (part: string) => [part, extra, region].filter(Boolean).join('&');
      for (const [stage, n] of Object.entries(data.tahapan))
        expect(await total(as, q(`tahun=2026&tahapan=${stage}`)), stage).toBe(n);
      for (const [state, n] of Object.entries(data.status))
        expect(await total(as, q(`tahun=2026&status=${state}`)), state).toBe(n);
      for (const { tahun, jumlah } of data.per_tahun)
        expect(await total(as, q(`tahun=${tahun}`)), String(tahun)).toBe(jumlah);
    });
  }

  it('lists the innovations of a theme and of a detail theme as their counters say', async () => {
    for (const row of await get('/api/summary/covid/overall', 'superadmin'))
      expect(await total('superadmin', `semua_tahun=1&tema=${row.kode}`)).toBe(row.jumlah);
    for (const row of await get('/api/summary/covid/klaster?tahun=2026', 'superadmin'))
      expect(await total('superadmin', `tahun=2026&klaster=${row.kode}`)).toBe(row.jumlah);
  });

  it('names each row with its region, stage and state, and stays in scope', async () => {
    const r = await t.call('GET', '/api/summary/inovasi?tahun=2026&status=diterima', {
      as: 'pemda',
    });
    expect(r.body).toMatchObject({
      status: 1,
      total: 1,
      data: [{ nama: 'Dunia 4', profil_id: A, tahapan: 'penerapan', status: 'diterima' }],
    });
    expect(r.body.data[0].pemda).not.toBe('');
    const other = await t.call('GET', `/api/summary/inovasi?profil_id=${B}&semua_tahun=1`, {
      as: 'pemda',
    });
    expect(other.body.total).toBe(0);
    const bad = await t.call('GET', '/api/summary/inovasi?status=hilang', { as: 'pemda' });
    expect(bad.status).toBe(400);
  });

  it('keeps counting what the lists count after a change', async () => {
    await t.db
      .update(iga2020_inovasi)
      .set({ inovasi_status: 2 })
      .where(and(eq(iga2020_inovasi.nama, 'Dunia 1')));
    const data = await get('/api/summary?tahun=2026', 'pemda');
    expect(data.tahapan).toEqual({ inisiatif: 0, ujicoba: 1, penerapan: 4 });
    expect(await total('pemda', 'tahun=2026&tahapan=penerapan')).toBe(4);
  });
});
