import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iga2020_inovasi, indikator_jawaban } from '../../server/platform/db/schema';
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
    const demoVerified = before.body.data.inovasi.filter(
      (i: { dihitung_verifikasi: boolean }) => i.dihitung_verifikasi,
    ).length as number;

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
    // A verifier accepts one indicator of the first innovation at its top points, rejects the
    // other and approves the innovation; the second innovation is rejected as a whole (it stops
    // counting).
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
    expect((await act(t, ids[0]!, 'setujui', 'verifikator')).status).toBe(200);
    expect(
      (await act(t, ids[1]!, 'tolak', 'verifikator', { alasan: 'Tidak memenuhi' })).status,
    ).toBe(200);

    // Counted: innovations 0 and 2 (sent, not rejected) beside the demo's. Divided by 10.
    const n = 2 + demoCounted;
    const counted = 2;
    const sid = r2((counted * perInnovation) / 10 + 0.38 * n);
    const total = r2(spd + (counted * perInnovation) / 10 + 0.38 * n);
    const indeks = r2(((spd + (counted * perInnovation) / 10 + 0.38 * n) / 250) * 100);
    // Verified: only innovation 0 passed verification (2 is still waiting) beside the demo's
    // verified ones; its accepted indicator alone has verified points.
    const nVerified = 1 + demoVerified;
    const verifiedTotal = 0 + top(a!).nilai / 10 + 0.38 * nVerified;
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
      verifikasi: {
        spd: 0,
        jumlah_inovasi: nVerified,
        skor_jumlah_inovasi: r2(0.38 * nVerified),
        skor_total: r2(verifiedTotal),
        indeks: indeksVerifikasi,
      },
      metode: { versi: '2023.1', pembagi_minimum: 10 },
    });
    // The variables add up to the total; the national means are over the rated regions.
    const groups = own.body.data.kelompok as { skor: number; rata_nasional: number }[];
    expect(groups).toHaveLength(8);
    expect(groups.reduce((sum, g) => sum + g.skor, 0)).toBeCloseTo(total, 1);
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

