import { sql, type SQL } from 'drizzle-orm';
import { predicateFor, ranks } from '../../../../domain/indexMethod';
import { ratedMean, type RatedMean } from '../../../../domain/indexMean';
import type { PredikatBands } from '../../../../domain/settings';
import type { Db } from '../../../platform/db/client';
import { cachedAnswer } from '../../../platform/cache/dashboardCache';
import type { Reader } from '../../../platform/cache/changeScope';
import { predicateTable } from '../../scoring/services/indexEngine';

/**
 * The reports the ministry publishes (spec 2 "Reports", issue 24): the average-index reports
 * over the index engine's stored results (`skor_indeks`), and the recaps of a year's
 * innovations by classification. Every number comes from the stored results; ranks come from
 * the domain's one rank rule (`ranks`: ties share, 0 has none), predicates from the domain's one
 * predicate function with the reports' set (`predicateFor('laporan', ...)`). Here: the
 * average-index reports and the pieces the others share; the recaps are laporanRekap.ts and
 * laporanRekapInovasi.ts, a report's export table laporanIndeksTable.ts.
 */

/** The average-index reports by their path (`/indeks/average/{jenis}`). */
export const AVERAGE_KINDS = [
  'nasional',
  'wilayah',
  'propinsi',
  'propinsi2',
  'kota',
  'kabupaten',
  'perbatasan',
  'tertinggal',
  'papua',
] as const;
export type AverageKind = (typeof AVERAGE_KINDS)[number];

/** `mandiri`: the self-assessment index (the ranking's); `verifikasi`: the verified index. */
export type Sumber = 'mandiri' | 'verifikasi';

export const AVERAGE_SORTS = ['peringkat', 'nama', 'overall_score'] as const;
export type AverageSort = (typeof AVERAGE_SORTS)[number];

export interface AverageQuery {
  tahun: number;
  sumber: Sumber;
  iga_klaster_id?: number;
  /** A province (m_daerah id): the province's own government and its districts and cities. */
  propinsi_id?: number;
  wilayah_id?: number;
  tab?: number;
  search?: string;
  sort?: AverageSort;
  dir?: 'asc' | 'desc';
  page: number;
  per_page: number;
}

export interface AverageRow {
  profil_id: number;
  nama: string;
  overall_score: number;
  indeks_mandiri: number;
  indeks_verifikasi: number;
  peringkat: number | null;
  predikat: string;
  tab: number;
  /** The region's assessment area (every report; the `wilayah` report groups by it). */
  wilayah: string | null;
}

export interface PerTab {
  '0': number;
  '1': number;
  '2': number;
  '3': number;
}

/** A report's summary: the one mean over its rated regions (domain/indexMean.ts) and its tabs. */
export interface Ringkasan extends RatedMean {
  per_tab: PerTab;
}

export const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/**
 * A report's computed part, kept until a write through the API changes what it reads
 * (platform/cache/dashboardCache.ts): any region's figures of its year, or an undeclared write.
 * Its readers get an answer no older than the last write, or, when `by` names them, one that
 * other regions' writes may have left behind for up to their lag; concurrent readers share one
 * computation.
 * `what` names the computation and every input it takes besides the year. No report here depends
 * on the account (the route's screen decides who may read it, before this), so one scope serves
 * all. The value is shared between requests: callers copy before they sort or page.
 */
/**
 * Who reads a kept report, and when on the app's clock (tests move it): another region's writes
 * may then lag for them (changeScope.ts STALE_MS), their own region's never. Absent: no lag.
 */
export interface ReadBy {
  reader: Reader;
  nowMs: number;
}

export const cachedReport = <T>(
  db: Db,
  what: string,
  tahun: number,
  compute: () => Promise<T>,
  by: ReadBy | null = null,
) =>
  cachedAnswer(
    db,
    { screen: `laporan:${what}`, scope: 'semua', tahun, dependsOn: { tahun }, reader: by?.reader },
    compute,
    by?.nowMs,
  );

export const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** One region of a report's population with its stored result of the year (0 without one). */
interface RegionScore {
  profil_id: number;
  nama: string;
  jenis: string;
  propinsi_id: number;
  propinsi: string;
  wilayah_id: number | null;
  wilayah: string | null;
  indeks: number;
  indeks_verifikasi: number;
}

/** Which regions a report covers (spec 2), by their m_daerah row `d`. */
export const POPULATION: Record<AverageKind, SQL> = {
  nasional: sql`true`,
  wilayah: sql`w.id is not null`,
  propinsi: sql`d.tingkat = 1`,
  propinsi2: sql`true`,
  kota: sql`d.jenis = 'kota'`,
  kabupaten: sql`d.jenis = 'kabupaten'`,
  perbatasan: sql`d.is_perbatasan`,
  tertinggal: sql`d.is_tertinggal`,
  papua: sql`d.is_papua`,
};

