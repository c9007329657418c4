import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  averageFigures,
  DECISION_DAYS,
  indexMeans,
  isOverturned,
  OLDEST_WAITING,
  percent,
  PROFILE_FIELDS,
  QC_ACTIONS,
  REGION_FIGURES,
  SENT_STATUSES,
  VERIFIED_STATUS,
  type RegionFigures,
} from '../../domain/dashboard';
import { addDays, jakartaDate } from '../../domain/format';
import { predicate } from '../../domain/indexMethod';
import { round } from '../../domain/indicatorNumber';
import { stateOf } from '../../domain/innovationWorkflow';
import { PROVINCE_ROLES, REGION_FREE_ROLES } from '../../domain/scoping';
import { hasAnyRole } from '../../domain/roles';
import { STAFF } from '../../domain/policy';
import type { Db } from '../db/client';
import { iga2020_inovasi, m_daerah, nomor_registrasi, profil_pemda } from '../db/schema';
import { forbidden } from '../openapi/access';
import { MESSAGES } from '../http';
import { cachedAnswer } from './dashboardCache';
import { bandsOfYear } from './indexEngine';
import { innovationIndicators, regionIndicators, type IndicatorOut } from './indicatorSet';
import { queueConditions } from './reviewQueues';
import type { AuthUser } from './users';

