import { sql, type SQL } from 'drizzle-orm';
import {
  indexMeans,
  PROFILE_FIELDS,
  SENT_STATUSES,
  VERIFIED_STATUS,
} from '../../../../domain/dashboard';
import { predicate } from '../../../../domain/indexMethod';
import { scopeOf } from '../../../../domain/scoping';
import type { Db } from '../../../platform/db/client';
import { bandsOfYear } from '../../scoring/services/indexEngine';
import type { AuthUser } from '../../../platform/auth/users';

/**
 * The statistics dashboards of spec 2 (issue 23 items 3-7): qc, iga, statistik-inovasi,
 * statistik-daerah and per-indikator. Each reads a fixed number of statements whatever the
 * number of regions (one per-region statement for the region screens, aggregated here), takes
 * the index, the verified index and the predicate as the index engine stored them
 * (`skor_indeks`, `predicate()` for a region without a result), and is kept per (role scope,
 * year) until a write changes what it reads (dashboardCache.ts). Every answer says when it was
 * computed.
 *
 * Here: what the dashboards share: the cache scope of an account, one statement of every
 * region's figures for a year, and the figures of a group of regions.
 */

export type Rows<T> = { rows: T[] };
export const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;
export const n = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** Where the answer's scope ends: the key of the cache. */
export function scopeKey(user: AuthUser): string {
  const scope = scopeOf(user.roles);
  if (scope.national) return 'semua';
  const free = scope.allRegions;
  return [
    [...user.roles].sort().join(','),
    free ? '*' : `${user.area}:${user.daerah_verifikasi.join('.')}`,
    user.m_daerah_id ?? '-',
    user.profil_id ?? '-',
  ].join('|');
}

/* ------------------------------------------------------------------ region facts */

/** One region's figures for a year, as the region screens aggregate them. */
export interface RegionFacts {
  profil_id: number;
  nama: string;
  m_daerah_id: number;
  /** provinsi | kabupaten | kota */
  jenis: string;
  tingkat: number;
  /** The province the region lies in (a province: itself). */
  provinsi_id: number;
  perbatasan: boolean;
  tertinggal: boolean;
  papua: boolean;
  wilayah_id: number | null;
  profil_terisi: boolean;
  indikator_terjawab: number;
  inisiatif: number;
  ujicoba: number;
  penerapan: number;
  dikirim: number;
  terverifikasi: number;
  indeks: number;
  indeks_verifikasi: number;
  predikat: string | null;
}

export const filled = sql.raw(
  PROFILE_FIELDS.map((f) => `coalesce(btrim(p.${f}), '') <> ''`).join(' and '),
);
export const sentList = sql.raw(SENT_STATUSES.join(', '));

/**
 * Every region's figures of a year in one statement: its innovations per stage (no index
 * copies), sent and verified, its region answers, its profile, and its stored index results.
 */
export async function regionFacts(db: Db, tahun: number): Promise<RegionFacts[]> {
  const [rows, bands] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`
      with inv as (
        select i.profil_id,
          count(*) filter (where i.inovasi_status = 0) as inisiatif,
          count(*) filter (where i.inovasi_status = 1) as ujicoba,
          count(*) filter (where i.inovasi_status = 2) as penerapan,
          count(r.id) filter (where r.status_nomor in (${sentList})) as dikirim,
          count(r.id) filter (where r.status_nomor = ${VERIFIED_STATUS}) as terverifikasi
        from iga2020_inovasi i
        left join nomor_registrasi r on r.inovasi_id = i.id
        where i.tahun = ${tahun} and i.is_index = 0 and i.lomba = 0
        group by i.profil_id
      ), ans as (
        select j.profil_id, count(*) as n from indikator_jawaban j
        where j.unit = 'daerah' and j.inovasi_id is null and j.tahun = ${tahun}
        group by j.profil_id
      )
      select p.id as profil_id, p.nama, d.id as m_daerah_id, d.jenis, d.tingkat,
        case when d.tingkat = 1 then d.id else d.parent_id end as provinsi_id,
        d.is_perbatasan, d.is_tertinggal, d.is_papua, wd.wilayah_id,
        (${filled}) as profil_terisi, ans.n as indikator_terjawab,
        inv.inisiatif, inv.ujicoba, inv.penerapan, inv.dikirim, inv.terverifikasi,
        s.indeks, s.indeks_verifikasi, s.predikat
      from profil_pemda p
      join m_daerah d on d.id = p.m_daerah_id
      left join wilayah_daerah wd on wd.m_daerah_id = d.id
      left join inv on inv.profil_id = p.id
      left join ans on ans.profil_id = p.id
      left join skor_indeks s on s.profil_id = p.id and s.tahun = ${tahun}
      order by p.id`,
    ),
    bandsOfYear(db, tahun),
  ]);
  const none = predicate(null, bands)?.predikat ?? null;
  return rows.map((r) => ({
    profil_id: n(r.profil_id),
    nama: String(r.nama),
    m_daerah_id: n(r.m_daerah_id),
    jenis: String(r.jenis),
    tingkat: n(r.tingkat),
    provinsi_id: n(r.provinsi_id),
    perbatasan: r.is_perbatasan === true,
    tertinggal: r.is_tertinggal === true,
    papua: r.is_papua === true,
    wilayah_id: r.wilayah_id === null ? null : n(r.wilayah_id),
    profil_terisi: r.profil_terisi === true,
    indikator_terjawab: n(r.indikator_terjawab),
    inisiatif: n(r.inisiatif),
    ujicoba: n(r.ujicoba),
    penerapan: n(r.penerapan),
    dikirim: n(r.dikirim),
    terverifikasi: n(r.terverifikasi),
    indeks: n(r.indeks),
    indeks_verifikasi: n(r.indeks_verifikasi),
    // The engine's stored predicate; a region it has not computed has the predicate of no data.
    predikat: r.predikat === null || r.predikat === undefined ? none : String(r.predikat),
  }));
}

/** The predicate names of a year in band order (best first), for distributions. */
export async function predicateNames(db: Db, tahun: number): Promise<string[]> {
  return (await bandsOfYear(db, tahun)).map((b) => b.predikat);
}

/** How many regions of a group have each predicate, every band listed (0 included). */
export function predicateCounts(rows: readonly RegionFacts[], names: readonly string[]) {
  const counts = new Map<string, number>(names.map((p) => [p, 0]));
  for (const r of rows) if (r.predikat) counts.set(r.predikat, (counts.get(r.predikat) ?? 0) + 1);
  return [...counts].map(([predikat, jumlah]) => ({ predikat, jumlah }));
}

/** The totals and averages of a group of regions (iga, per cluster and per province). */
export function groupFigures(rows: readonly RegionFacts[], names: readonly string[]) {
  return {
    daerah: rows.length,
    daerah_mengirim: rows.filter((r) => r.dikirim > 0).length,
    dikirim: rows.reduce((s, r) => s + r.dikirim, 0),
    terverifikasi: rows.reduce((s, r) => s + r.terverifikasi, 0),
    ...indexMeans(rows),
    predikat: predicateCounts(rows, names),
  };
}

export const computedAt = (now: Date) => now.toISOString();