/**
 * Every region of a population with its stored self and verified index of the year, in one
 * statement; the cluster and province filters narrow the population (and so the ranking, as
 * the ranking's cluster filter does).
 */
export async function regionScores(
  db: Db,
  tahun: number,
  population: SQL,
  f: { iga_klaster_id?: number; propinsi_id?: number; wilayah_id?: number },
): Promise<RegionScore[]> {
  const res = await db.execute(sql`
    select p.id as profil_id, p.nama, d.jenis,
      case when d.tingkat = 1 then d.id else d.parent_id end as propinsi_id,
      coalesce(prov.nama, d.nama) as propinsi,
      w.id as wilayah_id, w.nama as wilayah,
      coalesce(s.indeks, 0) as indeks, coalesce(s.indeks_verifikasi, 0) as indeks_verifikasi
    from profil_pemda p
    join m_daerah d on d.id = p.m_daerah_id
    left join m_daerah prov on prov.id = d.parent_id and d.tingkat <> 1
    left join wilayah_daerah wd on wd.m_daerah_id = d.id
    left join wilayah w on w.id = wd.wilayah_id
    left join skor_indeks s on s.profil_id = p.id and s.tahun = ${tahun}
    where ${population}
      ${
        f.iga_klaster_id === undefined
          ? sql``
          : sql`and p.m_daerah_id in (select iga_daerah_id from iga_klaster_daerah where iga_klaster_id = ${f.iga_klaster_id})`
      }
      ${f.propinsi_id === undefined ? sql`` : sql`and (d.id = ${f.propinsi_id} or d.parent_id = ${f.propinsi_id})`}
      ${f.wilayah_id === undefined ? sql`` : sql`and w.id = ${f.wilayah_id}`}`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
    profil_id: Number(r.profil_id),
    nama: String(r.nama),
    jenis: String(r.jenis),
    propinsi_id: Number(r.propinsi_id),
    propinsi: String(r.propinsi),
    wilayah_id: r.wilayah_id === null ? null : Number(r.wilayah_id),
    wilayah: (r.wilayah as string | null) ?? null,
    indeks: num(r.indeks),
    indeks_verifikasi: num(r.indeks_verifikasi),
  }));
}

export const byName = (a: { nama: string }, b: { nama: string }) =>
  a.nama < b.nama ? -1 : a.nama > b.nama ? 1 : 0;

/**
 * The ranking's order (score descending, then name, then id) and its ranks: competition ranks
 * within each group (`wilayah` ranks within each area, every other report over its whole
 * population), 0 unranked.
 */
function ranked<T extends { profil_id: number; nama: string; overall_score: number }>(
  rows: T[],
  groupOf: (row: T) => string = () => '',
): (T & { peringkat: number | null })[] {
  const sorted = [...rows].sort(
    (a, b) => b.overall_score - a.overall_score || byName(a, b) || a.profil_id - b.profil_id,
  );
  const groups = new Map<string, T[]>();
  for (const row of sorted) groups.set(groupOf(row), [...(groups.get(groupOf(row)) ?? []), row]);
  const rankOf = new Map<T, number | null>();
  for (const members of groups.values()) {
    const r = ranks(members.map((m) => m.overall_score));
    members.forEach((m, i) => rankOf.set(m, r[i] ?? null));
  }
  const out = sorted.map((row) => ({ ...row, peringkat: rankOf.get(row) ?? null }));
  if (groups.size > 1)
    out.sort((a, b) => (groupOf(a) < groupOf(b) ? -1 : groupOf(a) > groupOf(b) ? 1 : 0));
  return out;
}

/** The report predicate (and tab) of a score: the reports' band set of the year. */
export const reportPredicate = (table: PredikatBands, tahun: number) => (score: number) => {
  const band = predicateFor('laporan', score, table, tahun);
  return { predikat: band?.predikat ?? '', tab: band?.tab ?? 0 };
};

export function summaryOf(rows: readonly { overall_score: number; tab: number }[]): Ringkasan {
  const per_tab: PerTab = { '0': 0, '1': 0, '2': 0, '3': 0 };
  for (const row of rows) {
    const key = String(row.tab) as keyof PerTab;
    if (key in per_tab) per_tab[key]++;
  }
  // Tab 0 is the band of 0 and no data: the rated regions are those above 0 (domain/indexMean).
  return { ...ratedMean(rows, (r) => r.overall_score), per_tab };
}

/**
 * `propinsi2`: one row per province with its districts and cities folded in: the province's
 * profile (id, name), and as its indices the means over the province's regions (its own
 * government, districts and cities) with data.
 */
