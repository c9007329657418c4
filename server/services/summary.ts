import { and, count, countDistinct, eq, sql, type SQL } from 'drizzle-orm';
import { hasAnyRole } from '../../domain/roles';
import type { Db } from '../db/client';
import { iga2020_inovasi, profil_pemda } from '../db/schema';
import type { AuthUser } from './users';

/** Which innovations the main dashboard counts for this account. */
function summaryScope(user: AuthUser): SQL[] {
  const conds: SQL[] = [eq(iga2020_inovasi.is_index, 0)];
  if (hasAnyRole(user.roles, ['superadmin', 'admin'])) return conds;
  // Regional accounts only ever see their own region; OPD and UPT only what they created.
  conds.push(eq(iga2020_inovasi.profil_id, user.profil_id ?? -1));
  if (hasAnyRole(user.roles, ['opd', 'upt']) && !hasAnyRole(user.roles, ['pemda'])) {
    conds.push(eq(iga2020_inovasi.created_by, user.id));
  }
  return conds;
}

export async function dashboardSummary(db: Db, user: AuthUser) {
  const where = and(...summaryScope(user));
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
  const [pemda] = await db.select({ n: count() }).from(profil_pemda);
  const n = (v: unknown) => Number(v ?? 0);
  return {
    total_inovasi: n(totals?.total_inovasi),
    inisiatif: n(totals?.inisiatif),
    uji_coba: n(totals?.uji_coba),
    penerapan: n(totals?.penerapan),
    total_pemda: hasAnyRole(user.roles, ['superadmin', 'admin']) ? n(pemda?.n) : 1,
    pemda_dengan_inovasi: n(totals?.pemda_dengan_inovasi),
    per_tahun: perTahun.map((r) => ({ tahun: r.tahun, total: n(r.total) })),
  };
}
