import { asc, eq, sql } from 'drizzle-orm';
import { averageFigures, REGION_FIGURES, type RegionFigures } from '../../../../domain/dashboard';
import { scopeOf } from '../../../../domain/scoping';
import type { Db } from '../../../platform/db/client';
import { m_daerah } from '../../../platform/db/schema';
import { forbidden } from '../../../platform/openapi/access';
import { MESSAGES } from '../../../platform/http/http';
import { cachedAnswer } from '../../../platform/cache/dashboardCache';
import type { AuthUser } from '../../../platform/auth/users';
import {
  computedAt,
  groupFigures,
  n,
  predicateNames,
  regionFacts,
  rowsOf,
  scopeKey,
  type RegionFacts,
} from './dashboardFacts';

/**
 * The statistics dashboards of spec 2 (issue 23 items 3-7): qc, iga, statistik-inovasi,
 * statistik-daerah and per-indikator. Each reads a fixed number of statements whatever the
 * number of regions (one per-region statement for the region screens, aggregated here), takes
 * the index, the verified index and the predicate as the index engine stored them
 * (`skor_indeks`, `predicate()` for a region without a result), and is kept per (role scope,
 * year) until a write changes what it reads (dashboardCache.ts). Every answer says when it was
 * computed.
 */

/* ------------------------------------------------------------------ iga */

/** Spec 2 iga: the period's figures per cluster and per province (admin, superadmin). */
export function igaDashboard(db: Db, user: AuthUser, tahun: number, now: Date) {
  return cachedAnswer(
    db,
    { screen: 'iga', scope: scopeKey(user), tahun, dependsOn: { tahun }, reader: user },
    () => igaFigures(db, tahun, now),
    now.getTime(),
  );
}

async function igaFigures(db: Db, tahun: number, now: Date) {
  const [facts, names, clusters, provinces] = await Promise.all([
    regionFacts(db, tahun),
    predicateNames(db, tahun),
    rowsOf<{ id: number; nama: string; anggota: number[] | null }>(
      db,
      sql`select k.id, k.klaster as nama,
        array_remove(array_agg(kd.iga_daerah_id order by kd.iga_daerah_id), null) as anggota
      from iga_klaster k left join iga_klaster_daerah kd on kd.iga_klaster_id = k.id
      group by k.id, k.klaster order by k.id`,
    ),
    db
      .select({ id: m_daerah.id, nama: m_daerah.nama })
      .from(m_daerah)
      .where(eq(m_daerah.tingkat, 1))
      .orderBy(asc(m_daerah.nama)),
  ]);
  const byDaerah = new Map(facts.map((f) => [f.m_daerah_id, f]));
  const klaster = clusters.map((k) => {
    const members = (k.anggota ?? [])
      .map((d) => byDaerah.get(Number(d)))
      .filter((f): f is RegionFacts => !!f);
    return { id: n(k.id), nama: k.nama, ...groupFigures(members, names) };
  });
  const perProvince = new Map<number, RegionFacts[]>();
  for (const f of facts)
    perProvince.set(f.provinsi_id, [...(perProvince.get(f.provinsi_id) ?? []), f]);
  const provinsi = provinces.map((p) => ({
    id: p.id,
    nama: p.nama,
    ...groupFigures(perProvince.get(p.id) ?? [], names),
  }));
  return {
    tahun,
    predikat: names,
    nasional: groupFigures(facts, names),
    klaster,
    provinsi,
    dihitung_pada: computedAt(now),
  };
}

/* ------------------------------------------------------------------ statistik-inovasi */

const figuresOf = (f: RegionFacts): RegionFigures =>
  Object.fromEntries(REGION_FIGURES.map((k) => [k, f[k]])) as RegionFigures;

const regionRow = (f: RegionFacts) => ({
  profil_id: f.profil_id,
  nama: f.nama,
  jenis: f.jenis,
  ...figuresOf(f),
  predikat: f.predikat,
});

/**
 * Spec 2 statistik-inovasi: a province sees its districts and cities side by side; a pemda its
 * own figures beside its province's and the national averages (indices over the rated regions).
 */