function foldProvinces(regions: RegionScore[], byProvince: Map<number, RegionScore>) {
  const groups = new Map<number, RegionScore[]>();
  for (const r of regions) groups.set(r.propinsi_id, [...(groups.get(r.propinsi_id) ?? []), r]);
  return [...groups.entries()].flatMap(([propinsiId, members]) => {
    const own = byProvince.get(propinsiId);
    if (!own) return [];
    return [
      {
        ...own,
        indeks: ratedMean(members, (m) => m.indeks).rata_rata,
        indeks_verifikasi: ratedMean(members, (m) => m.indeks_verifikasi).rata_rata,
      },
    ];
  });
}

/** An average report's rows ranked and predicated, and its summary (before tab, search, page). */
async function averageRows(
  db: Db,
  jenis: AverageKind,
  q: Pick<AverageQuery, 'tahun' | 'sumber' | 'iga_klaster_id' | 'propinsi_id' | 'wilayah_id'>,
) {
  const [table, regions] = await Promise.all([
    predicateTable(db),
    regionScores(db, q.tahun, POPULATION[jenis], q),
  ]);
  let population = regions;
  if (jenis === 'propinsi2') {
    const provinces = await regionScores(db, q.tahun, POPULATION.propinsi, {
      propinsi_id: q.propinsi_id,
    });
    population = foldProvinces(regions, new Map(provinces.map((p) => [p.propinsi_id, p])));
  }
  const pred = reportPredicate(table, q.tahun);
  const scored = population.map((r) => ({
    ...r,
    overall_score: q.sumber === 'mandiri' ? r.indeks : r.indeks_verifikasi,
  }));
  const rows: AverageRow[] = ranked(scored, (r) =>
    jenis === 'wilayah' ? (r.wilayah ?? '') : '',
  ).map((r) => ({
    profil_id: r.profil_id,
    nama: r.nama,
    overall_score: r.overall_score,
    indeks_mandiri: r.indeks,
    indeks_verifikasi: r.indeks_verifikasi,
    peringkat: r.peringkat,
    ...pred(r.overall_score),
    wilayah: r.wilayah,
  }));
  return { rows, ringkasan: summaryOf(rows) };
}

/**
 * One average-index report (`GET /indeks/average/{jenis}`): the population's rows ranked and
 * predicated, the summary over every row the filters other than `tab` and `search` leave (kept
 * per year, source and population filters: `cachedReport`), then the tab, the search, the order
 * and the page.
 */
export async function averageReport(
  db: Db,
  jenis: AverageKind,
  q: AverageQuery,
  by: ReadBy | null = null,
) {
  const f = [q.sumber, q.iga_klaster_id, q.propinsi_id, q.wilayah_id].map((v) => v ?? '');
  const { rows, ringkasan } = await cachedReport(
    db,
    `average:${jenis}:${f.join(':')}`,
    q.tahun,
    () => averageRows(db, jenis, q),
    by,
  );
  const needle = q.search?.trim().toLowerCase() ?? '';
  let shown = rows.filter(
    (r) => (q.tab === undefined || r.tab === q.tab) && r.nama.toLowerCase().includes(needle),
  );
  if (q.sort && q.sort !== 'peringkat') {
    const key = q.sort;
    const cmp =
      key === 'nama'
        ? byName
        : (a: AverageRow, b: AverageRow) => a.overall_score - b.overall_score || byName(a, b);
    shown = [...shown].sort(cmp);
  }
  if (q.dir === 'desc' && q.sort) shown.reverse();
  const start = q.page * q.per_page;
  return {
    tahun: q.tahun,
    sumber: q.sumber,
    total: shown.length,
    ringkasan,
    data: shown.slice(start, start + q.per_page),
  };
}

/**
 * The predicate tab of every region in a year, as the national report gives it (self index,
 * the reports' band set): profil_id -> tab. The recaps and the analysis filter by it (issue 37
 * item 6), so a region sits under the same tab in every report. Kept with the national report.
 */
export async function regionTabs(db: Db, tahun: number) {
  const report = await averageReport(db, 'nasional', {
    tahun,
    sumber: 'mandiri',
    page: 0,
    per_page: Number.MAX_SAFE_INTEGER,
  });
  const tabs = new Map(report.data.map((r) => [r.profil_id, r.tab]));
  return {
    /** A region's tab (0 for one the report does not hold: no result, no data). */
    of: (profilId: number) => tabs.get(profilId) ?? 0,
    ringkasan: report.ringkasan,
  };
}

/** Whether a region of tab `tab` is kept by the asked tab (none asked: every region). */
export const inTab = (asked: number | undefined, tab: number) =>
  asked === undefined || tab === asked;

/** The asked tab in the exports' filter line ("Tab: Inovatif"), or nothing. */
export const tabWords = (tab: number | undefined, tabs: Record<'0' | '1' | '2' | '3', string>) =>
  tab === undefined ? null : `Tab: ${tabs[String(tab) as '0' | '1' | '2' | '3']}`;
