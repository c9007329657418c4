import { eq, sql } from 'drizzle-orm';
import { STALE_MS } from '../../server/platform/cache/changeScope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app_settings, iga_klaster } from '../../server/platform/db/schema';
import { takesPdf, top, type Indicator } from '../helpers/indicatorPicks';
import { PDF } from '../helpers/sampleFiles';
import { firstProvinces } from '../helpers/provinces';
import { createTestApp, ownProfilId, type TestApp } from '../helpers/testApp';

/**
 * The rankings are kept between reads (server/features/scoring/services/rankingCache.ts): each read here follows
 * a write that changes the ranking and must show the new figure at once, never the kept one.
 */
let t: TestApp;
let own: number;
const TAHUN = 2026;

interface RankingRow {
  profil_id: number;
  nama_daerah: string;
  indeks: number;
  rank: number | null;
  iga: boolean;
}

async function ranking(query = 'per_page=1000', as = 'superadmin') {
  const res = await t.call('GET', `/api/ranking-index?tahun=${TAHUN}&${query}`, { as });
  expect(res.status).toBe(200);
  return res.body as { data: RankingRow[]; total: number };
}
const ownRow = async (as = 'superadmin') =>
  (await ranking(undefined, as)).data.find((r) => r.profil_id === own)!;

beforeAll(async () => {
  t = await createTestApp();
  own = await ownProfilId(t, 'pemda');
});
afterAll(async () => t?.close());

describe('GET /api/ranking-index and /api/rekap-akhir after a write', () => {
  it('pages the whole ranking: a page is the slice of the full list, a search keeps the ranks', async () => {
    const all = await ranking();
    expect(all.total).toBe(all.data.length);
    const page = await ranking('page=1&per_page=20');
    expect(page.total).toBe(all.total);
    expect(page.data).toEqual(all.data.slice(20, 40));
    const mine = all.data.find((r) => r.profil_id === own)!;
    const found = await ranking(`search=${encodeURIComponent(mine.nama_daerah)}`);
    expect(found.data).toContainEqual(mine);
    expect(found.total).toBe(found.data.length);
    // Past the last page: no rows and a total of 0, as before the cache.
    expect(await ranking(`page=${Math.ceil(all.total / 20)}&per_page=20`)).toMatchObject({
      data: [],
      total: 0,
    });
  });

  it('shows a region’s new index to other accounts once the answers’ lag has passed', async () => {
    const before = await ownRow();
    const region: Indicator[] = (
      await t.call('GET', `/api/indikator?tahun=${TAHUN}`, { as: 'pemda' })
    ).body.data.filter(takesPdf);
    const ind = region[0]!;
    const form = new FormData();
    form.append('indikator_id', String(ind.id));
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'bukti.pdf');
    const upload = await t.app.request(`/api/daerah/${own}/dokumen`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.tokenFor('pemda')}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const saved = await t.call('POST', `/api/daerah/${own}/indikator`, {
      as: 'pemda',
      body: { tahun: TAHUN, jawaban: [{ indikator_id: ind.id, skala_id: top(ind).id }] },
    });
    expect(saved.status).toBe(200);

    const breakdown = (await t.call('GET', `/api/indeks/${own}?tahun=${TAHUN}`, { as: 'pemda' }))
      .body.data;
    // Issue 40: an account of another region may get the previous ranking while it is at most
    // the answers' lag old (changeScope.ts STALE_MS); past it, the new one.
    t.advance(STALE_MS.answers + 1);
    const after = await ownRow();
    expect(after.indeks).toBeGreaterThan(before.indeks);
    expect(after.indeks).toBe(breakdown.indeks);
    expect(after.rank).not.toBeNull();

    // The verifier's points move the final recap's verified index at once.
    const rekap = async () =>
      (
        await t.call('GET', `/api/rekap-akhir?tahun=${TAHUN}&per_page=1000`, { as: 'superadmin' })
      ).body.data.find((r: { profil_id: number }) => r.profil_id === own) as {
        indeks_verifikasi: number | null;
      };
    const verifiedBefore = (await rekap()).indeks_verifikasi ?? 0;
    const evaluated = await t.call('POST', `/api/evaluasi/${own}/profil`, {
      as: 'admin',
      body: {
        tahun: TAHUN,
        evaluasi: [{ indikator_id: ind.id, skor_verifikasi: top(ind).nilai, catatan: 'ok' }],
      },
    });
    expect(evaluated.status).toBe(200);
    t.advance(STALE_MS.workflow + 1);
    const verified = (await t.call('GET', `/api/indeks/${own}?tahun=${TAHUN}`, { as: 'pemda' }))
      .body.data.verifikasi.indeks;
    expect(verified).toBeGreaterThan(verifiedBefore);
    expect((await rekap()).indeks_verifikasi).toBe(verified);
  });

  it('shows the IGA flag and a renamed region at once', async () => {
    const before = await ownRow();
    const flag = await t.call('GET', `/api/ranking-index/${own}/flag?tahun=${TAHUN}`, {
      as: 'superadmin',
    });
    expect(flag.status).toBe(200);
    expect((await ownRow()).iga).toBe(!before.iga);
    await t.call('GET', `/api/ranking-index/${own}/flag?tahun=${TAHUN}`, { as: 'superadmin' });
    expect((await ownRow()).iga).toBe(before.iga);

    const renamed = await t.call('PUT', `/api/crud/profil_pemda/${own}`, {
      as: 'admin',
      body: { nama: `${before.nama_daerah} (baru)` },
    });
    expect(renamed.status).toBe(200);
    expect((await ownRow()).nama_daerah).toBe(`${before.nama_daerah} (baru)`);
  });
});

