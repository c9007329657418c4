import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iga2020_inovasi, nomor_registrasi, usr_asn } from '../../server/platform/db/schema';
import { act, newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let w: WorkflowWorld;
const made = { request: 0, approved: 0, rejected: 0, accepted: 0, outside: 0 };

const lookup = (path: string, as: string) => t.call('GET', `/api/${path}`, { as });
const idsOf = (res: { body: { data: { id: number }[] } }) => res.body.data.map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
  made.request = await newInovasi(t, w, { nama: 'Antrean Sistem Pajak Daring' });
  await act(t, made.request, 'kirim', 'pemda');
  made.approved = await newInovasi(t, w, { nama: 'Antrean Posyandu Digital' });
  await act(t, made.approved, 'kirim', 'pemda');
  await act(t, made.approved, 'setujui', 'verifikator');
  made.rejected = await newInovasi(t, w, { nama: 'Antrean Bank Sampah' });
  await act(t, made.rejected, 'kirim', 'pemda');
  await act(t, made.rejected, 'tolak', 'verifikator', { alasan: 'Bukti indikator 17 kosong' });
  made.accepted = await newInovasi(t, w, { nama: 'Antrean Layanan Adminduk' });
  await act(t, made.accepted, 'kirim', 'pemda');
  await act(t, made.accepted, 'setujui', 'verifikator');
  await act(t, made.accepted, 'qc-terima', 'quality_control');
  made.outside = await newInovasi(t, w, {
    nama: 'Antrean Luar Wilayah',
    profil_id: w.outside,
    created_by: null,
  });
  await act(t, made.outside, 'kirim', 'admin');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('review lookups', () => {
  it('each queue holds the innovations of its state, with names and the next actor', async () => {
    const request = await lookup('nomor_registrasi/request/lookup?per_page=100', 'verifikator');
    expect(request.status).toBe(200);
    expect(idsOf(request)).toContain(made.request);
    expect(idsOf(request)).not.toContain(made.approved);
    const row = request.body.data.find((r: { id: number }) => r.id === made.request);
    expect(row).toMatchObject({
      nama: 'Antrean Sistem Pajak Daring',
      status: 'dikirim',
      menunggu: 'verifikator',
      status_nomor: 0,
    });
    expect(row.nama_daerah).toBeTruthy();

    const approved = await lookup('review/approved/lookup?per_page=100', 'verifikator');
    expect(idsOf(approved)).toEqual(expect.arrayContaining([made.approved, made.accepted]));
    expect(idsOf(approved)).not.toContain(made.rejected);

    const rejected = await lookup('review/rejected/lookup?per_page=100', 'quality_control');
    const rejectedRow = rejected.body.data.find((r: { id: number }) => r.id === made.rejected);
    expect(rejectedRow).toMatchObject({
      status: 'ditolak',
      menunggu: 'quality_control',
      catatan: 'Bukti indikator 17 kosong',
    });

    const qc = await lookup('review/qc/lookup?per_page=100', 'quality_control');
    expect(idsOf(qc)).toEqual(expect.arrayContaining([made.approved, made.rejected]));
    expect(idsOf(qc)).not.toContain(made.accepted);
  });

  it('the totals match the database', async () => {
    const [sent] = await t.db
      .select({ n: count() })
      .from(nomor_registrasi)
      .innerJoin(iga2020_inovasi, eq(iga2020_inovasi.id, nomor_registrasi.inovasi_id))
      // Innovations only: a sent competition entry waits in the competition's own queue.
      .where(
        and(
          eq(nomor_registrasi.status_nomor, 0),
          eq(iga2020_inovasi.is_index, 0),
          eq(iga2020_inovasi.lomba, 0),
        ),
      );
    const res = await lookup('nomor_registrasi/request/lookup?per_page=1', 'admin');
    expect(res.body.total).toBe(Number(sent!.n));
    expect(res.body.data).toHaveLength(1);
  });

  it('a verifier sees only its area; admin sees every region', async () => {
    const verifier = await lookup('nomor_registrasi/request/lookup?per_page=100', 'verifikator');
    expect(idsOf(verifier)).not.toContain(made.outside);
    const admin = await lookup('nomor_registrasi/request/lookup?per_page=100', 'admin');
    expect(idsOf(admin)).toEqual(expect.arrayContaining([made.request, made.outside]));
  });

  it('an account bound to a region never sees that region in its queues', async () => {
    await t.db
      .update(usr_asn)
      .set({ m_daerah_id: w.ownDaerah })
      .where(eq(usr_asn.id, w.verifikator));
    t.deps.userCache.invalidate(w.verifikator);
    try {
      const res = await lookup('nomor_registrasi/request/lookup?per_page=100', 'verifikator');
      expect(idsOf(res)).not.toContain(made.request);
    } finally {
      await t.db.update(usr_asn).set({ m_daerah_id: null }).where(eq(usr_asn.id, w.verifikator));
      t.deps.userCache.invalidate(w.verifikator);
    }
  });

  it('screens’ roles: pemda and viewer get 403; quality_control has no request queue', async () => {
    expect((await lookup('review/approved/lookup', 'pemda')).status).toBe(403);
    expect((await lookup('review/qc/lookup', 'viewer')).status).toBe(403);
    expect((await lookup('nomor_registrasi/request/lookup', 'quality_control')).status).toBe(403);
    expect((await lookup('review/approved/lookup', 'quality_control')).status).toBe(200);
  });

  it('selected lookup answers only the chosen rows; paging, search and order work', async () => {
    const selected = await lookup(
      `review/approved/selected/lookup?ids=${made.approved},${made.rejected}`,
      'admin',
    );
    expect(idsOf(selected)).toEqual([made.approved]);
    expect((await lookup('review/approved/selected/lookup?ids=x', 'admin')).status).toBe(400);
    const search = await lookup('review/approved/lookup?search=posyandu%20digital', 'admin');
    expect(idsOf(search)).toEqual([made.approved]);
    const asc = await lookup(
      'review/approved/lookup?orderBy=nama&orderDirection=asc&per_page=100',
      'admin',
    );
    const names = asc.body.data.map((r: { nama: string }) => r.nama);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect((await lookup('review/approved/lookup?orderBy=password', 'admin')).status).toBe(400);
    expect((await lookup('review/approved/lookup?per_page=1000', 'admin')).status).toBe(400);
  });
});

describe('comments on rejected innovations', () => {
  it('join the timeline; not on an approved one; not for pemda', async () => {
    const res = await t.call('POST', `/api/inovasi/${made.rejected}/komentar`, {
      as: 'quality_control',
      body: { catatan: 'Mohon unggah SK yang ditandatangani' },
    });
    expect(res.status).toBe(201);
    const timeline = await t.call('GET', `/api/inovasi/${made.rejected}/timeline`, {
      as: 'pemda',
    });
    expect(timeline.body.data.events.at(-1)).toMatchObject({
      action: 'komentar',
      note: 'Mohon unggah SK yang ditandatangani',
      from: 'ditolak',
      to: 'ditolak',
    });
    expect(timeline.body.data.status).toBe('ditolak');
    const approved = await t.call('POST', `/api/inovasi/${made.approved}/komentar`, {
      as: 'admin',
      body: { catatan: 'x' },
    });
    expect(approved.status).toBe(409);
    const empty = await t.call('POST', `/api/inovasi/${made.rejected}/komentar`, {
      as: 'admin',
      body: { catatan: ' ' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ catatan: 'catatan wajib diisi' });
    const pemda = await t.call('POST', `/api/inovasi/${made.rejected}/komentar`, {
      as: 'pemda',
      body: { catatan: 'x' },
    });
    expect(pemda.status).toBe(403);
    const [row] = await t.db
      .select({ n: count() })
      .from(nomor_registrasi)
      .where(inArray(nomor_registrasi.inovasi_id, [made.rejected]));
    expect(Number(row!.n)).toBe(1);
  });
});

describe('what a verifier compares (issue 27 item 1)', () => {
  it('each row carries the number, the implementation date and both scores', async () => {
    await t.db
      .update(iga2020_inovasi)
      .set({ waktu_implementasi: '2024-03-01', kematangan: '54.5', verifikasi_points: '40' })
      .where(eq(iga2020_inovasi.id, made.approved));
    const res = await lookup('review/approved/lookup?per_page=100', 'admin');
    const row = res.body.data.find((r: { id: number }) => r.id === made.approved);
    expect(row).toMatchObject({ waktu_implementasi: '2024-03-01', kematangan: 54.5 });
    expect(row.verifikasi_points).toBe(40);
    expect(row.nomor).toMatch(/^\d{4}\/.+\/\d{5}$/);
  });

  it.each(['nomor', 'waktu_implementasi', 'kematangan', 'verifikasi_points'])(
    'sorts by %s both ways, rows without a value last',
    async (key) => {
      // Distinct values on the qc queue (approved and rejected wait there), one row left empty.
      await t.db
        .update(iga2020_inovasi)
        .set({ waktu_implementasi: '2023-05-01', kematangan: '10', verifikasi_points: '70' })
        .where(eq(iga2020_inovasi.id, made.rejected));
      await t.db
        .update(iga2020_inovasi)
        .set({ waktu_implementasi: '2024-03-01', kematangan: '54.5', verifikasi_points: '40' })
        .where(eq(iga2020_inovasi.id, made.approved));
      for (const dir of ['asc', 'desc'] as const) {
        const res = await lookup(
          `review/qc/lookup?orderBy=${key}&orderDirection=${dir}&per_page=100`,
          'admin',
        );
        expect(res.status).toBe(200);
        const values = res.body.data.map((r: Record<string, unknown>) => r[key]);
        const present = values.filter((v: unknown) => v !== null);
        // Nulls only at the end.
        expect(values.slice(0, present.length)).toEqual(present);
        const sorted = [...present].sort((a, b) =>
          typeof a === 'number' ? a - (b as number) : String(a).localeCompare(String(b)),
        );
        expect(present).toEqual(dir === 'asc' ? sorted : sorted.reverse());
      }
    },
  );

  it('orders by verification score as the verifier reads it', async () => {
    const res = await lookup(
      'review/qc/lookup?orderBy=verifikasi_points&orderDirection=desc&per_page=100',
      'admin',
    );
    const ids = idsOf(res);
    expect(ids.indexOf(made.rejected)).toBeLessThan(ids.indexOf(made.approved));
  });
});

describe('hasil-rejected "approve" (issue 27 item 2)', () => {
  let rejected = 0;
  beforeAll(async () => {
    rejected = await newInovasi(t, w, { nama: 'Antrean Ditolak Lalu Disetujui' });
    await act(t, rejected, 'kirim', 'pemda');
    await act(t, rejected, 'tolak', 'verifikator', { alasan: 'Bukti kurang' });
  });

  it('only admin and superadmin approve a rejected innovation, with a note', async () => {
    // A verifier may approve sent innovations only: 409 on a rejected one.
    expect((await act(t, rejected, 'setujui', 'verifikator', { catatan: 'x' })).status).toBe(409);
    // Quality control keeps its own two actions: approving is not one of them.
    expect((await act(t, rejected, 'setujui', 'quality_control', { catatan: 'x' })).status).toBe(
      403,
    );
    const bare = await act(t, rejected, 'setujui', 'admin');
    expect(bare.status).toBe(422);
    expect(bare.body.errors).toEqual({
      catatan: 'Catatan wajib diisi untuk menyetujui inovasi yang ditolak',
    });
  });

  it('moves it to terverifikasi with a registration number, under hasil-review', async () => {
    const res = await t.call(
      'GET',
      `/api/hasil-rejected/approve/${rejected}?catatan=${encodeURIComponent('Bukti sudah lengkap')}`,
      { as: 'admin' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'terverifikasi', status_nomor: 1, qc: 0 });
    expect(res.body.data.nomor).toMatch(/^\d{4}\/.+\/\d{5}$/);
    const approved = await lookup('review/approved/lookup?per_page=100', 'admin');
    const row = approved.body.data.find((r: { id: number }) => r.id === rejected);
    expect(row).toMatchObject({ status: 'terverifikasi', nomor: res.body.data.nomor });
    expect(idsOf(await lookup('review/rejected/lookup?per_page=100', 'admin'))).not.toContain(
      rejected,
    );
    const timeline = await t.call('GET', `/api/inovasi/${rejected}/timeline`, { as: 'admin' });
    expect(timeline.body.data.events.at(-1)).toMatchObject({
      action: 'setujui',
      from: 'ditolak',
      to: 'terverifikasi',
      note: 'Bukti sudah lengkap',
    });
    // Approving twice finds it verified.
    expect((await act(t, rejected, 'setujui', 'superadmin', { catatan: 'lagi' })).status).toBe(409);
  });
});

describe('ordering by region', () => {
  it('pages follow the region names, for an account that sees every region', async () => {
    const path = 'nomor_registrasi/request/lookup?orderBy=nama_daerah&orderDirection=asc';
    const all = await lookup(`${path}&per_page=100`, 'admin');
    expect(all.status).toBe(200);
    const rows = all.body.data as { id: number; nama_daerah: string }[];
    // The queue holds innovations of two regions (the world's and the one outside it).
    expect(new Set(rows.map((r) => r.nama_daerah)).size).toBeGreaterThan(1);
    const names = rows.map((r) => r.nama_daerah);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // One row per page, in the same order: each page is picked by the region's name too.
    const paged: string[] = [];
    // Pages count from 0.
    for (let page = 0; page < rows.length; page++) {
      const res = await lookup(`${path}&per_page=1&page=${page}`, 'admin');
      paged.push(res.body.data[0].nama_daerah);
    }
    expect(paged).toEqual(names);
  });
});