describe('the verified index counts verified work only (issue 35 finding 4, golden case by hand)', () => {
  /** A region of the verifier's area with nothing of its own in 2026 (no demo data). */
  async function emptyRegion(): Promise<number> {
    const res = await t.db.execute(sql`
      select p.id from profil_pemda p
      join wilayah_daerah wd on wd.m_daerah_id = p.m_daerah_id
      where wd.wilayah_id = ${w.area} and p.id <> ${w.own}
        and not exists (select 1 from iga2020_inovasi i where i.profil_id = p.id and i.tahun = 2026)
        and not exists (select 1 from indikator_jawaban j where j.profil_id = p.id and j.tahun = 2026)
      order by p.id limit 1`);
    return Number((res as unknown as { rows: { id: number }[] }).rows[0]!.id);
  }

  /** Stored answers as a region and a verifier left them: [indicator, self, verified|null]. */
  async function answers(
    profil: number,
    inovasi: number | null,
    rows: [number, number, number | null][],
  ) {
    await t.db.insert(indikator_jawaban).values(
      rows.map(([indikator_id, skor, verified]) => ({
        unit: inovasi === null ? 'daerah' : 'inovasi',
        profil_id: profil,
        inovasi_id: inovasi,
        indikator_id,
        tahun: 2026,
        skor: String(skor),
        skor_verifikasi: verified === null ? null : String(verified),
        status_verifikasi: verified === null ? null : verified > 0 ? 1 : 2,
      })),
    );
  }

  it('leaves a sent-but-pending innovation out: its points, its count score, its divisor share', async () => {
    const region = await emptyRegion();
    type Ind = { id: number; group_id: number | null };
    const grouped = (list: Ind[]) => list.filter((i) => i.group_id !== null);
    const [p1, p2] = grouped(
      (await t.call('GET', '/api/indikator?tahun=2026', { as: 'admin' })).body.data,
    );
    const [i1, i2] = grouped(
      (await t.call('GET', '/api/indikator/inovasi?tahun=2026', { as: 'admin' })).body.data,
    );
    // Region indicators: self 10 + 5; the verifier accepts the first (10) and rejects the second.
    await answers(region, null, [
      [p1!.id, 10, 10],
      [p2!.id, 5, 0],
    ]);
    const innovation = async (nama: string, rows: [number, number, number | null][]) => {
      const id = await newInovasi(t, w, { nama, profil_id: region });
      await answers(region, id, rows);
      return id;
    };
    // A: sent and verified; self 25 + 15 = 40, verified 20 + 10 = 30.
    const a = await innovation('Emas A terverifikasi', [
      [i1!.id, 25, 20],
      [i2!.id, 15, 10],
    ]);
    // B: sent and still waiting; self 30 + 20 = 50; the verifier has scored one indicator (20)
    // but not decided on the innovation.
    const b = await innovation('Emas B menunggu', [
      [i1!.id, 30, 20],
      [i2!.id, 20, null],
    ]);
    // C: never sent (60 points); D: sent and rejected (70 points). Neither counts anywhere.
    const c = await innovation('Emas C draf', [[i1!.id, 60, null]]);
    const d = await innovation('Emas D ditolak', [[i1!.id, 70, null]]);
    for (const id of [a, b, d]) expect((await act(t, id, 'kirim', 'admin')).status).toBe(200);
    expect((await act(t, a, 'setujui', 'verifikator')).status).toBe(200);
    expect((await act(t, d, 'tolak', 'verifikator', { alasan: 'Tidak sesuai' })).status).toBe(200);

    const indeks = async () =>
      (await t.call('GET', `/api/indeks/${region}?tahun=2026`, { as: 'admin' })).body.data;
    // Self: SPD 10 + 5 = 15; A and B count, n = 2, points 40 + 50 = 90.
    //   SID = 90 / MAX(10, 2) + 0.38 x 2 = 9 + 0.76 = 9.76; total 15 + 9.76 = 24.76;
    //   IID = 24.76 / 250 x 100 = 9.904 -> 9.90.
    // Verified: SPD 10 + 0 = 10; A alone counts, n = 1, verified points 20 + 10 = 30 (B's 20
    // left out with B).
    //   SID = 30 / MAX(10, 1) + 0.38 x 1 = 3 + 0.38 = 3.38; total 10 + 3.38 = 13.38;
    //   IID = 13.38 / 250 x 100 = 5.352 -> 5.35.
    // (Counting B as the engine did before: n = 2, points 50, SID 5 + 0.76 = 5.76, total 15.76,
    //  IID 6.30.)
    const first = await indeks();
    expect(first).toMatchObject({
      spd: 15,
      sid: 9.76,
      jumlah_inovasi: 2,
      skor_jumlah_inovasi: 0.76,
      skor_total: 24.76,
      indeks: 9.9,
      verifikasi: {
        spd: 10,
        sid: 3.38,
        jumlah_inovasi: 1,
        skor_jumlah_inovasi: 0.38,
        skor_total: 13.38,
        indeks: 5.35,
      },
    });
    const counted = (data: {
      inovasi: { id: number; status: string; dihitung: boolean; dihitung_verifikasi: boolean }[];
    }) =>
      Object.fromEntries(
        data.inovasi.map((i) => [i.id, [i.status, i.dihitung, i.dihitung_verifikasi]]),
      );
    expect(counted(first)).toEqual({
      [a]: ['terverifikasi', true, true],
      [b]: ['dikirim', true, false],
      [c]: ['draf', false, false],
      [d]: ['ditolak', false, false],
    });

    // The award's review ranking and the final recap read the same stored figures: the
    // verified count, verified points and the verified index beside the self index.
    const review = (
      await t.call('GET', '/api/review/ranking/lookup?tahun=2026', { as: 'admin' })
    ).body.data.find((r: { profil_id: number }) => r.profil_id === region);
    expect(review).toMatchObject({
      jumlah_inovasi: 1,
      skor_pemda_verify: 10,
      avg_inovasi: 3.38,
      skor_total: 5.35,
      indeks_verifikasi: 5.35,
    });
    const rekap = (
      await t.call('GET', '/api/rekap-akhir?tahun=2026&per_page=1000', { as: 'admin' })
    ).body.data.find((r: { profil_id: number }) => r.profil_id === region);
    expect(rekap).toMatchObject({
      jumlah_inovasi: 2,
      indeks_mandiri: 9.9,
      indeks_verifikasi: 5.35,
    });

    // The verifier approves B: now n = 2 and its points count.
    //   Verified SID = (30 + 20) / 10 + 0.76 = 5.76; total 15.76; IID 6.304 -> 6.30.
    expect((await act(t, b, 'setujui', 'verifikator')).status).toBe(200);
    expect((await indeks()).verifikasi).toMatchObject({
      jumlah_inovasi: 2,
      sid: 5.76,
      skor_total: 15.76,
      indeks: 6.3,
    });
    // Quality control accepts A (nothing changes) and rejects B, which then counts nowhere.
    //   Self: n = 1, points 40: SID 4 + 0.38 = 4.38; total 19.38; IID 7.752 -> 7.75.
    //   Verified: back to 13.38 and 5.35.
    expect((await act(t, a, 'qc-terima', 'quality_control')).status).toBe(200);
    expect(
      (await act(t, b, 'qc-tolak', 'quality_control', { alasan: 'Bukan inovasi' })).status,
    ).toBe(200);
    const last = await indeks();
    expect(last).toMatchObject({
      jumlah_inovasi: 1,
      sid: 4.38,
      skor_total: 19.38,
      indeks: 7.75,
      verifikasi: { jumlah_inovasi: 1, sid: 3.38, skor_total: 13.38, indeks: 5.35 },
    });
    expect(counted(last)[a]).toEqual(['diterima', true, true]);
    expect(counted(last)[b]).toEqual(['ditolak_qc', false, false]);

    // The recount from the stored answers gives the same figures.
    await t.call('POST', '/api/indeks/hitung-ulang?tahun=2026', { as: 'superadmin' });
    expect(await indeks()).toEqual(last);
  });
});
