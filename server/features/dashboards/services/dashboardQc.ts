import { and, asc, eq, sql } from 'drizzle-orm';
import {
  DECISION_DAYS,
  isOverturned,
  OLDEST_WAITING,
  percent,
  QC_ACTIONS,
} from '../../../../domain/dashboard';
import { addDays, jakartaDate } from '../../../../domain/format';
import { stateOf } from '../../../../domain/innovationWorkflow';
import type { Db } from '../../../platform/db/client';
import { iga2020_inovasi, nomor_registrasi, profil_pemda } from '../../../platform/db/schema';
import { cachedAnswer } from '../../../platform/cache/dashboardCache';
import { queueConditions } from '../../review/services/reviewQueues';
import { flaggedInQcQueue } from '../../similarity/services/kemiripanReport';
import type { AuthUser } from '../../../platform/auth/users';
import { computedAt, n, rowsOf, scopeKey } from './dashboardFacts';

/**
 * Spec 2 qc: quality control's queue per area and year (the rows GET /api/review/qc/lookup
 * lists for the account), its oldest waiting innovations, its decisions per day over the last
 * 30 days, and the share of decisions that overturned the verifier's, for the year's innovations.
 */
export function qcDashboard(db: Db, user: AuthUser, tahun: number, now: Date) {
  // Its decisions per day span the years: every year's writes reach it.
  return cachedAnswer(
    db,
    { screen: 'qc', scope: scopeKey(user), tahun, dependsOn: { tahun: null }, reader: user },
    () => qcFigures(db, user, tahun, now),
    now.getTime(),
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
  const [perArea, oldest, decisions, flagged] = await Promise.all([
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
    // Issue 38: the queue's innovations of the year that carry a copied-work flag.
    flaggedInQcQueue(db, user, tahun),
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
    kemiripan: flagged,
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
