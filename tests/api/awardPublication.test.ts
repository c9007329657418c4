import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  app_settings,
  iga2020_inovasi,
  iga_klaster,
  iga_klaster_daerah,
  nomor_registrasi,
  profil_pemda,
  winners,
} from '../../server/platform/db/schema';
import { act, newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { firstProvinces } from '../helpers/provinces';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * Issue 35 findings 1-3, as an API client meets them: a year publishes only once its
 * preconditions hold (each refusal names what is missing), a published year is frozen for
 * everyone until superadmin opens a revision, a new version goes through "Terbitkan ulang", and
 * a winner a publication wrote is refused as such (never by the 2017-2023 rule of rows entered
 * by hand).
 */
let t: TestApp;
let w: WorkflowWorld;
/** The nominee of 2026: pemda's own region, in its first award cluster. */
let nominee: { id: number; nama: string; klaster: number; klasterNama: string };
/** A province: the nominee of 2023 (a year whose rows may also be entered by hand). */
let province: { id: number; nama: string; klaster: number };
let clusterIds: number[];
/** A second province: kept out of 2026's nominees until a revision adds it. */
let otherProvince: number;

const superadmin = (method: string, path: string, body?: unknown) =>
  t.call(method, path, { as: 'superadmin', body });

/** Stores a region's verified index of a year, as a recount would have. */
const verifiedIndex = (tahun: number, profil: number, iid: number) =>
  t.db.execute(sql`
    insert into skor_indeks (profil_id, tahun, method_version, indeks_verifikasi)
    values (${profil}, ${tahun}, 'uji', ${iid})
    on conflict (profil_id, tahun) do update set indeks_verifikasi = ${iid}`);

async function setSetting(name: string, value: string) {
  const [row] = await t.db
    .select({ id: app_settings.id })
    .from(app_settings)
    .where(eq(app_settings.name, name));
  return superadmin('PUT', `/api/crud/app_settings/${row!.id}`, { name, setting_value: value });
}

/** Only `klaster` has a nominee quota (1) in `tahun`; the others none. */
const onlyCluster = (tahun: number, klaster: number) =>
  superadmin('PUT', '/api/iga/nominasi/kuota', {
    tahun,
    kuota: clusterIds.map((id) => ({ iga_klaster_id: id, jumlah: id === klaster ? 1 : 0 })),
  });

/** tim.penilai (the only assessor) submits both sheets of a nominee. */
async function scoreBoth(tahun: number, profil: number, skor = 80) {
  const detail = await t.call('GET', `/api/presentasi-dan-validasi/${profil}?tahun=${tahun}`, {
    as: 'tim.penilai',
  });
  for (const jenis of ['presentasi', 'validasi'] as const) {
    const res = await t.call('POST', `/api/presentasi-dan-validasi/${profil}`, {
      as: 'tim.penilai',
      body: {
        tahun,
        jenis,
        nilai: detail.body.data.kriteria[jenis].map((c: { id: number }) => ({
          indikator_id: c.id,
          skor,
        })),
      },
    });
    expect(res.status).toBe(200);
  }
}

const syarat = async (tahun: number) => {
  const res = await t.call('GET', `/api/ranking-iga/syarat?tahun=${tahun}`, { as: 'superadmin' });
  expect(res.status).toBe(200);
  return res.body.data as {
    boleh_terbit: boolean;
    terbit: { versi: number; dibuka_at: string | null } | null;
    syarat: { kode: string; terpenuhi: boolean; alasan: string | null; rincian: string[] }[];
  };
};
const unmet = (s: Awaited<ReturnType<typeof syarat>>) =>
  Object.fromEntries(s.syarat.filter((l) => !l.terpenuhi).map((l) => [l.kode, l.rincian]));

const publicWinners = async () => (await t.call('GET', '/pemenang')).body as string;

beforeAll(async () => {
  t = await createTestApp();
  w = await workflowWorld(t);
  clusterIds = (await t.db.select({ id: iga_klaster.id }).from(iga_klaster)).map((k) => k.id);
  const clusterOf = async (m_daerah_id: number) => {
    const [k] = await t.db
      .select({ id: iga_klaster.id, klaster: iga_klaster.klaster })
      .from(iga_klaster_daerah)
      .innerJoin(iga_klaster, eq(iga_klaster.id, iga_klaster_daerah.iga_klaster_id))
      .where(eq(iga_klaster_daerah.iga_daerah_id, m_daerah_id))
      .orderBy(iga_klaster.id)
      .limit(1);
    return k!;
  };
  const [own] = await t.db.select().from(profil_pemda).where(eq(profil_pemda.id, w.own));
  const k = await clusterOf(own!.m_daerah_id);
  nominee = { id: w.own, nama: own!.nama, klaster: k.id, klasterNama: k.klaster };
  const [p] = await firstProvinces(t, 1);
  const [pRow] = await t.db.select().from(profil_pemda).where(eq(profil_pemda.id, p!.id));
  province = { id: p!.id, nama: pRow!.nama, klaster: (await clusterOf(p!.m_daerah_id)).id };
  // No region is proposed by the verified index but the ones the tests nominate (a nominee
  // needs a verified index above 0): the others are superadmin's decisions.
  await t.db.execute(sql`update skor_indeks set indeks_verifikasi = 0 where tahun in (2023, 2026)`);
  otherProvince = (await firstProvinces(t, 2))[1]!.id;
  await verifiedIndex(2026, nominee.id, 40);
  await verifiedIndex(2023, province.id, 40);
  await verifiedIndex(2026, otherProvince, 30);
  // Kept out until the revision adds it (its index alone would propose it in its cluster).
  const out = await superadmin('POST', '/api/iga/nominasi', {
    tahun: 2026,
    profil_id: otherProvince,
    nominasi: false,
    alasan: 'Belum dinominasikan',
  });
  expect(out.status).toBe(200);
}, 120_000);
afterAll(async () => t?.close());

describe('finding 1: a publication waits for its preconditions, each named', () => {
  it('refuses 2026 with the index unannounced, no sheet, an innovation in QC and an empty cluster', async () => {
    const decided = await superadmin('POST', '/api/iga/nominasi', {
      tahun: 2026,
      profil_id: nominee.id,
      nominasi: true,
      alasan: 'Nominasi uji',
    });
    expect(decided.status).toBe(200);
    // One of its innovations, sent and verified, waits for quality control.
    const inovasi = await newInovasi(t, w, { nama: 'Inovasi Menunggu QC' });
    expect((await act(t, inovasi, 'kirim', 'pemda')).status).toBe(200);
    expect((await act(t, inovasi, 'setujui', 'verifikator', { catatan: 'Lengkap' })).status).toBe(
      200,
    );
    const refused = await superadmin('POST', '/api/ranking-iga/terbitkan', { tahun: 2026 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Peringkat IGA tahun 2026 belum dapat diterbitkan: /);
    expect(refused.body.message).toContain('indeks tahun 2026 belum diumumkan');
    expect(refused.body.message).toContain(`nilai penilai belum lengkap: ${nominee.nama}`);
    expect(refused.body.message).toContain('Inovasi Menunggu QC');
    expect((await setSetting('iga_min_penilai', 'dua')).status).toBe(422);
    expect((await setSetting('iga_min_penilai', '2')).status).toBe(200);

    const before = await syarat(2026);
    expect(before.boleh_terbit).toBe(false);
    expect(before.terbit).toBeNull();
    const missing = unmet(before);
    expect(Object.keys(missing).sort()).toEqual(
      ['antrean_qc', 'indeks_diumumkan', 'klaster', 'lembar_penilaian', 'penilai_minimum'].sort(),
    );
    expect(missing.penilai_minimum).toEqual([`${nominee.nama} (1 penilai)`]);
    expect(missing.lembar_penilaian).toEqual([
      expect.stringMatching(
        new RegExp(`^${nominee.nama} \\(presentasi dan validasi lapangan dari .+\\)$`),
      ),
    ]);
    expect(missing.antrean_qc).toEqual([
      expect.stringMatching(new RegExp(`^${nominee.nama} \\(.*Inovasi Menunggu QC.*\\)$`)),
    ]);
    // The seeded quotas publish every cluster, but only the nominee's has a row.
    expect(missing.klaster).not.toContain(nominee.klasterNama);
    expect(missing.klaster!.length).toBeGreaterThan(0);

    // The same check answers the screen and the publication.
    const again = await superadmin('POST', '/api/ranking-iga/terbitkan', { tahun: 2026 });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(`${nominee.nama} (1 penilai)`);
    expect(again.body.data.syarat).toEqual(before.syarat);
    // Nothing was published: no winner, no 2026 on /pemenang.
    expect(await t.db.select().from(winners).where(eq(winners.tahun, 2026))).toEqual([]);
    expect(await publicWinners()).not.toContain('Tahun 2026');
    expect(
      (await t.call('GET', '/api/ranking-iga?tahun=2026', { as: 'superadmin' })).body.terbit,
    ).toBeNull();
  });

  it('publishes once every precondition holds', async () => {
    expect((await setSetting('indeks_diumumkan', '[2023,2024,2025,2026]')).status).toBe(200);
    expect((await setSetting('iga_min_penilai', '1')).status).toBe(200);
    await scoreBoth(2026, nominee.id);
    // Quality control decides every innovation of the nominee waiting for it.
    const waiting = await t.db
      .select({ id: iga2020_inovasi.id })
      .from(iga2020_inovasi)
      .innerJoin(nomor_registrasi, eq(nomor_registrasi.inovasi_id, iga2020_inovasi.id))
      .where(
        and(
          eq(iga2020_inovasi.profil_id, nominee.id),
          eq(iga2020_inovasi.tahun, 2026),
          eq(iga2020_inovasi.qc, 0),
          inArray(nomor_registrasi.status_nomor, [1, 2]),
        ),
      );
    for (const { id } of waiting)
      expect((await act(t, id, 'qc-terima', 'quality_control')).status).toBe(200);
    expect(unmet(await syarat(2026))).toEqual({ klaster: expect.any(Array) });
    expect((await onlyCluster(2026, nominee.klaster)).status).toBe(200);
    expect((await syarat(2026)).boleh_terbit).toBe(true);

    const published = await superadmin('POST', '/api/ranking-iga/terbitkan', { tahun: 2026 });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ versi: 1, dibuka_at: null });
    expect(published.body.data.pemenang).toEqual([
      expect.objectContaining({ profil_id: nominee.id, urutan: 1 }),
    ]);
    expect(await publicWinners()).toContain('Tahun 2026');
  });
});

