import { desc, lte, sql } from 'drizzle-orm';
import {
  bandsFor,
  computeFromSums,
  countScore,
  METHOD_2023,
  predicateFor,
  type IndexMethod,
  type RegionSums,
} from '../../../../domain/indexMethod';
import {
  COUNTED_SELF,
  COUNTED_VERIFIED,
  registrationStatuses,
} from '../../../../domain/indexCounting';
import type { PredikatBands, PredikatUse } from '../../../../domain/settings';
import { parseYears } from '../../../../domain/scoping';
import { forgetPortal } from '../../../platform/cache/publicCache';
import { allSettings } from '../../../platform/cache/settingsCache';
import type { Db } from '../../../platform/db/client';
import { iga_metode } from '../../../platform/db/schema';

/** The method in force for a year: the latest period row not after it, else the 2023 default. */
export async function methodFor(db: Db, tahun: number): Promise<IndexMethod> {
  const [row] = await db
    .select()
    .from(iga_metode)
    .where(lte(iga_metode.tahun, tahun))
    .orderBy(desc(iga_metode.tahun))
    .limit(1);
  if (!row) return METHOD_2023;
  return {
    versi: row.versi,
    pembagi_minimum: row.pembagi_minimum,
    koefisien_jumlah: Number(row.koefisien_jumlah),
    batas_jumlah: row.batas_jumlah,
    maks_skor_jumlah: Number(row.maks_skor_jumlah),
    skor_maksimum: Number(row.skor_maksimum),
  };
}

/** The `predikat_bands` setting: both band sets per period ({} when unreadable). */
export async function predicateTable(db: Db): Promise<PredikatBands> {
  const raw = (await allSettings(db)).predikat_bands;
  try {
    const table = JSON.parse(raw ?? '{}') as unknown;
    return table && typeof table === 'object' ? (table as PredikatBands) : {};
  } catch {
    return {};
  }
}

/** The predicate bands of a year for one use (default `daftar`, the index lists). */
export async function bandsOfYear(db: Db, tahun: number, use: PredikatUse = 'daftar') {
  return bandsFor(await predicateTable(db), tahun, use);
}

interface SumsRow {
  profil_id: number;
  spd: string | number | null;
  spd_v: string | number | null;
  /** Innovations the self index counts, and their self points. */
  n: string | number | null;
  inovasi: string | number | null;
  /** Innovations the verified index counts (verification passed), and their verified points. */
  n_v: string | number | null;
  inovasi_v: string | number | null;
}

/** The registration statuses each index counts (domain/indexCounting.ts), as SQL lists. */
const SELF_STATUSES = sql.raw(registrationStatuses(COUNTED_SELF).join(', '));
const VERIFIED_STATUSES = sql.raw(registrationStatuses(COUNTED_VERIFIED).join(', '));

/**
 * The sums of every region (or one) for a year, in one statement: the region answers' self and
 * verified points; the innovations the self index counts (sent for the period and not
 * rejected, not an index-year copy) with their self points; and among them those the verified
 * index counts (verification passed) with their verified points.
 */
function sumsQuery(tahun: number, profilId?: number) {
  const one = profilId === undefined ? sql`` : sql` where p.id = ${profilId}`;
  return sql`
    with spd as (
      select j.profil_id, sum(j.skor) as s, sum(coalesce(j.skor_verifikasi, 0)) as v
      from indikator_jawaban j
      where j.unit = 'daerah' and j.inovasi_id is null and j.tahun = ${tahun}
        ${profilId === undefined ? sql`` : sql`and j.profil_id = ${profilId}`}
      group by j.profil_id
    ), inv as (
      select i.profil_id, i.id, r.status_nomor in (${VERIFIED_STATUSES}) as lolos,
        coalesce(sum(j.skor), 0) as s, coalesce(sum(j.skor_verifikasi), 0) as v
      from iga2020_inovasi i
      join nomor_registrasi r on r.inovasi_id = i.id and r.status_nomor in (${SELF_STATUSES})
      left join indikator_jawaban j
        on j.inovasi_id = i.id and j.unit = 'inovasi' and j.tahun = i.tahun
      where i.tahun = ${tahun} and i.is_index = 0 and i.lomba = 0
        ${profilId === undefined ? sql`` : sql`and i.profil_id = ${profilId}`}
      group by i.profil_id, i.id, r.status_nomor
    ), per_region as (
      select profil_id, count(*) as n, sum(s) as s,
        count(*) filter (where lolos) as n_v, coalesce(sum(v) filter (where lolos), 0) as v
      from inv group by profil_id
    )
    select p.id as profil_id, spd.s as spd, spd.v as spd_v, pr.n as n, pr.s as inovasi,
      pr.n_v as n_v, pr.v as inovasi_v
    from profil_pemda p
    left join spd on spd.profil_id = p.id
    left join per_region pr on pr.profil_id = p.id${one}`;
}

