import { and, eq, getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { openFreshDb, type FreshDb } from '../../tests/helpers/freshDb';
import { verifyPassword } from '../platform/auth/password';
import { memoryStorage } from '../platform/storage/storage';
import type { Db } from '../platform/db/client';
import * as s from '../platform/db/schema';
import { countRows, wordCount } from './util';
import { DEMO_PASSWORD, seed } from '.';

const TABLES = (Object.values(s) as unknown[]).filter((t): t is PgTable => is(t, PgTable));

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[getTableName(t)] = await countRows(db, t);
  return out;
}

const daerahByKode = async (db: Db, kode: string) =>
  (await db.select().from(s.m_daerah).where(eq(s.m_daerah.kode, kode)))[0];

describe('seed with demo data', () => {
  const storage = memoryStorage();
  let h: FreshDb;
  let db: Db;
  beforeAll(async () => {
    h = await openFreshDb('seed_test');
    db = h.db;
    await seed(db, { demo: true, storage });
  }, 120_000);
  afterAll(async () => h?.drop());

  it('holds the 546 pemda: 38 provinces and 508 kabupaten/kota, each with a profile', async () => {
    const rows = await db.select().from(s.m_daerah);
    expect(rows.filter((r) => r.tingkat === 1 && r.jenis === 'provinsi')).toHaveLength(38);
    expect(rows.filter((r) => r.tingkat === 2)).toHaveLength(508);
    expect(rows.filter((r) => r.jenis === 'kabupaten')).toHaveLength(415);
    expect(rows.filter((r) => r.jenis === 'kota')).toHaveLength(93);
    expect(await countRows(db, s.profil_pemda)).toBe(546);
    const kota = await daerahByKode(db, '32.73');
    const jabar = await daerahByKode(db, '32');
    expect(kota).toMatchObject({ nama: 'Kota Bandung', jenis: 'kota', parent_id: jabar?.id });
    const [profil] = await db
      .select()
      .from(s.profil_pemda)
      .where(eq(s.profil_pemda.m_daerah_id, kota?.id ?? 0));
    expect(profil?.nama).toBe('Pemerintah Kota Bandung');
  });

  it("leaves out DKI Jakarta's administrative units", async () => {
    const jakarta = ['31.01', '31.71', '31.72', '31.73', '31.74', '31.75'];
    const rows = await db.select().from(s.m_daerah).where(inArray(s.m_daerah.kode, jakarta));
    expect(rows).toHaveLength(0);
    expect(await daerahByKode(db, '31')).toBeDefined();
  });

  it('flags Papua, daerah tertinggal and perbatasan', async () => {
    const rows = await db.select().from(s.m_daerah);
    const papua = rows.filter((r) =>
      ['91', '92', '93', '94', '95', '96'].includes(r.kode.slice(0, 2)),
    );
    expect(papua).toHaveLength(6 + 42);
    expect(papua.every((r) => r.is_papua)).toBe(true);
    expect(rows.filter((r) => r.is_papua)).toHaveLength(48);
    expect(rows.filter((r) => r.is_tertinggal)).toHaveLength(62);
    expect(rows.filter((r) => r.is_perbatasan)).toHaveLength(44);
    expect((await daerahByKode(db, '61.01'))?.is_perbatasan).toBe(true); // Sambas, high
    expect((await daerahByKode(db, '11.11'))?.is_perbatasan).toBe(false); // Bireuen, low
  });

  it('puts every pemda in exactly one wilayah, Jawa Barat in Wilayah I', async () => {
    const rows = await db.select().from(s.wilayah_daerah);
    expect(rows).toHaveLength(546);
    expect(new Set(rows.map((r) => r.m_daerah_id)).size).toBe(546);
    const jabar = await daerahByKode(db, '32');
    const [w] = await db
      .select({ nama: s.wilayah.nama, id: s.wilayah.id })
      .from(s.wilayah_daerah)
      .innerJoin(s.wilayah, eq(s.wilayah.id, s.wilayah_daerah.wilayah_id))
      .where(eq(s.wilayah_daerah.m_daerah_id, jabar?.id ?? 0));
    expect(w).toEqual({ nama: 'Wilayah I', id: 1 });
  });

  it('puts every region in the cluster of its level', async () => {
    const rows = await db
      .select({ klaster: s.iga_klaster.klaster, jenis: s.m_daerah.jenis, kode: s.m_daerah.kode })
      .from(s.iga_klaster_daerah)
      .innerJoin(s.iga_klaster, eq(s.iga_klaster.id, s.iga_klaster_daerah.iga_klaster_id))
      .innerJoin(s.m_daerah, eq(s.m_daerah.id, s.iga_klaster_daerah.iga_daerah_id));
    const level = { provinsi: 'Provinsi', kabupaten: 'Kabupaten', kota: 'Kota' } as const;
    const inLevel = rows.filter((r) => r.klaster === level[r.jenis as keyof typeof level]);
    expect(inLevel).toHaveLength(546);
    expect(new Set(inLevel.map((r) => r.kode)).size).toBe(546);
    expect(rows.filter((r) => r.klaster === 'Papua')).toHaveLength(48);
    expect(rows.filter((r) => r.klaster === 'Daerah Tertinggal')).toHaveLength(62);
    expect(rows.filter((r) => r.klaster === 'Daerah Perbatasan')).toHaveLength(44);
  });

  it('seeds the 2023 indicators with sub-items and scales nilai = bobot x level', async () => {
    const ind = (
      await db.select().from(s.iga_indikator).where(eq(s.iga_indikator.tahun, 2023))
    ).filter((i) => i.tipe === 'P' || i.tipe === 'I');
    expect(ind.length).toBeGreaterThanOrEqual(36);
    expect(new Set(ind.map((i) => i.no_urut)).size).toBe(36);
    expect(ind.filter((i) => i.subs === 'a' || i.subs === 'b')).toHaveLength(10);
    expect(ind).toHaveLength(41);
    expect(ind.filter((i) => i.tipe === 'I')).toHaveLength(21);
    expect(ind.find((i) => i.no_urut === 36)).toMatchObject({ jenis: 'A', tipe: 'I' });
    const skala = await db.select().from(s.iga_skala);
    for (const i of ind.filter((x) => x.jenis === 'H')) {
      const mine = skala
        .filter((k) => k.iga_indikator_id === i.id)
        .map((k) => Number(k.nilai))
        .sort((a, b) => a - b);
      expect(mine, `indikator ${i.no_urut}${i.subs ?? ''}`).toEqual(
        [1, 2, 3].map((lvl) => Number(i.bobot) * lvl),
      );
    }
  });

  it('seeds the 2023 award criteria and settings (issue 25)', async () => {
    const ind = await db.select().from(s.iga_indikator).where(eq(s.iga_indikator.tahun, 2023));
    const bobot = (tipe: string) =>
      ind
        .filter((i) => i.tipe === tipe)
        .sort((a, b) => a.no_urut - b.no_urut)
        .map((i) => Number(i.bobot));
    expect(bobot('R')).toEqual([30, 25, 15, 20, 10]);
    expect(bobot('V')).toEqual([25, 25, 25, 25]);
    const [periode] = await db.select().from(s.iga_periode);
    expect(periode).toMatchObject({ tahun: 2023, bobot_iid: '50.00', jumlah_pemenang: 3 });
    const clusters = await db.select().from(s.iga_klaster);
    const kuota = Object.fromEntries(
      clusters.map((k) => [k.klaster, periode!.kuota[String(k.id)]]),
    );
    expect(kuota).toEqual({
      Provinsi: 9,
      Kabupaten: 21,
      Kota: 13,
      'Daerah Tertinggal': 5,
      'Daerah Perbatasan': 5,
      Papua: 0,
    });
  });

  it('seeds lookups and settings', async () => {
    expect(await countRows(db, s.iga2020_tematik)).toBe(17);
    expect(await countRows(db, s.iga_urusan_pemerintahan)).toBe(38);
    expect(await countRows(db, s.iga2020_bentuk_inovasi)).toBe(3);
    const settings = await db.select().from(s.app_settings);
    const get = (n: string) => settings.find((x) => x.name === n)?.setting_value;
    expect(get('tahun_aktif')).toBe('2026');
    expect(JSON.parse(get('data_tahun_all') ?? '')).toEqual([2023, 2024, 2025, 2026]);
    // Both predicate sets (index lists, reports) for every period (issue 24).
    const bands = JSON.parse(get('predikat_bands') ?? '{}') as Record<string, object>;
    expect(Object.keys(bands)).toEqual(['2023', '2024', '2025', '2026']);
    expect(Object.values(bands).every((b) => Object.keys(b).join() === 'daftar,laporan')).toBe(
      true,
    );
    const slugs = (await db.select().from(s.content_categories)).map((c) => c.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['panduan', 'pengumuman', 'laporan-tahunan', 'dokumen']),
    );
  });

  it('creates one demo account per role, bound to the right region', async () => {
    const users = await db.select().from(s.usr_asn);
    expect(users.map((u) => u.username).sort()).toEqual([...ROLES].sort());
    expect(users.every((u) => u.role === u.username)).toBe(true);
    const kota = await daerahByKode(db, '32.73');
    const by = (n: string) => users.find((u) => u.username === n);
    expect(by('pemda')?.m_daerah_id).toBe(kota?.id);
    expect(by('provinsi')?.m_daerah_id).toBe((await daerahByKode(db, '32'))?.id);
    expect(by('verifikator')?.area).toBe(1);
    expect(by('quality_control')?.area).toBe(1);
    const opd = await db
      .select()
      .from(s.opd_perangkat)
      .where(and(eq(s.opd_perangkat.id, by('opd')?.opd_perangkat_id ?? 0)));
    expect(opd[0]?.m_daerah_id).toBe(kota?.id);
    expect(by('upt')?.upt_id).toBeTruthy();
    expect(by('upt')?.opd_perangkat_id).toBeTruthy();
    expect(await verifyPassword(by('admin')?.password ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('creates a few hundred realistic demo innovations', async () => {
    // The period's innovations: the archive (2005-2022) and the competition entries (lomba 1)
    // are rows of the same table, checked on their own (tests/api/seedDemoYear.test.ts).
    const rows = (await db.select().from(s.iga2020_inovasi)).filter(
      (r) => r.lomba === 0 && r.tahun >= 2023,
    );
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(rows.length).toBeLessThanOrEqual(400);
    expect(new Set(rows.map((r) => r.profil_id)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((r) => r.tahun))).toEqual(new Set([2023, 2024, 2025, 2026]));
    expect(new Set(rows.map((r) => r.inovasi_status))).toEqual(new Set([0, 1, 2]));
    const inWindow = (d: string | null) => d === null || (d >= '2023-01-01' && d <= '2025-12-31');
    expect(rows.every((r) => inWindow(r.waktu) && inWindow(r.waktu_implementasi))).toBe(true);
    expect(rows.every((r) => inWindow(r.waktu_pengembangan))).toBe(true);
    const long = rows.filter((r) => wordCount(r.latar_belakang ?? '') >= 300);
    expect(long.length / rows.length).toBeGreaterThan(0.8);
    expect(rows.some((r) => (r.is_covid ?? 0) < 9)).toBe(true);
    expect(rows.filter((r) => (r.is_covid ?? 0) >= 9).length / rows.length).toBeGreaterThan(0.8);
    const kota = await daerahByKode(db, '32.73');
    const [profil] = await db
      .select()
      .from(s.profil_pemda)
      .where(eq(s.profil_pemda.m_daerah_id, kota?.id ?? 0));
    const bandung = rows.filter((r) => r.profil_id === profil?.id);
    expect(bandung.length).toBeGreaterThan(20);
    const creators = await db
      .select({ id: s.usr_asn.id })
      .from(s.usr_asn)
      .where(inArray(s.usr_asn.username, ['pemda', 'opd']));
    expect(bandung.every((r) => creators.some((c) => c.id === r.created_by))).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const files = async () => {
      const keys: string[] = [];
      for await (const o of storage.list()) keys.push(o.key);
      return keys;
    };
    const before = await tableCounts(db);
    const stored = await files();
    expect(stored.length).toBeGreaterThan(1000);
    await seed(db, { demo: true, storage });
    expect(await tableCounts(db)).toEqual(before);
    // No file is written twice: the storage holds what it held.
    expect(await files()).toEqual(stored);
    const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(s.iga2020_inovasi);
    expect(Number(n?.n)).toBe(before.iga2020_inovasi);
  });
});

describe('seed without demo data', () => {
  let h: FreshDb;
  beforeAll(async () => {
    h = await openFreshDb('seed_test');
  }, 120_000);
  afterAll(async () => h?.drop());

  it('refuses to run without an admin password and leaves nothing behind', async () => {
    await expect(seed(h.db, { demo: false })).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await countRows(h.db, s.m_daerah)).toBe(0);
  });

  it('creates only the superadmin, whose password verifies', async () => {
    await seed(h.db, { demo: false, adminPassword: 'Rahasia#Admin1' });
    const users = await h.db.select().from(s.usr_asn);
    expect(users.map((u) => u.username)).toEqual(['superadmin']);
    expect(users[0]?.role).toBe('superadmin');
    expect(await verifyPassword(users[0]?.password ?? '', 'Rahasia#Admin1')).toBe(true);
    expect(await countRows(h.db, s.iga2020_inovasi)).toBe(0);
    expect(await countRows(h.db, s.opd_perangkat)).toBe(0);
    expect(await countRows(h.db, s.m_daerah)).toBe(546);
  });

  it('keeps values an administrator changed and needs no password once a superadmin exists', async () => {
    await h.db
      .update(s.app_settings)
      .set({ setting_value: '0' })
      .where(eq(s.app_settings.name, 'iga_status'));
    const before = await tableCounts(h.db);
    await seed(h.db, { demo: false });
    expect(await tableCounts(h.db)).toEqual(before);
    const [row] = await h.db
      .select()
      .from(s.app_settings)
      .where(eq(s.app_settings.name, 'iga_status'));
    expect(row?.setting_value).toBe('0');
  });
});
