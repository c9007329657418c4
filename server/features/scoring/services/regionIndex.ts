import { sql, type SQL } from 'drizzle-orm';
import { parseYears } from '../../../../domain/scoping';
import { allSettings } from '../../../platform/cache/settingsCache';
import type { PredikatBands } from '../../../../domain/settings';
import type { Db } from '../../../platform/db/client';
import { namedRows } from './namedStatements';
import { writeSteps } from '../../../platform/db/writeSteps';
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

/**
 * Everything the index of one region and year is computed from, in one statement (issue 40
 * item 3): the method in force, the region answers' self and verified sums, the counted
 * innovations (sent for the period and not rejected, not an index-year copy) with their self
 * points and, among them, those the verified index counts with their verified points, and the
 * self points per indicator group and unit. The same rows the whole-year engine reads
 * (indexEngine.ts `sumsQuery`, `groupQuery`), narrowed to one region before they are read: a
 * region absent from profil_pemda answers no row, so nothing is stored, as there.
 */
function regionQuery(profilId: number, tahun: number, writes: SQL[]) {
  const first = writes.length > 0 ? sql`${writeSteps(writes)}, ` : sql``;
  return sql`
    with ${first}inv as (
      select i.id, r.status_nomor in (${VERIFIED_STATUSES}) as lolos
      from iga2020_inovasi i
      join nomor_registrasi r on r.inovasi_id = i.id and r.status_nomor in (${SELF_STATUSES})
      where i.profil_id = ${profilId} and i.tahun = ${tahun} and i.is_index = 0 and i.lomba = 0
    ), spd as (
      select j.indikator_id, j.skor, coalesce(j.skor_verifikasi, 0) as v
      from indikator_jawaban j
      where j.unit = 'daerah' and j.inovasi_id is null and j.tahun = ${tahun}
        and j.profil_id = ${profilId}
    ), ans as (
      select j.indikator_id, j.skor, j.skor_verifikasi, inv.lolos
      from inv join indikator_jawaban j
        on j.inovasi_id = inv.id and j.unit = 'inovasi' and j.tahun = ${tahun}
    ), groups as (
      select ind.group_id, x.unit, sum(x.s) as s from (
        select indikator_id, 'daerah' as unit, skor as s from spd
        union all
        select indikator_id, 'inovasi' as unit, skor as s from ans
      ) x join iga_indikator ind on ind.id = x.indikator_id
      where ind.group_id is not null
      group by ind.group_id, x.unit
    )
    select p.id as profil_id,
      (select row_to_json(m) from (
        select versi, pembagi_minimum, koefisien_jumlah, batas_jumlah, maks_skor_jumlah,
          skor_maksimum
        from iga_metode where tahun <= ${tahun} order by tahun desc limit 1) m) as metode,
      (select sum(skor) from spd) as spd,
      (select sum(v) from spd) as spd_v,
      (select count(*) from inv) as n,
      (select coalesce(sum(skor), 0) from ans) as inovasi,
      (select count(*) from inv where lolos) as n_v,
      (select coalesce(sum(skor_verifikasi), 0) from ans where lolos) as inovasi_v,
      (select json_agg(g) from groups g) as groups
    from profil_pemda p where p.id = ${profilId}`;
}

type Sum = SumsRow['spd'];
/** The statement's columns, in order. */
type RegionColumns = [
  number,
  Parameters<typeof methodOfRow>[0] | string,
  Sum,
  Sum,
  Sum,
  Sum,
  Sum,
  Sum,
  Omit<GroupRow, 'profil_id' | 'v'>[] | string | null,
];

const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * Recomputes and stores the index of one region and year from its stored answers: the figures
 * the whole-year engine stores for it (`recountYear`), in two statements (the rows above, the
 * upsert), inside the transaction `db` of the write that holds the region's lock. The settings
 * (predicate bands, published years) come `loaded` before it (`recountSettings`). `published`:
 * the year's figures are on the public pages, which the caller forgets once its writes are
 * committed. `writes`: data-modifying statements (an evaluation's activity entry and its
 * innovation's verified sum) run as the statement's first steps, in the same round trip: they
 * see what the transaction's earlier statements wrote, and the region's rows do not depend on
 * them.
 */
export async function recomputeRegion(
  db: Db,
  profilId: number,
  tahun: number,
  loaded: RecountSettings,
  writes: SQL[] = [],
): Promise<{ published: boolean }> {
  const [raw] = await namedRows(db, regionQuery(profilId, tahun, writes));
  if (raw) {
    const [, metode, spd, spd_v, n, inovasi, n_v, inovasi_v, perGroup] = raw as RegionColumns;
    const row: SumsRow = { profil_id: profilId, spd, spd_v, n, inovasi, n_v, inovasi_v };
    const m = methodOfRow(parsed(metode));
    const groupRows: GroupRow[] = (parsed(perGroup) ?? []).map((g) => ({
      ...g,
      profil_id: profilId,
      v: null,
    }));
    const groups = groupsOf(groupRows, new Map([[profilId, num(row.n)]]), m);
    await store(
      db,
      [{ ...resultOf(row, tahun, m, loaded.bands), kelompok: groups.get(profilId) ?? {} }],
      namedRows,
    );
  }
  return { published: loaded.published.includes(tahun) };
}

/** What a recount reads from the settings: the predicate bands and the published years. */
export interface RecountSettings {
  bands: PredikatBands;
  published: number[];
}

/**
 * The settings a recount needs, read before the transaction that recounts (through the copy
 * kept per database handle, settingsCache.ts): on PGlite a transaction holds the only
 * connection, so a settings read inside it, past the copy's few seconds, would wait for the
 * transaction that waits for it.
 */
export async function recountSettings(db: Db): Promise<RecountSettings> {
  const [bands, settings] = await Promise.all([predicateTable(db), allSettings(db)]);
  return { bands, published: parseYears(settings.indeks_diumumkan) };
}