const num = (v: string | number | null) => (v === null ? 0 : Number(v));

/**
 * Self (`s`) and verified (`v`) points per region and indicator group: region answers as they
 * are, innovation answers of the counted innovations summed (divided per region below, like SID);
 * an innovation the verified index does not count adds 0 verified points.
 */
function groupQuery(tahun: number, profilId?: number) {
  const onlyJ = profilId === undefined ? sql`` : sql`and j.profil_id = ${profilId}`;
  const onlyI = profilId === undefined ? sql`` : sql`and i.profil_id = ${profilId}`;
  return sql`
    select x.profil_id, x.group_id, x.unit, sum(x.s) as s, sum(x.v) as v from (
      select j.profil_id, ind.group_id, 'daerah' as unit, j.skor as s,
        coalesce(j.skor_verifikasi, 0) as v
      from indikator_jawaban j join iga_indikator ind on ind.id = j.indikator_id
      where j.unit = 'daerah' and j.inovasi_id is null and j.tahun = ${tahun} ${onlyJ}
      union all
      select i.profil_id, ind.group_id, 'inovasi' as unit, j.skor as s,
        case when r.status_nomor in (${VERIFIED_STATUSES}) then coalesce(j.skor_verifikasi, 0)
          else 0 end as v
      from iga2020_inovasi i
      join nomor_registrasi r on r.inovasi_id = i.id and r.status_nomor in (${SELF_STATUSES})
      join indikator_jawaban j on j.inovasi_id = i.id and j.unit = 'inovasi' and j.tahun = i.tahun
      join iga_indikator ind on ind.id = j.indikator_id
      where i.tahun = ${tahun} and i.is_index = 0 and i.lomba = 0 ${onlyI}
    ) x where x.group_id is not null
    group by x.profil_id, x.group_id, x.unit`;
}

/** The group of the count score (indicator 36, "Jumlah Inovasi dan Hasil Kreatif"). */
const COUNT_GROUP = 7;

type GroupRow = {
  profil_id: number;
  group_id: number;
  unit: string;
  s: string | number | null;
  v: string | number | null;
};

/**
 * Points per region and group (`s` self, `v` verified), the count score in its group; `nOf`:
 * each region's innovations counted by that index (its divisor and count score).
 */
function groupsOf(rows: GroupRow[], nOf: Map<number, number>, m: IndexMethod, of: 's' | 'v' = 's') {
  const out = new Map<number, Record<string, number>>();
  for (const r of rows) {
    const n = nOf.get(r.profil_id) ?? 0;
    const points = num(r[of]);
    const value = r.unit === 'inovasi' ? points / Math.max(m.pembagi_minimum, n) : points;
    const g = out.get(r.profil_id) ?? {};
    g[String(r.group_id)] = (g[String(r.group_id)] ?? 0) + value;
    out.set(r.profil_id, g);
  }
  for (const [profil, n] of nOf) {
    if (n === 0) continue;
    const g = out.get(profil) ?? {};
    g[String(COUNT_GROUP)] = (g[String(COUNT_GROUP)] ?? 0) + countScore(n, m);
    out.set(profil, g);
  }
  for (const g of out.values())
    for (const k of Object.keys(g)) g[k] = Math.round(g[k]! * 100) / 100;
  return out;
}

/** The stored result of one region from its sums (self and verification index). */
function resultOf(row: SumsRow, tahun: number, m: IndexMethod, bands: PredikatBands) {
  const self = computeFromSums({ spd: num(row.spd), n: num(row.n), inovasi: num(row.inovasi) }, m);
  const verified = computeFromSums(
    { spd: num(row.spd_v), n: num(row.n_v), inovasi: num(row.inovasi_v) },
    m,
  );
  return {
    profil_id: row.profil_id,
    tahun,
    method_version: m.versi,
    jumlah_inovasi: self.jumlah_inovasi,
    skor_jumlah_inovasi: self.skor_jumlah_inovasi,
    jumlah_inovasi_verifikasi: verified.jumlah_inovasi,
    skor_jumlah_inovasi_verifikasi: verified.skor_jumlah_inovasi,
    skor_spd: self.spd,
    skor_sid: self.sid,
    skor_total: self.skor_total,
    indeks: self.indeks,
    skor_spd_verifikasi: verified.spd,
    skor_sid_verifikasi: verified.sid,
    skor_total_verifikasi: verified.skor_total,
    indeks_verifikasi: verified.indeks,
    predikat: predicateFor('daftar', self.indeks, bands, tahun)?.predikat ?? null,
    kelompok: {} as Record<string, number>,
  };
}