describe('GET /api/ranking-iga after a write', () => {
  let klaster: number;
  let A: number, B: number, C: number;
  const sheetOf = async () => {
    const detail = await t.call('GET', `/api/presentasi-dan-validasi/${A}?tahun=${TAHUN}`, {
      as: 'tim.penilai',
    });
    expect(detail.status).toBe(200);
    return detail.body.data.kriteria.presentasi as { id: number }[];
  };
  const read = async () => {
    const res = await t.call('GET', `/api/ranking-iga?tahun=${TAHUN}&iga_klaster_id=${klaster}`, {
      as: 'superadmin',
    });
    expect(res.status).toBe(200);
    return res.body as {
      bobot: { iid: number; presentasi: number; validasi: number };
      data: {
        profil_id: number;
        total_score: number;
        skor_penilaian: number | null;
        overall_score: number | null;
      }[];
    };
  };
  const rowOf = (body: Awaited<ReturnType<typeof read>>, id: number) =>
    body.data.find((r) => r.profil_id === id);

  beforeAll(async () => {
    const [k] = await t.db
      .select({ id: iga_klaster.id })
      .from(iga_klaster)
      .where(eq(iga_klaster.klaster, 'Provinsi'));
    klaster = k!.id;
    const provinces = await firstProvinces(t, 3);
    [A, B, C] = provinces.map((p) => p.id) as [number, number, number];
    // A hand-built verified index before the first read: A 80, B 70, C 60; two nominees.
    for (const [id, iid] of [
      [A, 80],
      [B, 70],
      [C, 60],
    ] as const)
      await t.db.execute(
        sql`update skor_indeks set indeks_verifikasi = ${iid}, updated_at = now()
          where tahun = ${TAHUN} and profil_id = ${id}`,
      );
    const quota = await t.call('PUT', '/api/iga/nominasi/kuota', {
      as: 'superadmin',
      body: { tahun: TAHUN, kuota: [{ iga_klaster_id: klaster, jumlah: 2 }] },
    });
    expect(quota.status).toBe(200);
  });

  it('follows a sheet, the weights, a nominee decision and a recount at once', async () => {
    let body = await read();
    expect(rowOf(body, A)).toMatchObject({ total_score: 80, skor_penilaian: null });
    expect(rowOf(body, C)).toBeUndefined();

    // An assessor's presentation sheet of A: its mean shows at once.
    const criteria = await sheetOf();
    const sheet = await t.call('POST', `/api/presentasi-dan-validasi/${A}`, {
      as: 'tim.penilai',
      body: {
        tahun: TAHUN,
        jenis: 'presentasi',
        nilai: criteria.map((c) => ({ indikator_id: c.id, skor: 50 })),
      },
    });
    expect(sheet.status).toBe(200);
    body = await read();
    expect(rowOf(body, A)!.skor_penilaian).toBe(50);
    const overallBefore = rowOf(body, A)!.overall_score;

    // New weights: the answer carries them and A's overall score moves.
    const weights = await t.call('PUT', '/api/ranking-iga/bobot', {
      as: 'superadmin',
      body: { tahun: TAHUN, iid: 70, presentasi: 20, validasi: 10 },
    });
    expect(weights.status).toBe(200);
    body = await read();
    expect(body.bobot).toEqual({ iid: 70, presentasi: 20, validasi: 10 });
    expect(rowOf(body, A)!.overall_score).not.toBe(overallBefore);

    // Superadmin adds C to the nominees: it is ranked at once.
    const added = await t.call('POST', '/api/iga/nominasi', {
      as: 'superadmin',
      body: { tahun: TAHUN, profil_id: C, nominasi: true, alasan: 'Tambahan' },
    });
    expect(added.status).toBe(200);
    expect(rowOf(await read(), C)).toMatchObject({ total_score: 60 });

    // A recount stores the verified index from the answers again (none here: not 80 any more).
    const recount = await t.call('POST', `/api/indeks/hitung-ulang?tahun=${TAHUN}`, {
      as: 'superadmin',
    });
    expect(recount.status).toBe(200);
    const verified = (await t.call('GET', `/api/indeks/${A}?tahun=${TAHUN}`, { as: 'superadmin' }))
      .body.data.verifikasi.indeks;
    expect(verified).not.toBe(80);
    expect(rowOf(await read(), A)?.total_score ?? verified).toBe(verified);

    // A publication: the frozen ranking answers at once. First its preconditions (issue 35):
    // the year announced, one published cluster whose nominees (C alone, by decision, once the
    // index proposes nobody else and the region flagged above is taken out) have both sheets.
    // C keeps a verified index above 0: a region with 0 cannot be a nominee.
    await t.db.execute(
      sql`update skor_indeks set indeks_verifikasi = case when profil_id = ${C} then 60 else 0 end,
        updated_at = now() where tahun = ${TAHUN}`,
    );
    const out = await t.call('POST', '/api/iga/nominasi', {
      as: 'superadmin',
      body: { tahun: TAHUN, profil_id: own, nominasi: false, alasan: 'Bukan nominasi' },
    });
    expect(out.status).toBe(200);
    const [announced] = await t.db
      .select({ id: app_settings.id })
      .from(app_settings)
      .where(eq(app_settings.name, 'indeks_diumumkan'));
    expect(
      (
        await t.call('PUT', `/api/crud/app_settings/${announced!.id}`, {
          as: 'superadmin',
          body: { setting_value: `[2023,2024,2025,${TAHUN}]` },
        })
      ).status,
    ).toBe(200);
    const clusters = await t.db.select({ id: iga_klaster.id }).from(iga_klaster);
    await t.call('PUT', '/api/iga/nominasi/kuota', {
      as: 'superadmin',
      body: {
        tahun: TAHUN,
        kuota: clusters.map((k) => ({ iga_klaster_id: k.id, jumlah: k.id === klaster ? 2 : 0 })),
      },
    });
    const detail = await t.call('GET', `/api/presentasi-dan-validasi/${C}?tahun=${TAHUN}`, {
      as: 'tim.penilai',
    });
    for (const jenis of ['presentasi', 'validasi'] as const)
      expect(
        (
          await t.call('POST', `/api/presentasi-dan-validasi/${C}`, {
            as: 'tim.penilai',
            body: {
              tahun: TAHUN,
              jenis,
              nilai: detail.body.data.kriteria[jenis].map((c: { id: number }) => ({
                indikator_id: c.id,
                skor: 70,
              })),
            },
          })
        ).status,
      ).toBe(200);
    const published = await t.call('POST', '/api/ranking-iga/terbitkan', {
      as: 'superadmin',
      body: { tahun: TAHUN },
    });
    expect(published.status).toBe(200);
    expect(
      ((await read()) as unknown as { terbit: { versi: number } | null }).terbit,
    ).toMatchObject({
      versi: published.body.data.versi,
    });
  });
});
