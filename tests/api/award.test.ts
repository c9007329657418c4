import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  iga_klaster,
  iga_penilai,
  usr_asn,
  winner_category,
  winners,
} from '../../server/platform/db/schema';
import { firstProvinces } from '../helpers/provinces';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Issue 25 items 2-5, one period walked end to end: nominees from a hand-built verified index,
 * two assessors scoring blind, a conflicted assessor refused, the award ranking against numbers
 * worked by hand, publication writing winners, republication keeping the first version.
 */
let t: TestApp;
const TAHUN = 2024;
let klaster: number;
let A: number, B: number, C: number, D: number;
let regionA: number;

interface Criterion {
  id: number;
  bobot: number;
}
let presentasi: Criterion[];
let validasi: Criterion[];

/** Hand arithmetic: two decimals at the end only. */
const r2 = (x: number) => Math.round(x * 100) / 100;

async function account(username: string, m_daerah_id: number | null = null) {
  const [model] = await t.db
    .select({ password: usr_asn.password })
    .from(usr_asn)
    .where(eq(usr_asn.username, 'tim.penilai'));
  const [row] = await t.db
    .insert(usr_asn)
    .values({
      username,
      password: model!.password,
      role: 'tim.penilai',
      nama_lengkap: `Penilai ${username}`,
      m_daerah_id,
    })
    .returning({ id: usr_asn.id });
  return row!.id;
}

const scores = (list: Criterion[], values: number[]) =>
  list.map((c, i) => ({ indikator_id: c.id, skor: values[i]! }));

const submit = (as: string, profil: number, jenis: string, nilai: unknown) =>
  t.call('POST', `/api/presentasi-dan-validasi/${profil}`, {
    as,
    body: { tahun: TAHUN, jenis, nilai },
  });

beforeAll(async () => {
  t = await createTestApp();
  const [k] = await t.db
    .select({ id: iga_klaster.id })
    .from(iga_klaster)
    .where(eq(iga_klaster.klaster, 'Provinsi'));
  klaster = k!.id;
  const provinces = await firstProvinces(t, 4);
  [A, B, C, D] = provinces.map((p) => p.id) as [number, number, number, number];
  regionA = provinces[0]!.m_daerah_id;
  // The hand-built verified index of the year: A 80, B and C 70 (a tie), D 60, the rest 0.
  await t.db.execute(sql`update skor_indeks set indeks_verifikasi = 0 where tahun = ${TAHUN}`);
  for (const [id, iid] of [
    [A, 80],
    [B, 70],
    [C, 70],
    [D, 60],
  ] as const)
    await t.db.execute(
      sql`update skor_indeks set indeks_verifikasi = ${iid}, skor_spd_verifikasi = 40,
        skor_sid_verifikasi = ${iid * 2.5 - 40} where tahun = ${TAHUN} and profil_id = ${id}`,
    );
  // Three assessors: the demo's tim.penilai (renamed here), a second one, and a third bound to
  // region A.
  const dua = await account('penilai.dua');
  const tiga = await account('penilai.tiga');
  const [satu] = await t.db
    .select({ id: usr_asn.id })
    .from(usr_asn)
    .where(eq(usr_asn.username, 'tim.penilai'));
  await t.db
    .update(iga_penilai)
    .set({ nama: 'Penilai Satu' })
    .where(eq(iga_penilai.usr_asn_id, satu!.id));
  await t.db.insert(iga_penilai).values([
    { nama: 'Penilai Dua', instansi: 'Bappenas', usr_asn_id: dua },
    { nama: 'Penilai Tiga', instansi: 'Pemprov', usr_asn_id: tiga, m_daerah_id: regionA },
  ]);
});
afterAll(async () => t?.close());

