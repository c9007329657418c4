import { desc, lte, sql, type SQL } from 'drizzle-orm';
import { bandsFor, type IndexMethod, type RegionSums } from '../../../../domain/indexMethod';
import type { PredikatUse } from '../../../../domain/settings';
import { parseYears } from '../../../../domain/scoping';
import { forgetPortal } from '../../../platform/cache/publicCache';
import { allSettings } from '../../../platform/cache/settingsCache';
import type { Db } from '../../../platform/db/client';
import { iga_metode } from '../../../platform/db/schema';
import {
  groupsOf,
  methodOfRow,
  num,
  predicateTable,
  resultOf,
  SELF_STATUSES,
  store,
  VERIFIED_STATUSES,
  type GroupRow,
  type SumsRow,
} from './indexRows';
import { recomputeRegion, recountSettings, type RecountSettings } from './regionIndex';

export { recountSettings };

export { predicateTable } from './indexRows';

/** The method in force for a year: the latest period row not after it, else the 2023 default. */
export async function methodFor(db: Db, tahun: number): Promise<IndexMethod> {
  const [row] = await db
    .select()
    .from(iga_metode)
    .where(lte(iga_metode.tahun, tahun))
    .orderBy(desc(iga_metode.tahun))
    .limit(1);
  return methodOfRow(row);
}

/** The predicate bands of a year for one use (default `daftar`, the index lists). */
export async function bandsOfYear(db: Db, tahun: number, use: PredikatUse = 'daftar') {
  return bandsFor(await predicateTable(db), tahun, use);
}

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

async function compute(db: Db, tahun: number) {
  const [m, bands] = await Promise.all([methodFor(db, tahun), predicateTable(db)]);
  const [res, groupRes] = await Promise.all([
    db.execute(sumsQuery(tahun)),
    db.execute(groupQuery(tahun)),
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
 * Inside the transaction of a write that holds the region's lock (answerStore.ts
 * `ownerLockSql`): the region's index of that year, recomputed from the answers as the
 * transaction sees them, in two statements (regionIndex.ts), with the write's own `writes` in
 * the first. `loaded`: `recountSettings(db)`, read before the transaction began. Answers
 * whether the year is published: the caller forgets the public pages once committed
 * (`afterRecount`).
 */
export async function recountRegionInside(
  tx: Db,
  loaded: RecountSettings,
  profilId: number,
  tahun: number,
  writes: SQL[] = [],
): Promise<boolean> {
  return (await recomputeRegion(tx, profilId, tahun, loaded, writes)).published;
}

/** After the transaction that recounted a published year's region: the public pages move. */
export function afterRecount(db: Db, published: boolean) {
  if (published) forgetPortal(db);
}

/** "Hitung Ulang": every region of a year from the stored answers; the same numbers. */
export async function recountYear(db: Db, tahun: number) {
  const results = await compute(db, tahun);
  return { tahun, jumlah: results.length };
}
