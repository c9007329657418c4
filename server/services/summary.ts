import { and, count, countDistinct, sql } from 'drizzle-orm';
import { getResource } from '../../resources';
import { scopeConditions } from '../crud/scope';
import type { Db } from '../db/client';
import { iga2020_inovasi, profil_pemda } from '../db/schema';
import type { AuthUser } from './users';

/**
 * The main dashboard's counts, inside the same scope as the account's lists: its regions, its own
 * innovations for agencies, its allowed years, no index records.
 */
export async function dashboardSummary(db: Db, user: AuthUser) {
  const inScope = async (name: string, table: typeof iga2020_inovasi | typeof profil_pemda) =>
    and(...(await scopeConditions(db, getResource(name)!, table, user, { list: true })));
  const where = await inScope('iga2020_inovasi', iga2020_inovasi);
  const stage = (s: number) =>
    sql<number>`count(*) filter (where ${iga2020_inovasi.inovasi_status} = ${s})`;
  const [totals] = await db
    .select({
      total_inovasi: count(),
      inisiatif: stage(0),
      uji_coba: stage(1),
      penerapan: stage(2),
      pemda_dengan_inovasi: countDistinct(iga2020_inovasi.profil_id),
    })
    .from(iga2020_inovasi)
    .where(where);
  const perTahun = await db
    .select({ tahun: iga2020_inovasi.tahun, total: count() })
    .from(iga2020_inovasi)
    .where(where)
    .groupBy(iga2020_inovasi.tahun)
    .orderBy(iga2020_inovasi.tahun);
  const [pemda] = await db
    .select({ n: count() })
    .from(profil_pemda)
    .where(await inScope('profil_pemda', profil_pemda));
  const n = (v: unknown) => Number(v ?? 0);
  return {
    total_inovasi: n(totals?.total_inovasi),
    inisiatif: n(totals?.inisiatif),
    uji_coba: n(totals?.uji_coba),
    penerapan: n(totals?.penerapan),
    total_pemda: n(pemda?.n),
    pemda_dengan_inovasi: n(totals?.pemda_dengan_inovasi),
    per_tahun: perTahun.map((r) => ({ tahun: r.tahun, total: n(r.total) })),
  };
}