describe('finding 2: a published year is frozen until a revision is opened', () => {
  let row: { id: number; category_id: number };

  beforeAll(async () => {
    const [first] = await t.db
      .select({ id: winners.id, category_id: winners.category_id })
      .from(winners)
      .where(eq(winners.tahun, 2026));
    row = first!;
  });

  it('refuses every write of 2026’s award data, to admin and superadmin, naming the year', async () => {
    const frozen = /tahun 2026 .*sudah diterbitkan \(versi 1\)/;
    const attempts = [
      ['admin', 'PUT', `/api/crud/winners/${row.id}`, { urutan: 9, profil_id: otherProvince }],
      ['superadmin', 'POST', `/api/crud/winners/${row.id}`, { urutan: 2 }],
      ['admin', 'DELETE', `/api/crud/winners/${row.id}`, undefined],
      ['admin', 'PUT', `/api/crud/winner_category/${row.category_id}`, { name: 'Diganti' }],
      ['superadmin', 'DELETE', `/api/crud/winner_category/${row.category_id}`, undefined],
    ] as const;
    for (const [as, method, path, body] of attempts) {
      const res = await t.call(method, path, { as, body });
      expect([method, path, res.status]).toEqual([method, path, 409]);
      // A category is frozen by every published year that uses it: the demo data's 2025
      // publication uses the same cluster categories, and the message names the year it found.
      expect(res.body.message).toMatch(
        path.includes('winner_category')
          ? /^Kategori ini dipakai .*tahun (2025|2026)/
          : /tahun 2026/,
      );
    }
    const award = [
      [
        'POST',
        '/api/iga/nominasi',
        { tahun: 2026, profil_id: otherProvince, nominasi: true, alasan: 'x' },
      ],
      ['PUT', '/api/iga/nominasi/kuota', { tahun: 2026, jumlah_pemenang: 1 }],
      ['PUT', '/api/ranking-iga/bobot', { tahun: 2026, iid: 40, presentasi: 40, validasi: 20 }],
    ] as const;
    for (const [method, path, body] of award) {
      const res = await superadmin(method, path, body);
      expect([path, res.status]).toEqual([path, 409]);
      expect(res.body.message).toMatch(frozen);
    }
    const sheet = await t.call('POST', `/api/presentasi-dan-validasi/${nominee.id}`, {
      as: 'tim.penilai',
      body: { tahun: 2026, jenis: 'presentasi', nilai: [] },
    });
    expect(sheet.status).toBe(409);
    expect(sheet.body.message).toMatch(frozen);
    // Publishing again needs a revision first.
    const again = await superadmin('POST', '/api/ranking-iga/terbitkan', {
      tahun: 2026,
      alasan: 'Ulang',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/sudah diterbitkan \(versi 1\); buka revisi/);
    // The published winners stand, as the ranking says.
    const [still] = await t.db.select().from(winners).where(eq(winners.id, row.id));
    expect(still).toMatchObject({ profil_id: nominee.id, urutan: 1 });
    const ranking = await t.call('GET', '/api/ranking-iga?tahun=2026', { as: 'admin' });
    expect(ranking.body.terbit.pemenang.map((p: { id: number }) => p.id)).toEqual([row.id]);
  });

  it('freezes rows entered by hand in a published year: no create, move in or out, delete, rename', async () => {
    const made = await superadmin('POST', '/api/crud/winner_category', { name: 'Kategori Arsip' });
    expect(made.status).toBe(201);
    const category = made.body.data as { id: number };
    const hand = (tahun: number) =>
      superadmin('POST', '/api/crud/winners', {
        tahun,
        category_id: category.id,
        profil_id: otherProvince,
        urutan: 1,
      });
    const in2023 = (await hand(2023)).body.data.id as number;
    const in2022 = (await hand(2022)).body.data.id as number;
    // 2023 published through the portal: the province its only nominee.
    await superadmin('POST', '/api/iga/nominasi', {
      tahun: 2023,
      profil_id: province.id,
      nominasi: true,
      alasan: 'Nominasi uji',
    });
    expect((await onlyCluster(2023, province.klaster)).status).toBe(200);
    await scoreBoth(2023, province.id);
    const published = await superadmin('POST', '/api/ranking-iga/terbitkan', { tahun: 2023 });
    expect(published.status).toBe(200);

    const frozen = /tahun 2023 .*sudah diterbitkan \(versi 1\)/;
    const attempts = [
      [
        'POST',
        '/api/crud/winners',
        { tahun: 2023, category_id: category.id, profil_id: otherProvince, urutan: 2 },
      ],
      ['PUT', `/api/crud/winners/${in2022}`, { tahun: 2023 }],
      ['PUT', `/api/crud/winners/${in2023}`, { tahun: 2022 }],
      ['PUT', `/api/crud/winners/${in2023}`, { urutan: 3 }],
      ['DELETE', `/api/crud/winners/${in2023}`, undefined],
      ['PUT', `/api/crud/winner_category/${category.id}`, { name: 'Arsip Baru' }],
    ] as const;
    for (const [method, path, body] of attempts) {
      const res = await t.call(method, path, { as: 'admin', body });
      expect([method, path, res.status]).toEqual([method, path, 409]);
      expect(res.body.message).toMatch(frozen);
    }
    // An unpublished year's row stays editable by hand.
    expect(
      (await t.call('PUT', `/api/crud/winners/${in2022}`, { as: 'admin', body: { urutan: 4 } }))
        .status,
    ).toBe(200);
  });

  it('opens a revision with a reason, publishes version 2 with a reason, freezes again', async () => {
    expect(
      (await superadmin('POST', '/api/ranking-iga/buka-revisi', { tahun: 2026, alasan: ' ' }))
        .status,
    ).toBe(422);
    expect(
      (
        await t.call('POST', '/api/ranking-iga/buka-revisi', {
          as: 'admin',
          body: { tahun: 2026, alasan: 'Koreksi' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await superadmin('POST', '/api/ranking-iga/buka-revisi', { tahun: 2024, alasan: 'x' }))
        .status,
    ).toBe(404);
    const opened = await superadmin('POST', '/api/ranking-iga/buka-revisi', {
      tahun: 2026,
      alasan: 'Koreksi pleno: provinsi kedua ditambahkan',
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      versi: 1,
      dibuka_alasan: 'Koreksi pleno: provinsi kedua ditambahkan',
    });
    expect(
      (await superadmin('POST', '/api/ranking-iga/buka-revisi', { tahun: 2026, alasan: 'lagi' }))
        .status,
    ).toBe(409);

    // Writable again; the publication's own row still is not (it changes with the next version).
    expect(
      (
        await superadmin('POST', '/api/iga/nominasi', {
          tahun: 2026,
          profil_id: otherProvince,
          nominasi: true,
          alasan: 'Tambahan pleno',
        })
      ).status,
    ).toBe(200);
    const own = await t.call('PUT', `/api/crud/winners/${row.id}`, {
      as: 'admin',
      body: { urutan: 2 },
    });
    expect(own.status).toBe(409);
    expect(own.body.message).toMatch(/ditulis oleh penerbitan peringkat IGA tahun 2026 versi 1/);
    // Meanwhile the public and the ranking keep version 1.
    const during = await t.call('GET', '/api/ranking-iga?tahun=2026', { as: 'viewer' });
    expect(during.body.terbit).toMatchObject({ versi: 1, dibuka_alasan: expect.any(String) });
    expect(during.body.data.map((r: { profil_id: number }) => r.profil_id)).toEqual([nominee.id]);
    const open = await syarat(2026);
    expect(open.syarat.find((l) => l.kode === 'revisi')?.terpenuhi).toBe(true);
    // The added province sits in a cluster without quota and has no sheet yet.
    expect(unmet(open)).toHaveProperty('lembar_penilaian');
    await scoreBoth(2026, otherProvince, 90);

    expect((await superadmin('POST', '/api/ranking-iga/terbitkan', { tahun: 2026 })).status).toBe(
      422,
    );
    const second = await superadmin('POST', '/api/ranking-iga/terbitkan', {
      tahun: 2026,
      alasan: 'Penetapan pleno kedua',
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ versi: 2, versi_sebelumnya: [1], dibuka_at: null });
    const rows = await t.db.select().from(winners).where(eq(winners.tahun, 2026));
    expect(rows.map((r) => r.profil_id).sort()).toEqual([nominee.id, otherProvince].sort());
    expect(rows.every((r) => r.iga_terbit_id !== null)).toBe(true);
    expect(await publicWinners()).toContain(
      (await t.db.select().from(profil_pemda).where(eq(profil_pemda.id, otherProvince)))[0]!.nama,
    );
    // Frozen again; version 1 stays readable.
    expect(
      (await superadmin('PUT', '/api/iga/nominasi/kuota', { tahun: 2026, jumlah_pemenang: 1 }))
        .status,
    ).toBe(409);
    const v1 = await t.call('GET', '/api/ranking-iga?tahun=2026&versi=1', { as: 'viewer' });
    expect(v1.body.terbit.pemenang.map((p: { profil_id: number }) => p.profil_id)).toEqual([
      nominee.id,
    ]);
    const log = await t.db
      .select({ name: activities.name })
      .from(activities)
      .where(inArray(activities.name, ['buka_revisi_ranking_iga', 'terbit_ulang_ranking_iga']));
    expect(log.map((l) => l.name).sort()).toEqual([
      'buka_revisi_ranking_iga',
      'terbit_ulang_ranking_iga',
    ]);
  });
});

describe('finding 3: a publication’s winner is refused as such, not by the 2017-2023 rule', () => {
  it('answers its own edit form with 409 naming the publication; rows by hand keep the rule', async () => {
    const [row] = await t.db
      .select()
      .from(winners)
      .where(eq(winners.tahun, 2026))
      .orderBy(winners.id)
      .limit(1);
    // What the edit form sends: every field as shown.
    const form = {
      tahun: row!.tahun,
      category_id: row!.category_id,
      profil_id: row!.profil_id,
      urutan: row!.urutan,
    };
    const saved = await t.call('PUT', `/api/crud/winners/${row!.id}`, { as: 'admin', body: form });
    expect(saved.status).toBe(409);
    expect(saved.body.message).toMatch(/ditulis oleh penerbitan peringkat IGA tahun 2026 versi 2/);
    expect(saved.body.errors).toBeUndefined();
    // Read as such: region and category by name, and the publication's version.
    const shown = await t.call('GET', `/api/crud/winners/${row!.id}`, { as: 'admin' });
    const [region] = await t.db
      .select({ nama: profil_pemda.nama })
      .from(profil_pemda)
      .where(eq(profil_pemda.id, row!.profil_id));
    expect(shown.body.data._labels).toMatchObject({ profil_id: region!.nama });
    expect(shown.body.data._labels.category_id).toMatch(/Terinovatif$/);
    expect(shown.body.data._terbit).toMatchObject({ versi: 2, versi_tahun: 2, dibuka: false });
    const byHand = await t.call('POST', '/api/crud/winners', {
      as: 'admin',
      body: { ...form, tahun: 2026 },
    });
    expect(byHand.status).toBe(422);
    expect(byHand.body.errors).toEqual({ tahun: 'Nilai maksimal 2023' });
  });
});

describe('a region nobody verified is never a nominee', () => {
  it('refuses adding a region with verified index 0 (422 keyed by profil_id), lists one left so as unmet', async () => {
    const [, , third] = await firstProvinces(t, 3);
    const [region] = await t.db
      .select({ nama: profil_pemda.nama })
      .from(profil_pemda)
      .where(eq(profil_pemda.id, third!.id));
    await t.db.execute(sql`update skor_indeks set indeks_verifikasi = 0 where tahun = 2024`);
    await verifiedIndex(2024, third!.id, 0);
    const add = () =>
      superadmin('POST', '/api/iga/nominasi', {
        tahun: 2024,
        profil_id: third!.id,
        nominasi: true,
        alasan: 'Nominasi uji',
      });
    const refused = await add();
    expect(refused.status).toBe(422);
    expect(refused.body.errors.profil_id).toBe(
      `${region!.nama} tidak dapat dinominasikan: indeks terverifikasinya tahun 2024 0 (Tidak Dapat Dinilai). Hanya daerah dengan indeks terverifikasi lebih dari 0 yang dapat menjadi nominasi IGA.`,
    );
    const listed = await superadmin('GET', '/api/iga/nominasi?tahun=2024', undefined);
    expect(listed.body.data.map((r: { profil_id: number }) => r.profil_id)).not.toContain(
      third!.id,
    );

    // Nominated while its index was above 0; a recount then finds nothing verified.
    await verifiedIndex(2024, third!.id, 25);
    expect((await add()).status).toBe(200);
    await verifiedIndex(2024, third!.id, 0);
    expect(unmet(await syarat(2024)).indeks_nominasi).toEqual([region!.nama]);
    const publish = await superadmin('POST', '/api/ranking-iga/terbitkan', { tahun: 2024 });
    expect(publish.status).toBe(409);
    expect(publish.body.message).toContain(
      `nominasi dengan indeks terverifikasi 0 (Tidak Dapat Dinilai): ${region!.nama}`,
    );
    // Taking it out is always allowed, and the line holds again.
    const out = await superadmin('POST', '/api/iga/nominasi', {
      tahun: 2024,
      profil_id: third!.id,
      nominasi: false,
      alasan: 'Belum terverifikasi',
    });
    expect(out.status).toBe(200);
    expect(unmet(await syarat(2024))).not.toHaveProperty('indeks_nominasi');
  });
});