type Result = ReturnType<typeof resultOf>;

const COLUMNS = [
  'profil_id',
  'tahun',
  'method_version',
  'jumlah_inovasi',
  'skor_jumlah_inovasi',
  'jumlah_inovasi_verifikasi',
  'skor_jumlah_inovasi_verifikasi',
  'skor_spd',
  'skor_sid',
  'skor_total',
  'indeks',
  'skor_spd_verifikasi',
  'skor_sid_verifikasi',
  'skor_total_verifikasi',
  'indeks_verifikasi',
  'predikat',
  'kelompok',
] as const satisfies readonly (keyof Result)[];

/** Upserts results, a few hundred rows per statement. */
async function store(db: Db, results: Result[]) {
  for (let i = 0; i < results.length; i += 500) {
    const part = results.slice(i, i + 500);
    const values = sql.join(
      part.map(
        (r) =>
          sql`(${sql.join(
            COLUMNS.map((c) => sql`${r[c]}`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    const cols = sql.raw(COLUMNS.map((c) => `"${c}"`).join(', '));
    const updates = sql.raw(
      COLUMNS.filter((c) => c !== 'profil_id' && c !== 'tahun')
        .map((c) => `"${c}" = excluded."${c}"`)
        .join(', '),
    );
    await db.execute(sql`
      insert into skor_indeks (${cols}) values ${values}
      on conflict (profil_id, tahun) do update set ${updates}, updated_at = now()`);
  }
}

async function compute(db: Db, tahun: number, profilId?: number) {
  const [m, bands] = await Promise.all([methodFor(db, tahun), predicateTable(db)]);
  const [res, groupRes] = await Promise.all([
    db.execute(sumsQuery(tahun, profilId)),
    db.execute(groupQuery(tahun, profilId)),
  ]);
  const rows = (res as unknown as { rows: SumsRow[] }).rows;
  const groups = groupsOf(
    (groupRes as unknown as { rows: GroupRow[] }).rows,
    new Map(rows.map((r) => [r.profil_id, num(r.n)])),
    m,
  );
  const results = rows.map((r) => ({
    ...resultOf(r, tahun, m, bands),
    kelompok: groups.get(r.profil_id) ?? {},
  }));
  await store(db, results);
  // A published period's figures (and every region's rank in it) are on the public pages.
  if (parseYears((await allSettings(db)).indeks_diumumkan).includes(tahun)) forgetPortal(db);
  return results;
}

/**
 * The self sums the index of one region and year is computed from (the same statement the
 * engine stores from), for a "what if" over domain/indexMethod.ts: the pemda dashboard's
 * suggestions.
 */
export async function regionSums(db: Db, profilId: number, tahun: number) {
  const [m, res] = await Promise.all([
    methodFor(db, tahun),
    db.execute(sumsQuery(tahun, profilId)),
  ]);
  const [row] = (res as unknown as { rows: SumsRow[] }).rows;
  const sums: RegionSums = {
    spd: num(row?.spd ?? null),
    n: num(row?.n ?? null),
    inovasi: num(row?.inovasi ?? null),
  };
  return { method: m, sums };
}

/**
 * Every region's points per indicator group (variable) of a year, self and verified, from the
 * stored answers by the engine's own rule (innovation points divided like SID, the count score
 * in its group, two decimals): the analysis of self against verified. The self figures are the
 * stored results' `kelompok`.
 */
export async function groupPointsOfYear(db: Db, tahun: number) {
  const [m, res, groupRes] = await Promise.all([
    methodFor(db, tahun),
    db.execute(sumsQuery(tahun)),
    db.execute(groupQuery(tahun)),
  ]);
  const rows = (res as unknown as { rows: SumsRow[] }).rows;
  const groupRows = (groupRes as unknown as { rows: GroupRow[] }).rows;
  const nOf = (k: 'n' | 'n_v') => new Map(rows.map((r) => [Number(r.profil_id), num(r[k])]));
  const typed = groupRows.map((r) => ({ ...r, profil_id: Number(r.profil_id) }));
  return {
    mandiri: groupsOf(typed, nOf('n'), m, 's'),
    verifikasi: groupsOf(typed, nOf('n_v'), m, 'v'),
  };
}

/**
 * After an answer, an evaluation, a document or a status change: the region's index of that
 * year, recomputed from its stored answers at once.
 */
export async function refreshRegionIndex(db: Db, profilId: number, tahun: number) {
  await compute(db, tahun, profilId);
}

/** "Hitung Ulang": every region of a year from the stored answers; the same numbers. */
export async function recountYear(db: Db, tahun: number) {
  const results = await compute(db, tahun);
  return { tahun, jumlah: results.length };
}
