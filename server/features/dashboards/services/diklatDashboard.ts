import { and, desc, eq, sql } from 'drizzle-orm';
import { getResource } from '../../../../resources';
import type { Db } from '../../../platform/db/client';
import {
  jenis_pelatihan,
  laporan_diklat,
  m_daerah,
  profil_pemda,
} from '../../../platform/db/schema';
import { scopeConditions } from '../../../crud/scope';
import type { AuthUser } from '../../../platform/auth/users';
import { cachedAnswer } from '../../../platform/cache/dashboardCache';
import { scopeKey } from './dashboardFacts';

/**
 * The training dashboard (spec 2 `diklat`): the training reports of a year in the account's
 * scope, as the data-diklat list scopes them (a regional training admin its region, a
 * participant its own reports). A report's year is the year it was filed (Asia/Jakarta). Three
 * statements whatever the number of reports.
 */
export function diklatDashboard(db: Db, user: AuthUser, tahun: number, now: Date) {
  // Kept per account and year (a participant sees only its own reports): the training reports'
  // writes declare no family and so drop it, as does a change of the regions' names.
  return cachedAnswer(
    db,
    {
      screen: 'diklat',
      scope: `${scopeKey(user)}|${user.id}`,
      tahun,
      dependsOn: { tahun: null, families: ['master'] },
      reader: user,
    },
    () => diklatFigures(db, user, tahun, now),
    now.getTime(),
  );
}

async function diklatFigures(db: Db, user: AuthUser, tahun: number, now: Date) {
  const scope = await scopeConditions(db, getResource('laporan_diklat')!, laporan_diklat, user, {
    list: true,
  });
  const filedIn = sql`extract(year from ${laporan_diklat.created_at} at time zone 'Asia/Jakarta') = ${tahun}`;
  const where = and(...scope, filedIn);
  const [totals, perJenis, terbaru] = await Promise.all([
    db
      .select({
        laporan: sql<number>`count(*)::int`,
        dengan_laporan: sql<number>`count(*) filter (where coalesce(${laporan_diklat.file_laporan}, '') <> '')::int`,
        dengan_video: sql<number>`count(*) filter (where coalesce(${laporan_diklat.file_video}, '') <> '')::int`,
        daerah: sql<number>`count(distinct ${laporan_diklat.profil_id})::int`,
      })
      .from(laporan_diklat)
      .where(where),
    db
      .select({
        id: jenis_pelatihan.id,
        nama: jenis_pelatihan.name,
        jumlah: sql<number>`count(${laporan_diklat.id})::int`,
      })
      .from(laporan_diklat)
      .leftJoin(jenis_pelatihan, eq(jenis_pelatihan.id, laporan_diklat.jenis_pelatihan_id))
      .where(where)
      .groupBy(jenis_pelatihan.id, jenis_pelatihan.name)
      .orderBy(desc(sql`count(${laporan_diklat.id})`), jenis_pelatihan.name),
    db
      .select({
        id: laporan_diklat.id,
        nama_peserta: laporan_diklat.nama_peserta,
        judul_proyek: laporan_diklat.judul_proyek,
        daerah: m_daerah.nama,
        dibuat: laporan_diklat.created_at,
      })
      .from(laporan_diklat)
      .leftJoin(profil_pemda, eq(profil_pemda.id, laporan_diklat.profil_id))
      .leftJoin(m_daerah, eq(m_daerah.id, profil_pemda.m_daerah_id))
      .where(where)
      .orderBy(desc(laporan_diklat.created_at), desc(laporan_diklat.id))
      .limit(10),
  ]);
  const t = totals[0]!;
  return {
    tahun,
    ...t,
    per_jenis: perJenis.map((r) => ({ id: r.id, nama: r.nama, jumlah: r.jumlah })),
    terbaru: terbaru.map((r) => ({ ...r, dibuat: r.dibuat.toISOString() })),
    dihitung_pada: now.toISOString(),
  };
}
