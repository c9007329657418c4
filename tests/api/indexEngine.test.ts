import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iga2020_inovasi } from '../../server/db/schema';
import { act, newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { takesPdf, top, type Indicator } from '../helpers/indicatorPicks';
import { PDF } from '../helpers/sampleFiles';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let w: WorkflowWorld;

async function upload(path: string, indikatorId: number) {
  const form = new FormData();
  form.append('indikator_id', String(indikatorId));
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'bukti.pdf');
  const res = await t.app.request(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${await t.tokenFor('pemda')}` },
    body: form,
  });
  expect(res.status).toBe(201);
}

/** Hand arithmetic, as on paper: two decimals at the end only. */
const r2 = (x: number) => Math.round(x * 100) / 100;

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
});
afterAll(async () => t?.close());

describe('the index over HTTP (issue 10)', () => {
  it('scores a region from its answers, its sent innovations and the verifier, and recounts the same', async () => {
    // The demo's sent innovations of this region (no answers, 0 points) count too.
    const before = await t.call('GET', `/api/indeks/${w.own}?tahun=2026`, { as: 'pemda' });
    const demoCounted = before.body.data.inovasi.filter((i: { dihitung: boolean }) => i.dihitung)
      .length as number;
    expect(demoCounted).toBeLessThan(8); // the division below stays by 10

    // The region answers three indicators with evidence.
    const region: Indicator[] = (
      await t.call('GET', '/api/indikator?tahun=2026', { as: 'pemda' })
    ).body.data.filter(takesPdf);
    const chosen = region.slice(0, 3);
    for (const ind of chosen) await upload(`/api/daerah/${w.own}/dokumen`, ind.id);
    const saved = await t.call('POST', `/api/daerah/${w.own}/indikator`, {
      as: 'pemda',
      body: {
        tahun: 2026,
        jawaban: chosen.map((i) => ({ indikator_id: i.id, skala_id: top(i).id })),
      },
    });
    expect(saved.status).toBe(200);
    const spd = chosen.reduce((s, i) => s + top(i).nilai, 0);

    // Three innovations answer two indicators each and are sent; a fourth is never sent.
    const set: Indicator[] = (
      await t.call('GET', '/api/indikator/inovasi?tahun=2026', { as: 'pemda' })
    ).body.data.filter(takesPdf);
    const [a, b] = set;
    const perInnovation = top(a!).nilai + top(b!).nilai;
    const ids: number[] = [];
    for (let k = 0; k < 4; k++) {
      const id = await newInovasi(t, w, { nama: `Inovasi indeks ${k}` });
      for (const ind of [a!, b!]) await upload(`/api/inovasi/${id}/dokumen`, ind.id);
      const res = await t.call('POST', `/api/inovasi/${id}/indikator`, {
        as: 'pemda',
        body: {
          tahun: 2026,
          jawaban: [a!, b!].map((i) => ({ indikator_id: i.id, skala_id: top(i).id })),
        },
      });
      expect(res.status).toBe(200);
      // Two answers do not complete the mandatory set; the send rule is tested elsewhere.
      await t.db.update(iga2020_inovasi).set({ submitable: 1 }).where(eq(iga2020_inovasi.id, id));
      if (k < 3) expect((await act(t, id, 'kirim', 'pemda')).status).toBe(200);
      ids.push(id);
    }
    // A verifier accepts one indicator of the first innovation at its top points and rejects
    // the other; the second innovation is rejected as a whole (it stops counting).
    const ev = await t.call('POST', `/api/inovasi/${ids[0]}/evaluasi`, {
      as: 'verifikator',
      body: {
        evaluasi: [
          { indikator_id: a!.id, status_verifikasi: 1, skor_verifikasi: top(a!).nilai },
          { indikator_id: b!.id, status_verifikasi: 2, catatan: 'Bukti tidak sesuai' },
        ],
      },
    });
    expect(ev.status).toBe(200);
    expect(
      (await act(t, ids[1]!, 'tolak', 'verifikator', { alasan: 'Tidak memenuhi' })).status,
    ).toBe(200);

    // Counted: innovations 0 and 2 (sent, not rejected) beside the demo's. Divided by 10.
    const n = 2 + demoCounted;
    const counted = 2;
    const sid = r2((counted * perInnovation) / 10 + 0.38 * n);
    const total = r2(spd + (counted * perInnovation) / 10 + 0.38 * n);
    const indeks = r2(((spd + (counted * perInnovation) / 10 + 0.38 * n) / 250) * 100);
    const verifiedTotal = 0 + top(a!).nilai / 10 + 0.38 * n;
    const indeksVerifikasi = r2((verifiedTotal / 250) * 100);

    const own = await t.call('GET', `/api/indeks/${w.own}?tahun=2026`, { as: 'pemda' });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      spd,
      sid,
      jumlah_inovasi: n,
      skor_jumlah_inovasi: r2(0.38 * n),
      skor_total: total,
      indeks,
      metode: { versi: '2023.1', pembagi_minimum: 10 },
    });
    // The variables add up to the total; the national average is over every region.
    const groups = own.body.data.kelompok as { skor: number; rata_nasional: number }[];
    expect(groups).toHaveLength(8);
    expect(groups.reduce((sum, g) => sum + g.skor, 0)).toBeCloseTo(total, 1);
    // Every region counts in the national average, so one region's points move it by 1/546.
    expect(groups.every((g) => g.rata_nasional >= 0 && g.rata_nasional < 63)).toBe(true);
    const line = own.body.data.indikator.find(
      (i: { indikator_id: number }) => i.indikator_id === chosen[0]!.id,
    );
    expect(line).toMatchObject({ skor: top(chosen[0]!).nilai, skor_verifikasi: null });
    const why = Object.fromEntries(
      own.body.data.inovasi.map((i: { id: number; dihitung: boolean; alasan: string | null }) => [
        i.id,
        [i.dihitung, i.alasan],
      ]),
    );
    expect(why[ids[0]!]).toEqual([true, null]);
    expect(why[ids[1]!]).toEqual([false, 'ditolak']);
    expect(why[ids[3]!]).toEqual([false, 'belum_dikirim']);

    const ranking = await t.call('GET', '/api/ranking-index?tahun=2026&per_page=1000', {
      as: 'admin',
    });
    expect(ranking.status).toBe(200);
    const rows = ranking.body.data as { profil_id: number; indeks: number; rank: number | null }[];
    const mine = rows.find((r) => r.profil_id === w.own)!;
    expect(mine).toMatchObject({
      spd,
      sid,
      jumlah_inovasi: n,
      skor_total: total,
      indeks,
      rank: 1 + rows.filter((r) => r.indeks > indeks).length,
      // Issue 25: the IGA flag is the nomination of the period; the verified index makes this
      // region one of its cluster's top N (tests/api/award.test.ts).
      iga: true,
      predikat: 'Kurang Inovatif',
    });
    // Ordered by index; ties share a rank; 0 has none.
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.indeks).toBeLessThanOrEqual(rows[i - 1]!.indeks);
      if (rows[i]!.indeks === rows[i - 1]!.indeks) expect(rows[i]!.rank).toBe(rows[i - 1]!.rank);
    }
    expect(rows.filter((r) => r.indeks === 0).every((r) => r.rank === null)).toBe(true);
    expect(ranking.body.total).toBeGreaterThan(500);

    const rekap = await t.call('GET', '/api/rekap-akhir?tahun=2026&per_page=1000', {
      as: 'admin',
    });
    expect(rekap.body.data.find((r: { profil_id: number }) => r.profil_id === w.own)).toEqual({
      profil_id: w.own,
      nama_daerah: (mine as unknown as { nama_daerah: string }).nama_daerah,
      jumlah_inovasi: n,
      indeks_mandiri: indeks,
      indeks_verifikasi: indeksVerifikasi,
      predikat: 'Kurang Inovatif',
      iga: true,
    });

    // The recount from the stored answers gives the same numbers.
    const recount = await t.call('POST', '/api/indeks/hitung-ulang?tahun=2026', {
      as: 'superadmin',
    });
    expect(recount.status).toBe(200);
    expect(recount.body.data.jumlah).toBeGreaterThan(500);
    const again = await t.call('GET', `/api/indeks/${w.own}?tahun=2026`, { as: 'pemda' });
    expect(again.body.data).toEqual(own.body.data);
  });

  it('keeps the ranking to its readers, the breakdown to the region, the flag to superadmin', async () => {
    expect((await t.call('GET', '/api/ranking-index', { as: 'pemda' })).status).toBe(403);
    expect((await t.call('GET', '/api/rekap-akhir', { as: 'opd' })).status).toBe(403);
    expect((await t.call('GET', `/api/indeks/${w.outside}`, { as: 'pemda' })).status).toBe(404);
    expect((await t.call('POST', '/api/indeks/hitung-ulang', { as: 'admin' })).status).toBe(403);
    expect((await t.call('GET', `/api/ranking-index/${w.own}/flag`, { as: 'admin' })).status).toBe(
      403,
    );
    const igaOf = async () =>
      (
        await t.call('GET', '/api/ranking-index?tahun=2026&per_page=1000', { as: 'superadmin' })
      ).body.data.find((r: { profil_id: number }) => r.profil_id === w.own).iga as boolean;
    const before = await igaOf();
    const flag = await t.call('GET', `/api/ranking-index/${w.own}/flag?tahun=2026`, {
      as: 'superadmin',
    });
    expect(flag.body).toMatchObject({ status: 1, data: { profil_id: w.own, iga: !before } });
    expect(await igaOf()).toBe(!before);
    const back = await t.call('GET', `/api/ranking-index/${w.own}/flag`, { as: 'superadmin' });
    expect(back.body.data.iga).toBe(before);
  });
});