export function statistikInovasiDashboard(db: Db, user: AuthUser, tahun: number, now: Date) {
  if (user.m_daerah_id === null) throw forbidden(MESSAGES.noRegion);
  return cachedAnswer(
    db,
    {
      screen: 'statistik-inovasi',
      scope: scopeKey(user),
      tahun,
      dependsOn: { tahun },
      // A province's screen reads its own regions only; a pemda's the national averages too.
      regionsOf: (v) => (v.jenis === 'provinsi' ? v.daerah.map((d) => d.profil_id) : null),
      reader: user,
    },
    () => statistikInovasiFigures(db, user, tahun, now),
    now.getTime(),
  );
}

async function statistikInovasiFigures(db: Db, user: AuthUser, tahun: number, now: Date) {
  const facts = await regionFacts(db, tahun);
  const own = user.m_daerah_id!;
  const mine = facts.find((f) => f.m_daerah_id === own);
  if (scopeOf(user.roles).province) {
    const daerah = facts.filter((f) => f.provinsi_id === own && f.m_daerah_id !== own);
    return {
      tahun,
      jenis: 'provinsi' as const,
      provinsi: { m_daerah_id: own, nama: mine?.nama ?? '' },
      daerah: daerah.map(regionRow),
      rata_rata: averageFigures(daerah),
      dihitung_pada: computedAt(now),
    };
  }
  if (!mine) throw forbidden(MESSAGES.noRegion);
  const province = facts.filter((f) => f.provinsi_id === mine.provinsi_id);
  const head = facts.find((f) => f.m_daerah_id === mine.provinsi_id);
  return {
    tahun,
    jenis: 'pemda' as const,
    daerah: regionRow(mine),
    provinsi: { nama: head?.nama ?? '', daerah: province.length, ...averageFigures(province) },
    nasional: { daerah: facts.length, ...averageFigures(facts) },
    dihitung_pada: computedAt(now),
  };
}

/* ------------------------------------------------------------------ statistik-daerah */

/** Spec 2 statistik-daerah: regions by tier, by flag and by area (admin). */
export function statistikDaerahDashboard(db: Db, user: AuthUser, tahun: number, now: Date) {
  return cachedAnswer(
    db,
    {
      screen: 'statistik-daerah',
      scope: scopeKey(user),
      tahun,
      dependsOn: { tahun },
      reader: user,
    },
    () => statistikDaerahFigures(db, tahun, now),
    now.getTime(),
  );
}

const TIERS = ['provinsi', 'kota', 'kabupaten'] as const;
const FLAGS = ['perbatasan', 'tertinggal', 'papua'] as const;

async function statistikDaerahFigures(db: Db, tahun: number, now: Date) {
  const [facts, areas] = await Promise.all([
    regionFacts(db, tahun),
    rowsOf<{ id: number; nama: string }>(db, sql`select id, nama from wilayah order by id`),
  ]);
  const figures = (rows: readonly RegionFacts[]) => ({
    daerah: rows.length,
    profil_terisi: rows.filter((r) => r.profil_terisi).length,
    menjawab_indikator: rows.filter((r) => r.indikator_terjawab > 0).length,
    mengirim_inovasi: rows.filter((r) => r.dikirim > 0).length,
    inovasi_dikirim: rows.reduce((s, r) => s + r.dikirim, 0),
  });
  return {
    tahun,
    semua: figures(facts),
    tingkat: TIERS.map((kode) => ({ kode, ...figures(facts.filter((f) => f.jenis === kode)) })),
    status: FLAGS.map((kode) => ({ kode, ...figures(facts.filter((f) => f[kode])) })),
    wilayah: [
      ...areas.map((a) => ({
        id: n(a.id) as number | null,
        nama: a.nama as string | null,
        ...figures(facts.filter((f) => f.wilayah_id === n(a.id))),
      })),
      { id: null, nama: null, ...figures(facts.filter((f) => f.wilayah_id === null)) },
    ].filter((w) => w.id !== null || w.daerah > 0),
    dihitung_pada: computedAt(now),
  };
}

/* ------------------------------------------------------------------ per-indikator */

// The other two dashboards, one file each; here so the routes import the five from one place.
export { perIndikatorDashboard } from './dashboardIndikator';
export { qcDashboard } from './dashboardQc';