describe('the award of one period (issue 25)', () => {
  it('proposes each cluster’s top N from the verified index, ties sharing the last place', async () => {
    const quota = await t.call('PUT', '/api/iga/nominasi/kuota', {
      as: 'superadmin',
      body: { tahun: TAHUN, kuota: [{ iga_klaster_id: klaster, jumlah: 2 }] },
    });
    expect(quota.status).toBe(200);
    expect(
      quota.body.data.kuota.find((k: { iga_klaster_id: number }) => k.iga_klaster_id === klaster),
    ).toMatchObject({ jumlah: 2, terpilih: 3 });
    expect(
      (
        await t.call('PUT', '/api/iga/nominasi/kuota', {
          as: 'admin',
          body: { tahun: TAHUN, kuota: [] },
        })
      ).status,
    ).toBe(403);

    const list = await t.call('GET', `/api/iga/nominasi?tahun=${TAHUN}&iga_klaster_id=${klaster}`, {
      as: 'tim.penilai',
    });
    expect(list.status).toBe(200);
    const byId = new Map(list.body.data.map((r: { profil_id: number }) => [r.profil_id, r]));
    // Rank 1, 2, 2 are within N = 2; D (rank 4) is not.
    expect(byId.get(A)).toMatchObject({
      peringkat: 1,
      usulan: true,
      nominasi: true,
      skor_total: 80,
    });
    expect(byId.get(B)).toMatchObject({ peringkat: 2, usulan: true, nominasi: true });
    expect(byId.get(C)).toMatchObject({ peringkat: 2, usulan: true, nominasi: true });
    expect(byId.get(D)).toMatchObject({ peringkat: 4, usulan: false, nominasi: false });
  });

  it('lets superadmin alone adjust the nominees, each change logged with its reason', async () => {
    const decide = (as: string, profil_id: number, nominasi: boolean, alasan: string) =>
      t.call('POST', '/api/iga/nominasi', {
        as,
        body: { tahun: TAHUN, profil_id, nominasi, alasan },
      });
    expect((await decide('admin', C, false, 'x')).status).toBe(403);
    const blank = await decide('superadmin', C, false, '  ');
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toHaveProperty('alasan');
    const out = await decide('superadmin', C, false, 'Tidak hadir pada presentasi');
    expect(out.status).toBe(200);
    expect(out.body.data).toMatchObject({ profil_id: C, nominasi: false, usulan: true });
    expect((await decide('superadmin', D, true, 'Pengganti daerah C')).status).toBe(200);

    const log = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.name, 'ubah_nominasi_iga'), eq(activities.record_id, String(C))));
    expect(log).toHaveLength(1);
    expect(log[0]!.data).toContainEqual({ name: 'alasan', value: 'Tidak hadir pada presentasi' });
    expect(log[0]!.data).toContainEqual({ name: 'nominasi', before: true, after: false });

    // ranking-index's IGA flag is the nomination of the period.
    const ranking = await t.call(
      'GET',
      `/api/ranking-index?tahun=${TAHUN}&iga_klaster_id=${klaster}&per_page=100`,
      { as: 'superadmin' },
    );
    const iga = Object.fromEntries(
      ranking.body.data.map((r: { profil_id: number; iga: boolean }) => [r.profil_id, r.iga]),
    );
    expect([iga[A], iga[B], iga[C], iga[D]]).toEqual([true, true, false, true]);
  });

  it('shows the review ranking with the verified figures', async () => {
    const res = await t.call(
      'GET',
      `/api/review/ranking/lookup?tahun=${TAHUN}&iga_klaster_id=${klaster}`,
      { as: 'viewer' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      profil_id: A,
      skor_pemda_verify: 40,
      avg_inovasi: 160,
      skor_total: 80,
      predikat: 'Sangat Inovatif',
      iga: true,
    });
    expect(res.body.data.find((r: { profil_id: number }) => r.profil_id === C).iga).toBe(false);
    expect((await t.call('GET', '/api/review/ranking/lookup', { as: 'pemda' })).status).toBe(403);
  });

  it('takes each assessor’s sheets blind, refuses the conflicted one and bad sheets', async () => {
    const detail = await t.call('GET', `/api/presentasi-dan-validasi/${A}?tahun=${TAHUN}`, {
      as: 'tim.penilai',
    });
    expect(detail.status).toBe(200);
    presentasi = detail.body.data.kriteria.presentasi;
    validasi = detail.body.data.kriteria.validasi;
    expect(presentasi.map((c) => c.bobot)).toEqual([30, 25, 15, 20, 10]);
    expect(validasi).toHaveLength(4);

    const first = await submit(
      'tim.penilai',
      A,
      'presentasi',
      scores(presentasi, [80, 70, 60, 90, 100]),
    );
    expect(first.status).toBe(200);
    // (80x30 + 70x25 + 60x15 + 90x20 + 100x10) / 100
    expect(first.body.data.presentasi.skor).toBe(78.5);
    expect(first.body.data.validasi).toBeNull();
    expect(
      (await submit('tim.penilai', A, 'validasi', scores(validasi, [80, 80, 60, 60]))).body.data
        .validasi.skor,
    ).toBe(70);

    // The second assessor has not scored A: it sees neither the mean nor the first one's sheets.
    const board = await t.call('GET', `/api/presentasi-dan-validasi?tahun=${TAHUN}`, {
      as: 'penilai.dua',
    });
    const rowA = board.body.data.find((r: { profil_id: number }) => r.profil_id === A);
    expect(rowA).toMatchObject({
      skor_penilaian: null,
      skor_validasi_lapangan: null,
      overall_score: null,
      penilai_selesai: 1,
      penilai_total: 2,
    });
    const blind = await t.call('GET', `/api/presentasi-dan-validasi/${A}?tahun=${TAHUN}`, {
      as: 'penilai.dua',
    });
    expect(blind.body.data.penilai_lain).toEqual([]);

    expect(
      (await submit('penilai.dua', A, 'presentasi', scores(presentasi, [60, 60, 60, 60, 60])))
        .status,
    ).toBe(200);
    const seen = await t.call('GET', `/api/presentasi-dan-validasi/${A}?tahun=${TAHUN}`, {
      as: 'penilai.dua',
    });
    expect(seen.body.data.penilai_lain).toEqual([
      expect.objectContaining({ penilai: 'Penilai Satu', jenis: 'presentasi', skor: 78.5 }),
    ]);
    expect(
      (await submit('penilai.dua', A, 'validasi', scores(validasi, [90, 90, 90, 90]))).status,
    ).toBe(200);
    const after = await t.call(
      'GET',
      `/api/presentasi-dan-validasi?tahun=${TAHUN}&iga_klaster_id=${klaster}`,
      {
        as: 'penilai.dua',
      },
    );
    expect(after.body.data.find((r: { profil_id: number }) => r.profil_id === A)).toMatchObject({
      klaster: 'Provinsi',
      total_score: 80,
      skor_penilaian: r2((78.5 + 60) / 2),
      skor_validasi_lapangan: r2((70 + 90) / 2),
      penilai_selesai: 2,
    });

    // The assessor bound to A never scores it, and the conflict is listed.
    const conflicted = await submit(
      'penilai.tiga',
      A,
      'presentasi',
      scores(presentasi, [1, 1, 1, 1, 1]),
    );
    expect(conflicted.status).toBe(403);
    expect(conflicted.body.message).toMatch(/konflik kepentingan/);
    const conflicts = await t.call('GET', `/api/presentasi-dan-validasi/konflik?tahun=${TAHUN}`, {
      as: 'superadmin',
    });
    expect(conflicts.body.data).toEqual([
      expect.objectContaining({ penilai: 'Penilai Tiga', profil_id: A }),
    ]);
    // Not an assessor, a role that does not score, a region that is no nominee, bad values.
    expect(
      (await submit('admin', B, 'presentasi', scores(presentasi, [1, 1, 1, 1, 1]))).status,
    ).toBe(403);
    expect(
      (await submit('viewer', B, 'presentasi', scores(presentasi, [1, 1, 1, 1, 1]))).status,
    ).toBe(403);
    expect(
      (await submit('tim.penilai', C, 'presentasi', scores(presentasi, [1, 1, 1, 1, 1]))).status,
    ).toBe(409);
    const bad = await submit('tim.penilai', B, 'presentasi', [
      { indikator_id: presentasi[0]!.id, skor: 120 },
      { indikator_id: validasi[0]!.id, skor: 50 },
    ]);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      [...presentasi.map((c) => String(c.id)), String(validasi[0]!.id)].sort(),
    );
    expect(bad.body.errors[String(presentasi[0]!.id)]).toMatch(/antara 0 dan 100/);

    // B and D: B scored 50 throughout by one assessor; D 60 throughout by the other.
    await submit('tim.penilai', B, 'presentasi', scores(presentasi, [50, 50, 50, 50, 50]));
    await submit('tim.penilai', B, 'validasi', scores(validasi, [50, 50, 50, 50]));
    await submit('penilai.dua', D, 'presentasi', scores(presentasi, [60, 60, 60, 60, 60]));
    await submit('penilai.dua', D, 'validasi', scores(validasi, [60, 60, 60, 60]));
  });

  it('ranks the nominees by overall score per cluster, ties sharing, with 50/30/20 and changed weights', async () => {
    const read = async () => {
      const res = await t.call('GET', `/api/ranking-iga?tahun=${TAHUN}&iga_klaster_id=${klaster}`, {
        as: 'superadmin',
      });
      expect(res.status).toBe(200);
      return res.body;
    };
    const p = r2((78.5 + 60) / 2); // 69.25
    const v = r2((70 + 90) / 2); // 80
    let body = await read();
    expect(body.bobot).toEqual({ iid: 50, presentasi: 30, validasi: 20 });
    expect(body.terbit).toBeNull();
    const overall = (rows: { profil_id: number; overall_score: number; peringkat: number }[]) =>
      Object.fromEntries(rows.map((r) => [r.profil_id, [r.overall_score, r.peringkat]]));
    // A: 0.5 x 80 + 0.3 x 69.25 + 0.2 x 80; B: 0.5 x 70 + 0.3 x 50 + 0.2 x 50; D: 0.5 x 60 + 0.3 x 60 + 0.2 x 60.
    expect(overall(body.data)).toEqual({
      [A]: [r2(0.5 * 80 + 0.3 * p + 0.2 * v), 1],
      [B]: [60, 2],
      [D]: [60, 2],
    });
    expect(body.data.every((r: { isIga: boolean }) => r.isIga)).toBe(true);

    const badSum = await t.call('PUT', '/api/ranking-iga/bobot', {
      as: 'superadmin',
      body: { tahun: TAHUN, iid: 40, presentasi: 30, validasi: 20 },
    });
    expect(badSum.status).toBe(422);
    expect(
      (
        await t.call('PUT', '/api/ranking-iga/bobot', {
          as: 'admin',
          body: { tahun: TAHUN, iid: 40, presentasi: 40, validasi: 20 },
        })
      ).status,
    ).toBe(403);
    const changed = await t.call('PUT', '/api/ranking-iga/bobot', {
      as: 'superadmin',
      body: { tahun: TAHUN, iid: 40, presentasi: 40, validasi: 20 },
    });
    expect(changed.status).toBe(200);
    body = await read();
    expect(body.bobot).toEqual({ iid: 40, presentasi: 40, validasi: 20 });
    expect(overall(body.data)).toEqual({
      [A]: [r2(0.4 * 80 + 0.4 * p + 0.2 * v), 1], // 75.7
      [D]: [r2(0.4 * 60 + 0.4 * 60 + 0.2 * 60), 2], // 60
      [B]: [r2(0.4 * 70 + 0.4 * 50 + 0.2 * 50), 3], // 58
    });
    // Another year keeps the seeded weights.
    const other = await t.call('GET', '/api/ranking-iga?tahun=2023', { as: 'superadmin' });
    expect(other.body.bobot).toEqual({ iid: 50, presentasi: 30, validasi: 20 });
  });

  it('publishes: frozen with weights and method version, winners written; republishing keeps v1', async () => {
    expect(
      (await t.call('POST', '/api/ranking-iga/terbitkan', { as: 'admin', body: { tahun: TAHUN } }))
        .status,
    ).toBe(403);
    // Not yet (issue 35): B and D lack sheets of assessors assigned to them, and the clusters
    // with a nominee quota but no nominee would publish empty.
    const early = await t.call('POST', '/api/ranking-iga/terbitkan', {
      as: 'superadmin',
      body: { tahun: TAHUN },
    });
    expect(early.status).toBe(409);
    const missing = early.body.data.syarat.filter((l: { terpenuhi: boolean }) => !l.terpenuhi);
    expect(missing.map((l: { kode: string }) => l.kode)).toEqual(['lembar_penilaian', 'klaster']);
    expect(missing[0].rincian).toHaveLength(4);
    expect(early.body.message).toContain(`dari Penilai Tiga`);
    // Every assigned assessor scores B and D as the one who did (the means stay 50 and 60), and
    // only the Provinsi cluster is published.
    await submit('penilai.dua', B, 'presentasi', scores(presentasi, [50, 50, 50, 50, 50]));
    await submit('penilai.dua', B, 'validasi', scores(validasi, [50, 50, 50, 50]));
    await submit('penilai.tiga', B, 'presentasi', scores(presentasi, [50, 50, 50, 50, 50]));
    await submit('penilai.tiga', B, 'validasi', scores(validasi, [50, 50, 50, 50]));
    await submit('tim.penilai', D, 'presentasi', scores(presentasi, [60, 60, 60, 60, 60]));
    await submit('tim.penilai', D, 'validasi', scores(validasi, [60, 60, 60, 60]));
    await submit('penilai.tiga', D, 'presentasi', scores(presentasi, [60, 60, 60, 60, 60]));
    await submit('penilai.tiga', D, 'validasi', scores(validasi, [60, 60, 60, 60]));
    const clusters = await t.db.select({ id: iga_klaster.id }).from(iga_klaster);
    await t.call('PUT', '/api/iga/nominasi/kuota', {
      as: 'superadmin',
      body: {
        tahun: TAHUN,
        kuota: clusters.map((k) => ({ iga_klaster_id: k.id, jumlah: k.id === klaster ? 2 : 0 })),
      },
    });
    const first = await t.call('POST', '/api/ranking-iga/terbitkan', {
      as: 'superadmin',
      body: { tahun: TAHUN },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      versi: 1,
      bobot: { iid: 40, presentasi: 40, validasi: 20 },
      method_version: '2023.1',
      alasan: null,
      versi_sebelumnya: [],
    });
    const [category] = await t.db
      .select()
      .from(winner_category)
      .where(eq(winner_category.name, 'Provinsi Terinovatif'));
    const written = async () =>
      (
        await t.db
          .select({
            profil_id: winners.profil_id,
            urutan: winners.urutan,
            category: winners.category_id,
          })
          .from(winners)
          .where(eq(winners.tahun, TAHUN))
      ).sort((a, b) => a.urutan - b.urutan);
    expect(await written()).toEqual([
      { profil_id: A, urutan: 1, category: category!.id },
      { profil_id: D, urutan: 2, category: category!.id },
      { profil_id: B, urutan: 3, category: category!.id },
    ]);

    // Frozen: no more scores, no weight change; the ranking reads the published version.
    const late = await submit('tim.penilai', D, 'presentasi', scores(presentasi, [1, 1, 1, 1, 1]));
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/sudah diterbitkan/);
    expect(
      (
        await t.call('PUT', '/api/ranking-iga/bobot', {
          as: 'superadmin',
          body: { tahun: TAHUN, iid: 50, presentasi: 30, validasi: 20 },
        })
      ).status,
    ).toBe(409);
    const frozen = await t.call('GET', `/api/ranking-iga?tahun=${TAHUN}`, { as: 'viewer' });
    expect(frozen.body.terbit.versi).toBe(1);
    expect(frozen.body.data.map((r: { profil_id: number }) => r.profil_id)).toEqual([A, D, B]);

    // Republishing needs a reason; with two winners per cluster now.
    const noReason = await t.call('POST', '/api/ranking-iga/terbitkan', {
      as: 'superadmin',
      body: { tahun: TAHUN },
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toHaveProperty('alasan');
    // Frozen until superadmin opens a revision (issue 35); then the change goes in.
    const twoWinners = () =>
      t.call('PUT', '/api/iga/nominasi/kuota', {
        as: 'superadmin',
        body: { tahun: TAHUN, jumlah_pemenang: 2 },
      });
    expect((await twoWinners()).status).toBe(409);
    const opened = await t.call('POST', '/api/ranking-iga/buka-revisi', {
      as: 'superadmin',
      body: { tahun: TAHUN, alasan: 'Pleno: dua pemenang per klaster' },
    });
    expect(opened.status).toBe(200);
    expect((await twoWinners()).status).toBe(200);
    const second = await t.call('POST', '/api/ranking-iga/terbitkan', {
      as: 'superadmin',
      body: { tahun: TAHUN, alasan: 'Penetapan pleno: dua pemenang per klaster' },
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ versi: 2, versi_sebelumnya: [1] });
    expect((await written()).map((w) => w.profil_id)).toEqual([A, D]);
    const v1 = await t.call('GET', `/api/ranking-iga?tahun=${TAHUN}&versi=1`, { as: 'superadmin' });
    expect(v1.body.terbit).toMatchObject({ versi: 1, alasan: null });
    expect(v1.body.terbit.pemenang.map((w: { profil_id: number }) => w.profil_id)).toEqual([
      A,
      D,
      B,
    ]);
    const latest = await t.call('GET', `/api/ranking-iga?tahun=${TAHUN}`, { as: 'superadmin' });
    expect(latest.body.terbit).toMatchObject({
      versi: 2,
      alasan: 'Penetapan pleno: dua pemenang per klaster',
      versi_sebelumnya: [1],
    });
  });
});
