import { ilike, sql } from 'drizzle-orm';
import type { Reader } from '../../../platform/cache/changeScope';
import { predicate } from '../../../../domain/indexMethod';
import type { Db } from '../../../platform/db/client';
import { profil_pemda } from '../../../platform/db/schema';
import { bandsOfYear } from '../../scoring/services/indexEngine';
import { cachedRanking } from '../../scoring/services/rankingCache';
import { nomineeIds } from './award';

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** What a ranking page asks for (the ranking-index and rekap-akhir queries). */
export interface RankedFilter {
  iga_klaster_id?: number;
  page?: number;
  per_page?: number;
  search?: string;
}

/** A region's place in the year's ranking, as stored (the predicate is resolved per page). */
interface RankedRow {
  profil_id: number;
  nama_daerah: string;
  spd: number;
  sid: number;
  jumlah_inovasi: number;
  skor_total: number;
  indeks: number;
  indeks_verifikasi: number | null;
  predikat: string | null;
  rank: number | null;
  iga: boolean;
}

/**
 * Every region's stored result of a year, ranked by the self-assessment index (ties share a
 * rank, 0 has none), optionally within one award cluster, with its IGA nomination. Regions
 * without a result yet rank as 0.
 */
async function fullRanking(db: Db, tahun: number, klasterId?: number): Promise<RankedRow[]> {
  const inCluster =
    klasterId !== undefined
      ? sql`and p.m_daerah_id in (select iga_daerah_id from iga_klaster_daerah where iga_klaster_id = ${klasterId})`
      : sql``;
  const [res, nominees] = await Promise.all([
    db.execute(sql`
      select p.id as profil_id, p.nama as nama_daerah,
        coalesce(s.skor_spd, 0) as spd, coalesce(s.skor_sid, 0) as sid,
        coalesce(s.jumlah_inovasi, 0) as jumlah_inovasi,
        coalesce(s.skor_total, 0) as skor_total, coalesce(s.indeks, 0) as indeks,
        s.indeks_verifikasi, s.predikat,
        case when coalesce(s.indeks, 0) > 0
          then rank() over (order by coalesce(s.indeks, 0) desc) end as rank
      from profil_pemda p
      left join skor_indeks s on s.profil_id = p.id and s.tahun = ${tahun}
      where true ${inCluster}
      order by indeks desc, nama_daerah asc, profil_id asc`),
    nomineeIds(db, tahun),
  ]);
  return (res as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    profil_id: Number(r.profil_id),
    nama_daerah: String(r.nama_daerah),
    spd: num(r.spd),
    sid: num(r.sid),
    jumlah_inovasi: num(r.jumlah_inovasi),
    skor_total: num(r.skor_total),
    indeks: num(r.indeks),
    indeks_verifikasi: r.indeks_verifikasi === null ? null : num(r.indeks_verifikasi),
    predikat: (r.predikat as string | null) ?? null,
    rank: r.rank === null ? null : Number(r.rank),
    iga: nominees.has(Number(r.profil_id)),
  }));
}

/**
 * One page of the year's ranking, searched by region name: the full ranking is computed once
 * per change of what it reads (services/rankingCache.ts) and each page is cut from it. A page
 * past the end answers no rows and a total of 0, as the ranking always has.
 */
async function rankedPage(
  db: Db,
  tahun: number,
  q: RankedFilter,
  reader: Reader | null,
  nowMs: number,
) {
  const perPage = q.per_page ?? 20;
  const page = q.page ?? 0;
  const search = q.search ?? '';
  const [all, matching] = await Promise.all([
    cachedRanking(
      db,
      'ranking-index',
      tahun,
      `klaster:${q.iga_klaster_id ?? 'semua'}`,
      () => fullRanking(db, tahun, q.iga_klaster_id),
      reader ?? undefined,
      nowMs,
    ),
    // The name search keeps PostgreSQL's ilike (its wildcards and case folding) by asking it
    // which regions match; the ranks stay those of the whole ranking.
    search
      ? db
          .select({ id: profil_pemda.id })
          .from(profil_pemda)
          .where(ilike(profil_pemda.nama, `%${search}%`))
          .then((rows) => new Set(rows.map((r) => r.id)))
      : null,
  ]);
  const rows = matching ? all.filter((r) => matching.has(r.profil_id)) : all;
  const slice = rows.slice(page * perPage, page * perPage + perPage);
  return { rows: slice, total: slice.length ? rows.length : 0 };
}

/** Rows without a stored predicate (never computed) get the one of a 0 index. */
async function predicateOf(db: Db, tahun: number) {
  const bands = await bandsOfYear(db, tahun);
  return (stored: unknown, indeks: number) =>
    (stored as string | null) ?? predicate(indeks, bands)?.predikat ?? null;
}

/**
 * One page of the year's ranking (rankedPage) with each row's predicate resolved: the stored one,
 * else the band of its index. What the ranking-index and rekap-akhir pages both answer from.
 */
export async function resolvedRankedPage(
  db: Db,
  tahun: number,
  q: RankedFilter,
  /** Who reads: other regions' writes may then lag (changeScope.ts); none: no lag. */
  reader: Reader | null = null,
  /** The caller's clock (ms): the routes pass the app's. */
  nowMs = Date.now(),
) {
  const [{ rows, total }, pred] = await Promise.all([
    rankedPage(db, tahun, q, reader, nowMs),
    predicateOf(db, tahun),
  ]);
  return { total, rows: rows.map((r) => ({ ...r, predikat: pred(r.predikat, r.indeks) })) };
}
