import { sql, type SQL } from 'drizzle-orm';
import { predicateFor, ranks } from '../../domain/indexMethod';
import { ratedMean, ratedMeanWords, type RatedMean } from '../../domain/indexMean';
import type { PredikatBands } from '../../domain/settings';
import { interpolate } from '../../i18n/format';
import { laporanId } from '../../i18n/id/laporan';
import { iga2020Inovasi } from '../../resources/iga2020_inovasi';
import type { Db } from '../db/client';
import { fail, MESSAGES } from '../http';
import { cachedAnswer } from './dashboardCache';
import { predicateTable } from './indexEngine';
import type { ReportTable } from './laporanExport';

/**
 * The reports the ministry publishes (spec 2 "Reports", issue 24): the average-index reports
 * over the index engine's stored results (`skor_indeks`), and the recaps of a year's
 * innovations by classification. Every number comes from the stored results; ranks come from
 * the domain's one rank rule (`ranks`: ties share, 0 has none), predicates from the domain's one
 * predicate function with the reports' set (`predicateFor('laporan', ...)`).
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

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/**
 * A report's computed part, kept while its year's index results and every table it reads are
 * unchanged (services/dashboardCache.ts: the `skor_indeks` stamp, and any write through the API).
 * `what` names the computation and every input it takes besides the year. No report here depends
 * on the account (the route's screen decides who may read it, before this), so one scope serves
 * all. The value is shared between requests: callers copy before they sort or page.
 */
