import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { cachedAnswer } from '../../../platform/cache/dashboardCache';
import type { Reader } from '../../../platform/cache/changeScope';

/**
 * The rankings' answers (GET /ranking-index and /rekap-akhir: every region ranked; GET
 * /ranking-iga: the award ranking as it stands and the year's publications), computed once and
 * kept in the dashboards' cache (dashboardCache.ts), which keeps an answer until a write through
 * the API changes what it reads (any region's figures of the year, or an undeclared write). A
 * ranking also reads tables that change outside those writes' declarations: the regions' names
 * and award clusters, the period's award settings, superadmin's nominee decisions and, for the
 * award ranking, the assessors' sheets and the publications. Their stamp (`rankingStamp`) goes
 * with the kept answer, so a write to any of them is seen at once, on every node (no message
 * needs to travel).
 *
 * The stamp follows content, not time, where unrelated writes are frequent (a region editing its
 * contact fields must not drop the ranking): a hash sum of the columns the rankings read. The
 * award tables are only written by the award's own actions, each of which changes the answer, so
 * there the count and the sum of `updated_at` (every write sets it) suffice.
 */

export type RankingScreen = 'ranking-index' | 'ranking-iga';

/**
 * The stamp of what a ranking of `tahun` reads besides `skor_indeks`, in one statement: each
 * region's id, region and name and each cluster membership hashed as one value (a swap between
 * two rows moves the sum), the award tables of the year by their index. Integer hashing, not
 * text concatenation: about 0.2 ms in PostgreSQL at national scale.
 */
export async function rankingStamp(db: Db, screen: RankingScreen, tahun: number): Promise<string> {
  const written = (table: string) =>
    sql.raw(`count(*) || ':' || coalesce(sum(extract(epoch from updated_at)), 0) from ${table}`);
  const res = await db.execute(sql`
    select
      (select count(*) || ':' || coalesce(sum(
          hashint8extended(id::bigint << 32 | m_daerah_id, hashtext(nama))), 0)
        from profil_pemda) as profil,
      (select count(*) || ':' || coalesce(sum(
          hashint8(iga_klaster_id::bigint << 32 | iga_daerah_id)), 0)
        from iga_klaster_daerah) as klaster_daerah,
      (select count(*) || ':' || coalesce(sum(hashint8extended(id, hashtext(klaster))), 0)
        from iga_klaster) as klaster,
      (select ${written('iga_periode')}) as periode,
      (select ${written('iga_nominasi')} where tahun = ${tahun}) as nominasi
      ${
        screen === 'ranking-iga'
          ? sql`, (select ${written('iga_penilaian')} where tahun = ${tahun}) as penilaian,
              (select ${written('iga_terbit')} where tahun = ${tahun}) as terbit`
          : sql``
      }`);
  const [row] = (res as unknown as { rows: Record<string, unknown>[] }).rows;
  return Object.values(row ?? {})
    .map(String)
    .join('|');
}

/**
 * A ranking of a year (`filter`: what narrows it, e.g. one award cluster), from the cache while
 * neither a write of the year nor the ranking's other tables changed it, else from `compute`.
 * Every role that opens these screens sees every region, so no role scope splits the answer.
 * `reader`: who reads, for the lag other regions' writes allow (none given: no lag).
 */
export async function cachedRanking<T>(
  db: Db,
  screen: RankingScreen,
  tahun: number,
  filter: string,
  compute: () => Promise<T>,
  reader?: Reader,
  /** The caller's clock (ms), for the answers' ages (the routes pass the app's). */
  nowMs = Date.now(),
): Promise<T> {
  const stamp = await rankingStamp(db, screen, tahun);
  return cachedAnswer(
    db,
    { screen, scope: filter, tahun, dependsOn: { tahun }, stamp, reader },
    compute,
    nowMs,
  );
}