/**
 * The statistics dashboards of spec 2 (issue 23 items 3-7): qc, iga, statistik-inovasi,
 * statistik-daerah and per-indikator. Each reads a fixed number of statements whatever the
 * number of regions (one per-region statement for the region screens, aggregated here), takes
 * the index, the verified index and the predicate as the index engine stored them
 * (`skor_indeks`, `predicate()` for a region without a result), and is cached per (role scope,
 * year) until the index moves (dashboardCache.ts). Every answer says when it was computed.
 */

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;
const n = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** Where the answer's scope ends: the key of the cache. */
function scopeKey(user: AuthUser): string {
  if (hasAnyRole(user.roles, STAFF)) return 'semua';
  const free = hasAnyRole(user.roles, REGION_FREE_ROLES);
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

const filled = sql.raw(
  PROFILE_FIELDS.map((f) => `coalesce(btrim(p.${f}), '') <> ''`).join(' and '),
);
const sentList = sql.raw(SENT_STATUSES.join(', '));

/**
 * Every region's figures of a year in one statement: its innovations per stage (no index
 * copies), sent and verified, its region answers, its profile, and its stored index results.
 */
async function regionFacts(db: Db, tahun: number): Promise<RegionFacts[]> {
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
async function predicateNames(db: Db, tahun: number): Promise<string[]> {
  return (await bandsOfYear(db, tahun)).map((b) => b.predikat);
}

/** How many regions of a group have each predicate, every band listed (0 included). */
function predicateCounts(rows: readonly RegionFacts[], names: readonly string[]) {
  const counts = new Map<string, number>(names.map((p) => [p, 0]));
  for (const r of rows) if (r.predikat) counts.set(r.predikat, (counts.get(r.predikat) ?? 0) + 1);
  return [...counts].map(([predikat, jumlah]) => ({ predikat, jumlah }));
}

/** The totals and averages of a group of regions (iga, per cluster and per province). */
function groupFigures(rows: readonly RegionFacts[], names: readonly string[]) {
  return {
    daerah: rows.length,
    daerah_mengirim: rows.filter((r) => r.dikirim > 0).length,
    dikirim: rows.reduce((s, r) => s + r.dikirim, 0),
    terverifikasi: rows.reduce((s, r) => s + r.terverifikasi, 0),
    ...indexMeans(rows),
    predikat: predicateCounts(rows, names),
  };
}

const computedAt = (now: Date) => now.toISOString();

/* ------------------------------------------------------------------ iga */

/** Spec 2 iga: the period's figures per cluster and per province (admin, superadmin). */
export function igaDashboard(db: Db, user: AuthUser, tahun: number, now: Date) {
  return cachedAnswer(db, { screen: 'iga', scope: scopeKey(user), tahun, stampYear: tahun }, () =>
    igaFigures(db, tahun, now),
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
    { screen: 'statistik-inovasi', scope: scopeKey(user), tahun, stampYear: tahun },
    () => statistikInovasiFigures(db, user, tahun, now),
  );
}

async function statistikInovasiFigures(db: Db, user: AuthUser, tahun: number, now: Date) {
  const facts = await regionFacts(db, tahun);
  const own = user.m_daerah_id!;
  const mine = facts.find((f) => f.m_daerah_id === own);
  if (hasAnyRole(user.roles, PROVINCE_ROLES)) {
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
    { screen: 'statistik-daerah', scope: scopeKey(user), tahun, stampYear: tahun },
    () => statistikDaerahFigures(db, tahun, now),
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

/** Spec 2 per-indikator: each indicator's chosen points, evidence and self-verified gap. */
export function perIndikatorDashboard(db: Db, user: AuthUser, tahun: number, now: Date) {
  return cachedAnswer(
    db,
    { screen: 'per-indikator', scope: scopeKey(user), tahun, stampYear: tahun },
    () => perIndikatorFigures(db, tahun, now),
  );
}

/** How many answers of an indicator share these self points and verified points. */
interface AnswerGroup {
  indikator_id: number;
  skor: string | null;
  skor_verifikasi: string | null;
  n: string | number;
}

/**
 * The answers of the year that count here: a region's own answers (unit daerah), and the
 * innovation answers of the year's innovations (no index copies).
 */
const countedAnswers = (tahun: number) => sql`
  indikator_jawaban j
  left join iga2020_inovasi i on i.id = j.inovasi_id
  where j.tahun = ${tahun}
    and ((j.unit = 'daerah' and j.inovasi_id is null)
      or (j.unit = 'inovasi' and i.is_index = 0 and i.tahun = j.tahun))`;

/**
 * Per indicator, how many of those answers have evidence: a document of the same owner and
 * indicator, as the answer screens list it. Walked from the documents (far fewer than answers)
 * with plain equalities, one branch per kind of owner, so PostgreSQL looks the answers up by
 * their unique key instead of testing every answer against every document (an `exists` with an
 * `or` between the two owners ran once per answer: 3.5 s at national scale).
 */
const evidenceOfYear = (tahun: number) => sql`
  select j.indikator_id, count(*) as n
  from (select distinct unit, profil_id, indikator_id from dokumen where inovasi_id is null) d
  join indikator_jawaban j on j.unit = d.unit and j.profil_id = d.profil_id
    and j.indikator_id = d.indikator_id and j.inovasi_id is null
  where j.tahun = ${tahun} and j.unit = 'daerah'
  group by j.indikator_id
  union all
  select j.indikator_id, count(*) as n
  from (select distinct unit, inovasi_id, indikator_id from dokumen where inovasi_id is not null) d
  join indikator_jawaban j on j.unit = d.unit and j.inovasi_id = d.inovasi_id
    and j.indikator_id = d.indikator_id
  join iga2020_inovasi i on i.id = j.inovasi_id
  where j.tahun = ${tahun} and j.unit = 'inovasi' and i.is_index = 0 and i.tahun = j.tahun
  group by j.indikator_id`;

async function perIndikatorFigures(db: Db, tahun: number, now: Date) {
  const [region, innovation, groups, evidence] = await Promise.all([
    regionIndicators(db, tahun),
    innovationIndicators(db, tahun),
    // One scan of the year's answers, grouped by what the figures tell apart (a few hundred
    // rows at national scale: indicators x points x verified points).
    rowsOf<AnswerGroup>(
      db,
      sql`select j.indikator_id, j.skor::text as skor,
          j.skor_verifikasi::text as skor_verifikasi, count(*) as n
        from ${countedAnswers(tahun)}
        group by j.indikator_id, j.skor, j.skor_verifikasi`,
    ),
    rowsOf<{ indikator_id: number; n: string | number }>(db, evidenceOfYear(tahun)),
  ]);
  const byIndicator = new Map<number, AnswerGroup[]>();
  for (const g of groups) {
    const id = n(g.indikator_id);
    byIndicator.set(id, [...(byIndicator.get(id) ?? []), g]);
  }
  const withEvidence = new Map<number, number>();
  for (const e of evidence) {
    const id = n(e.indikator_id);
    withEvidence.set(id, (withEvidence.get(id) ?? 0) + n(e.n));
  }
  const near = (a: number, b: number) => Math.abs(a - b) < 0.005;
  const row = (unit: 'daerah' | 'inovasi') => (ind: IndicatorOut) => {
    const gs = byIndicator.get(ind.id) ?? [];
    const on = (value: string | null, point: number) =>
      value !== null && near(Number(value), point);
    const sum = (pick: (g: AnswerGroup) => boolean) =>
      gs.filter(pick).reduce((s, g) => s + n(g.n), 0);
    const onNoPoint = (value: string | null) =>
      value !== null && !ind.skala.some((p) => near(Number(value), p.nilai));
    const scored = gs.filter((g) => g.skor_verifikasi !== null);
    const dinilai = scored.reduce((s, g) => s + n(g.n), 0);
    const gap = scored.reduce((s, g) => s + (n(g.skor) - n(g.skor_verifikasi)) * n(g.n), 0);
    const dijawab = sum(() => true);
    const dengan_bukti = withEvidence.get(ind.id) ?? 0;
    return {
      id: ind.id,
      unit,
      no_urut: ind.no_urut,
      subs: ind.subs,
      indikator: ind.indikator,
      group_id: ind.group_id,
      sebaran: ind.skala.map((p) => ({
        nilai: p.nilai,
        keterangan: p.keterangan,
        diri: sum((g) => on(g.skor, p.nilai)),
        verifikasi: sum((g) => on(g.skor_verifikasi, p.nilai)),
      })),
      lainnya: {
        diri: sum((g) => onNoPoint(g.skor)),
        verifikasi: sum((g) => onNoPoint(g.skor_verifikasi)),
      },
      dijawab,
      dengan_bukti,
      persen_bukti: percent(dengan_bukti, dijawab),
      dinilai,
      rata_selisih: dinilai === 0 ? null : round(gap / dinilai, 2),
    };
  };
  return {
    tahun,
    indikator: [
      ...region.indikator.map(row('daerah')),
      ...innovation.indikator.map(row('inovasi')),
    ],
    dihitung_pada: computedAt(now),
  };
}

/* ------------------------------------------------------------------ qc */

/**
 * Spec 2 qc: quality control's queue per area and year (the rows GET /api/review/qc/lookup
 * lists for the account), its oldest waiting innovations, its decisions per day over the last
 * 30 days, and the share of decisions that overturned the verifier's, for the year's innovations.
 */
export function qcDashboard(db: Db, user: AuthUser, tahun: number, now: Date) {
  return cachedAnswer(db, { screen: 'qc', scope: scopeKey(user), tahun, stampYear: null }, () =>
    qcFigures(db, user, tahun, now),
  );
}

async function qcFigures(db: Db, user: AuthUser, tahun: number, now: Date) {
  const [queue, scope] = await Promise.all([
    queueConditions(db, user, 'qc'),
    queueConditions(db, user, null),
  ]);
  const from = sql`iga2020_inovasi
    join nomor_registrasi on nomor_registrasi.inovasi_id = iga2020_inovasi.id
    join profil_pemda on profil_pemda.id = iga2020_inovasi.profil_id`;
  const inQueue = and(...queue)!;
  const ofYear = eq(iga2020_inovasi.tahun, tahun);
  const [perArea, oldest, decisions] = await Promise.all([
    rowsOf<{ wilayah_id: number | null; wilayah: string | null; tahun: number; jumlah: unknown }>(
      db,
      sql`select wd.wilayah_id, w.nama as wilayah, iga2020_inovasi.tahun, count(*) as jumlah
        from ${from}
        left join wilayah_daerah wd on wd.m_daerah_id = profil_pemda.m_daerah_id
        left join wilayah w on w.id = wd.wilayah_id
        where ${inQueue}
        group by wd.wilayah_id, w.nama, iga2020_inovasi.tahun
        order by iga2020_inovasi.tahun desc, wd.wilayah_id nulls last`,
    ),
    db
      .select({
        id: iga2020_inovasi.id,
        nama: iga2020_inovasi.nama,
        tahun: iga2020_inovasi.tahun,
        profil_id: iga2020_inovasi.profil_id,
        nama_daerah: profil_pemda.nama,
        status_nomor: nomor_registrasi.status_nomor,
        qc: iga2020_inovasi.qc,
        sejak: nomor_registrasi.updated_at,
      })
      .from(iga2020_inovasi)
      .innerJoin(nomor_registrasi, eq(nomor_registrasi.inovasi_id, iga2020_inovasi.id))
      .innerJoin(profil_pemda, eq(profil_pemda.id, iga2020_inovasi.profil_id))
      .where(and(inQueue, ofYear))
      .orderBy(asc(nomor_registrasi.updated_at), asc(iga2020_inovasi.id))
      .limit(OLDEST_WAITING),
    // Each quality-control step of the year's innovations in the account's reach, by Jakarta
    // day (UTC+7, no daylight saving), its action and the state it left.
    rowsOf<{ tanggal: string; action: string; asal: string | null; jumlah: unknown }>(
      db,
      sql`select to_char((e.value ->> 'ts')::timestamptz at time zone 'UTC' + interval '7 hours',
          'YYYY-MM-DD') as tanggal, e.value ->> 'action' as action, e.value ->> 'from' as asal,
          count(*) as jumlah
        from ${from}
        cross join lateral jsonb_array_elements(nomor_registrasi.history) e
        where ${and(...scope, ofYear)}
          and e.value ->> 'action' in (${sql.join(
            QC_ACTIONS.map((a) => sql`${a}`),
            sql`, `,
          )})
        group by 1, 2, 3`,
    ),
  ]);
  const today = jakartaDate(now);
  const days = Array.from({ length: DECISION_DAYS }, (_, i) =>
    addDays(today, i + 1 - DECISION_DAYS),
  );
  const perDay = new Map(days.map((d) => [d, { tanggal: d, diterima: 0, ditolak: 0 }]));
  let total = 0;
  let overturned = 0;
  for (const d of decisions) {
    const count = n(d.jumlah);
    total += count;
    if (isOverturned(d.action, d.asal)) overturned += count;
    const day = perDay.get(d.tanggal);
    if (day) day[d.action === 'qc-terima' ? 'diterima' : 'ditolak'] += count;
  }
  const antrean = perArea.map((r) => ({
    wilayah_id: r.wilayah_id === null ? null : n(r.wilayah_id),
    wilayah: r.wilayah,
    tahun: n(r.tahun),
    jumlah: n(r.jumlah),
  }));
  const dayMs = 86_400_000;
  return {
    tahun,
    antrean,
    antrean_tahun: antrean.filter((r) => r.tahun === tahun).reduce((s, r) => s + r.jumlah, 0),
    tertua: oldest.map((r) => ({
      id: r.id,
      nama: r.nama,
      tahun: r.tahun,
      profil_id: r.profil_id,
      nama_daerah: r.nama_daerah,
      status: stateOf({ status_nomor: r.status_nomor, qc: r.qc }),
      menunggu_sejak: r.sejak.toISOString(),
      hari: Math.max(0, Math.floor((now.getTime() - r.sejak.getTime()) / dayMs)),
    })),
    keputusan: [...perDay.values()],
    dibalik: { keputusan: total, dibalik: overturned, persen: percent(overturned, total) },
    dihitung_pada: computedAt(now),
  };
}