export const cachedReport = <T>(db: Db, what: string, tahun: number, compute: () => Promise<T>) =>
  cachedAnswer(
    db,
    { screen: `laporan:${what}`, scope: 'semua', tahun, stampYear: tahun, followsWrites: true },
    compute,
  );

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

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
const POPULATION: Record<AverageKind, SQL> = {
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
async function regionScores(
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

const byName = (a: { nama: string }, b: { nama: string }) =>
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
const reportPredicate = (table: PredikatBands, tahun: number) => (score: number) => {
  const band = predicateFor('laporan', score, table, tahun);
  return { predikat: band?.predikat ?? '', tab: band?.tab ?? 0 };
};

function summaryOf(rows: readonly { overall_score: number; tab: number }[]): Ringkasan {
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
export async function averageReport(db: Db, jenis: AverageKind, q: AverageQuery) {
  const f = [q.sumber, q.iga_klaster_id, q.propinsi_id, q.wilayah_id].map((v) => v ?? '');
  const { rows, ringkasan } = await cachedReport(
    db,
    `average:${jenis}:${f.join(':')}`,
    q.tahun,
    () => averageRows(db, jenis, q),
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

/** A recap row of the average index: a group of regions, its mean over those with data and tabs. */
const groupRow = (rows: readonly { overall_score: number; tab: number }[]) => summaryOf(rows);

async function scoredRegions(
  db: Db,
  tahun: number,
  sumber: Sumber,
  f: { propinsi_id?: number } = {},
) {
  const [table, regions] = await Promise.all([
    predicateTable(db),
    regionScores(db, tahun, POPULATION.nasional, f),
  ]);
  const pred = reportPredicate(table, tahun);
  return regions.map((r) => {
    const overall_score = sumber === 'mandiri' ? r.indeks : r.indeks_verifikasi;
    return { ...r, overall_score, tab: pred(overall_score).tab };
  });
}

/**
 * `GET /indeks/average/nasional/rekap`: the national table per province, each with its regions
 * (the province's own government, its districts and cities), their mean over those with data and
 * the count per tab; by province name.
 */
export const nationalRecap = (db: Db, tahun: number, sumber: Sumber) =>
  cachedReport(db, `rekap-nasional:${sumber}`, tahun, () =>
    computeNationalRecap(db, tahun, sumber),
  );

async function computeNationalRecap(db: Db, tahun: number, sumber: Sumber) {
  const regions = await scoredRegions(db, tahun, sumber);
  const groups = new Map<number, typeof regions>();
  for (const r of regions) groups.set(r.propinsi_id, [...(groups.get(r.propinsi_id) ?? []), r]);
  return [...groups.values()]
    .map((members) => ({
      propinsi_id: members[0]!.propinsi_id,
      nama: members[0]!.propinsi,
      ...groupRow(members),
    }))
    .sort(byName);
}

/** The groups of a province's recap, in order. */
const PROVINCE_GROUPS = ['provinsi', 'kabupaten', 'kota'] as const;

/**
 * `GET /indeks/average/propinsi/{id}/rekap`: one province's regions in the national recap's
 * shape, one row per kind (its own government, its districts, its cities). 404 when `id` is
 * not a province.
 */
export const provinceRecap = (db: Db, propinsiId: number, tahun: number, sumber: Sumber) =>
  cachedReport(db, `rekap-propinsi:${propinsiId}:${sumber}`, tahun, () =>
    computeProvinceRecap(db, propinsiId, tahun, sumber),
  );

async function computeProvinceRecap(db: Db, propinsiId: number, tahun: number, sumber: Sumber) {
  const res = await db.execute(
    sql`select nama from m_daerah where id = ${propinsiId} and tingkat = 1`,
  );
  const [province] = rowsOf<{ nama: string }>(res);
  if (!province) throw fail(404, MESSAGES.notFound);
  const regions = await scoredRegions(db, tahun, sumber, { propinsi_id: propinsiId });
  return PROVINCE_GROUPS.map((jenis) => ({
    propinsi_id: propinsiId,
    nama: province.nama,
    jenis,
    ...groupRow(regions.filter((r) => r.jenis === jenis)),
  }));
}

/**
 * `GET /indeks/average/opd/{profilId}/rekap`: the region's OPDs with their innovations of the
 * year (index copies excluded): sent (a registration record, status 0 or more), verified
 * (status 1: terverifikasi or diterima) and the mean of the sent ones' innovation points (the
 * sum of their indicator points), by name. 404 for an unknown region.
 */
export const opdRecap = (db: Db, profilId: number, tahun: number) =>
  cachedReport(db, `rekap-opd:${profilId}`, tahun, () => computeOpdRecap(db, profilId, tahun));

async function computeOpdRecap(db: Db, profilId: number, tahun: number) {
  const found = rowsOf(await db.execute(sql`select 1 from profil_pemda where id = ${profilId}`));
  if (!found.length) throw fail(404, MESSAGES.notFound);
  const res = await db.execute(sql`
    select o.id as opd_id, o.nama,
      count(r.id) filter (where r.status_nomor >= 0) as dikirim,
      count(r.id) filter (where r.status_nomor = 1) as terverifikasi,
      round(avg(pts.s) filter (where r.status_nomor >= 0), 2) as rata_rata_poin
    from opd_perangkat o
    join profil_pemda p on p.m_daerah_id = o.m_daerah_id and p.id = ${profilId}
    left join iga2020_inovasi i on i.opd_perangkat_id = o.id and i.profil_id = p.id
      and i.tahun = ${tahun} and i.is_index = 0 and i.lomba = 0
    left join nomor_registrasi r on r.inovasi_id = i.id
    left join lateral (
      select coalesce(sum(j.skor), 0) as s from indikator_jawaban j
      where j.inovasi_id = i.id and j.unit = 'inovasi' and j.tahun = i.tahun
    ) pts on i.id is not null
    group by o.id, o.nama
    order by o.nama, o.id`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
    opd_id: Number(r.opd_id),
    nama: String(r.nama),
    dikirim: num(r.dikirim),
    terverifikasi: num(r.terverifikasi),
    rata_rata_poin: num(r.rata_rata_poin),
  }));
}

/** The four recaps (`GET /laporan/rekap/{jenis}`). */
export const RECAP_KINDS = ['jenis', 'bentuk', 'urusan', 'inisiator'] as const;
export type RecapKind = (typeof RECAP_KINDS)[number];

/** The stored values of a choice field of the innovation (its value is the text shown). */
function choiceValues(field: string): string[] {
  const config = iga2020Inovasi.fields.find((f) => f.source === field);
  return (config?.choices ?? []).map((c) => String(c.id));
}

export interface RecapRow {
  id: number | string;
  name: string;
  approved: number;
  total: number;
}

/**
 * A recap of the year's innovations (index copies excluded), for one region or all: per value
 * of the classification (every value, with 0 when none), `total` innovations and `approved`
 * ones (terverifikasi or diterima: registration status 1). An innovation with several urusan
 * counts once under each; one without a value counts under none.
 */
export const recap = (
  db: Db,
  kind: RecapKind,
  tahun: number,
  profilId?: number,
): Promise<RecapRow[]> =>
  cachedReport(db, `rekap:${kind}:${profilId ?? ''}`, tahun, () =>
    computeRecap(db, kind, tahun, profilId),
  );

/** What the recaps read of an innovation of the year (index copies and competition entries left out). */
interface RecapInnovation {
  profil_id: number;
  jenis_inovasi: string | null;
  bentuk_inovasi: number | null;
  inisiator: string | null;
  urusan_pemerintah_id: string | null;
  approved: boolean;
}

/**
 * The year's innovations as the recaps read them, one statement for the four recaps and every
 * region's (kept by `cachedReport`): the columns are not in any index, so each recap scanned the
 * whole innovation table by itself before (40 ms each, warm, at national scale).
 */
const recapInnovations = (db: Db, tahun: number) =>
  cachedReport(db, 'rekap-inovasi', tahun, async () =>
    rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select i.profil_id, i.jenis_inovasi, i.bentuk_inovasi, i.inisiator, i.urusan_pemerintah_id,
          (coalesce(r.status_nomor, -1) = 1) as approved
        from iga2020_inovasi i
        left join nomor_registrasi r on r.inovasi_id = i.id
        where i.tahun = ${tahun} and i.is_index = 0 and i.lomba = 0`),
    ).map((r): RecapInnovation => ({
      profil_id: Number(r.profil_id),
      jenis_inovasi: (r.jenis_inovasi as string | null) ?? null,
      bentuk_inovasi: r.bentuk_inovasi === null ? null : Number(r.bentuk_inovasi),
      inisiator: (r.inisiator as string | null) ?? null,
      urusan_pemerintah_id: (r.urusan_pemerintah_id as string | null) ?? null,
      approved: r.approved === true || r.approved === 't',
    })),
  );

/** The urusan ids an innovation names: comma-separated, spaces trimmed, digits only, each once. */
const urusanIds = (value: string | null) =>
  new Set(
    (value ?? '')
      .split(',')
      .map((u) => u.replace(/^ +| +$/g, ''))
      .filter((u) => /^[0-9]{1,9}$/.test(u)),
  );

async function computeRecap(
  db: Db,
  kind: RecapKind,
  tahun: number,
  profilId?: number,
): Promise<RecapRow[]> {
  const all = await recapInnovations(db, tahun);
  const inv = profilId === undefined ? all : all.filter((i) => i.profil_id === profilId);
  /** total and approved per key; an innovation counts once under each of its keys. */
  const tally = (keysOf: (i: RecapInnovation) => Iterable<string | number>) => {
    const found = new Map<string | number, { total: number; approved: number }>();
    for (const i of inv) {
      for (const key of keysOf(i)) {
        const t = found.get(key) ?? { total: 0, approved: 0 };
        t.total++;
        if (i.approved) t.approved++;
        found.set(key, t);
      }
    }
    return found;
  };
  if (kind === 'jenis' || kind === 'inisiator') {
    const field = kind === 'jenis' ? 'jenis_inovasi' : 'inisiator';
    const found = tally((i) => (i[field] === null ? [] : [i[field]]));
    return choiceValues(field).map((value) => ({
      id: value,
      name: value,
      approved: found.get(value)?.approved ?? 0,
      total: found.get(value)?.total ?? 0,
    }));
  }
  const found =
    kind === 'bentuk'
      ? tally((i) => (i.bentuk_inovasi === null ? [] : [i.bentuk_inovasi]))
      : tally((i) => [...urusanIds(i.urusan_pemerintah_id)].map(Number));
  const res =
    kind === 'bentuk'
      ? await db.execute(sql`select id, nama as name from iga2020_bentuk_inovasi order by id`)
      : await db.execute(sql`select id, nama as name from iga_urusan_pemerintahan order by id`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    approved: found.get(Number(r.id))?.approved ?? 0,
    total: found.get(Number(r.id))?.total ?? 0,
  }));
}

/** The screen of each report path (its title in the exports). */
const AVERAGE_SCREEN: Record<AverageKind, keyof typeof laporanId.laporan.screens> = {
  nasional: 'indeks-rata-rata-inovasi-nasional',
  wilayah: 'indeks-rata-rata-inovasi-wilayah',
  propinsi: 'indeks-rata-rata-inovasi-provinsi',
  propinsi2: 'indeks-rata-rata-inovasi-provinsi',
  kota: 'indeks-rata-rata-inovasi-kota',
  kabupaten: 'indeks-rata-rata-inovasi-kabupaten',
  perbatasan: 'indeks-rata-rata-inovasi-daerah-perbatasan',
  tertinggal: 'indeks-rata-rata-inovasi-daerah-tertinggal',
  papua: 'indeks-rata-rata-inovasi-papua',
};
const RECAP_SCREEN: Record<RecapKind, keyof typeof laporanId.laporan.screens> = {
  jenis: 'rekap-jenis-inovasi',
  bentuk: 'rekap-bentuk-inovasi',
  urusan: 'rekap-urusan-pemerintah',
  inisiator: 'rekap-inisiator',
};

const L = laporanId.laporan;

async function nameOf(db: Db, table: 'iga_klaster' | 'm_daerah', id: number | undefined) {
  if (id === undefined) return null;
  const column = table === 'iga_klaster' ? sql`klaster` : sql`nama`;
  const [row] = rowsOf<{ nama: string }>(
    await db.execute(sql`select ${column} as nama from ${sql.raw(table)} where id = ${id}`),
  );
  return row?.nama ?? String(id);
}

/**
 * An average-index report as a table for the exports: every row the filters leave (no page),
 * the filters in words, the summary as notes.
 */
export async function averageTable(
  db: Db,
  jenis: AverageKind,
  q: Omit<AverageQuery, 'page' | 'per_page'>,
): Promise<ReportTable & { file: string }> {
  const [answer, klaster, propinsi] = await Promise.all([
    averageReport(db, jenis, { ...q, page: 0, per_page: Number.MAX_SAFE_INTEGER }),
    nameOf(db, 'iga_klaster', q.iga_klaster_id),
    nameOf(db, 'm_daerah', q.propinsi_id),
  ]);
  const title = L.screens[AVERAGE_SCREEN[jenis]];
  const filters = [
    `${L.tahun} ${q.tahun}`,
    `${L.sumber}: ${q.sumber === 'mandiri' ? L.sumber_mandiri : L.sumber_verifikasi}`,
    jenis === 'propinsi2' ? L.tampilan_propinsi2 : null,
    q.tab === undefined ? null : `Tab: ${L.tabs[String(q.tab) as '0' | '1' | '2' | '3']}`,
    klaster ? `${L.klaster}: ${klaster}` : null,
    propinsi ? `${L.propinsi}: ${propinsi}` : null,
    q.search?.trim() ? `${L.cari}: "${q.search.trim()}"` : null,
  ].filter(Boolean);
  const s = answer.ringkasan;
  const c = L.columns;
  return {
    title,
    file: `${title} ${q.tahun}`,
    filters: filters.join(' · '),
    notes: [
      interpolate(L.ringkasan, ratedMeanWords(s)),
      (['0', '1', '2', '3'] as const).map((k) => `${L.tabs[k]} ${s.per_tab[k]}`).join(' · '),
    ],
    columns: [
      { head: c.peringkat, width: 60, kind: 'count' },
      { head: c.nama, width: 260, kind: 'text' },
      ...(jenis === 'wilayah' ? [{ head: c.wilayah, width: 90, kind: 'text' as const }] : []),
      { head: c.overall_score, width: 80, kind: 'score' },
      { head: c.indeks_mandiri, width: 90, kind: 'score' },
      { head: c.indeks_verifikasi, width: 90, kind: 'score' },
      { head: c.predikat, width: 120, kind: 'text' },
    ],
    rows: answer.data.map((r) => [
      r.peringkat,
      r.nama,
      ...(jenis === 'wilayah' ? [r.wilayah] : []),
      r.overall_score,
      r.indeks_mandiri,
      r.indeks_verifikasi,
      r.predikat,
    ]),
  };
}

/** A recap as a table for the exports. */
export async function recapTable(
  db: Db,
  kind: RecapKind,
  tahun: number,
  profilId?: number,
): Promise<ReportTable & { file: string }> {
  const [rows, region] = await Promise.all([
    recap(db, kind, tahun, profilId),
    profilId === undefined
      ? Promise.resolve(null)
      : db
          .execute(sql`select nama from profil_pemda where id = ${profilId}`)
          .then((r) => rowsOf<{ nama: string }>(r)[0]?.nama ?? String(profilId)),
  ]);
  const title = L.screens[RECAP_SCREEN[kind]];
  const c = L.columns;
  return {
    title,
    file: `${title} ${tahun}`,
    filters: [`${L.tahun} ${tahun}`, region].filter(Boolean).join(' · '),
    notes: [],
    columns: [
      { head: c.name, width: 300, kind: 'text' },
      { head: c.total, width: 100, kind: 'count' },
      { head: c.approved, width: 100, kind: 'count' },
    ],
    rows: rows.map((r) => [r.name, r.total, r.approved]),
  };
}

const TAB_KEYS = ['0', '1', '2', '3'] as const;
const tabColumns = () =>
  TAB_KEYS.map((k) => ({ head: L.tabs[k], width: 90, kind: 'count' as const }));
const sumberWords = (sumber: Sumber) =>
  `${L.sumber}: ${sumber === 'mandiri' ? L.sumber_mandiri : L.sumber_verifikasi}`;

/** The national recap per province as a table for the exports. */
export async function nationalRecapTable(
  db: Db,
  tahun: number,
  sumber: Sumber,
): Promise<ReportTable & { file: string }> {
  const rows = await nationalRecap(db, tahun, sumber);
  const title = L.rekap_nasional;
  const c = L.columns;
  return {
    title,
    file: `${title} ${tahun}`,
    filters: [`${L.tahun} ${tahun}`, sumberWords(sumber)].join(' · '),
    notes: [L.catatan_rekap],
    columns: [
      { head: c.propinsi, width: 220, kind: 'text' },
      { head: c.jumlah_daerah, width: 90, kind: 'count' },
      { head: c.rata_rata, width: 90, kind: 'score' },
      { head: c.jumlah_berdata, width: 90, kind: 'count' },
      ...tabColumns(),
    ],
    rows: rows.map((r) => [
      r.nama,
      r.jumlah_daerah,
      r.rata_rata,
      r.jumlah_berdata,
      ...TAB_KEYS.map((k) => r.per_tab[k]),
    ]),
  };
}

/** One province's recap (its own government, districts, cities) as a table for the exports. */
export async function provinceRecapTable(
  db: Db,
  propinsiId: number,
  tahun: number,
  sumber: Sumber,
): Promise<ReportTable & { file: string }> {
  const rows = await provinceRecap(db, propinsiId, tahun, sumber);
  const province = rows[0]?.nama ?? String(propinsiId);
  const title = `${L.rekap_propinsi} ${province}`;
  const c = L.columns;
  return {
    title,
    file: `${title} ${tahun}`,
    filters: [`${L.tahun} ${tahun}`, sumberWords(sumber)].join(' · '),
    notes: [L.catatan_rekap],
    columns: [
      { head: c.jenis_daerah, width: 220, kind: 'text' },
      { head: c.jumlah_daerah, width: 90, kind: 'count' },
      { head: c.rata_rata, width: 90, kind: 'score' },
      { head: c.jumlah_berdata, width: 90, kind: 'count' },
      ...tabColumns(),
    ],
    rows: rows.map((r) => [
      L.jenis_daerah[r.jenis],
      r.jumlah_daerah,
      r.rata_rata,
      r.jumlah_berdata,
      ...TAB_KEYS.map((k) => r.per_tab[k]),
    ]),
  };
}

/** A region's OPD recap as a table for the exports. */
export async function opdRecapTable(
  db: Db,
  profilId: number,
  tahun: number,
): Promise<ReportTable & { file: string }> {
  const rows = await opdRecap(db, profilId, tahun);
  const [region] = rowsOf<{ nama: string }>(
    await db.execute(sql`select nama from profil_pemda where id = ${profilId}`),
  );
  const title = `${L.rekap_opd} ${region?.nama ?? profilId}`;
  const c = L.columns;
  return {
    title,
    file: `${title} ${tahun}`,
    filters: `${L.tahun} ${tahun}`,
    notes: [L.catatan_rekap_opd],
    columns: [
      { head: c.opd, width: 260, kind: 'text' },
      { head: c.dikirim, width: 90, kind: 'count' },
      { head: c.terverifikasi, width: 90, kind: 'count' },
      { head: c.rata_rata_poin, width: 110, kind: 'score' },
    ],
    rows: rows.map((r) => [r.nama, r.dikirim, r.terverifikasi, r.rata_rata_poin]),
  };
}
