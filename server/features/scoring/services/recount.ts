import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { activities, skor_indeks } from '../../../platform/db/schema';
import { recordActivity, type ActivityActor } from '../../../platform/db/audit';

/** How a recount run is named in the activity log (resource `skor_indeks`, record the year). */
const RUN = { name: 'hitung_ulang', resource: 'skor_indeks' } as const;

/** One finished recount (POST /api/indeks/hitung-ulang). */
export interface RecountRun {
  tahun: number;
  jumlah: number;
  durasi_ms: number;
}

/**
 * Records a recount in the activity log: the year as the record id (so the last run of a year
 * is one index lookup), the count of regions and how long it took.
 */
export const recordRecount = (db: Db, actor: ActivityActor, run: RecountRun) =>
  recordActivity(db, {
    actor,
    ...RUN,
    recordId: run.tahun,
    data: [
      { name: 'tahun', value: run.tahun },
      { name: 'jumlah', value: run.jumlah },
      { name: 'durasi_ms', value: run.durasi_ms },
    ],
  });

/** One year of the recount screen: its stored results and its last run, if any. */
export interface RecountYear {
  tahun: number;
  /** Regions with a stored result for the year. */
  hasil: number;
  terakhir: {
    waktu: string;
    durasi_ms: number | null;
    jumlah: number | null;
    oleh: string | null;
  } | null;
}

const valueOf = (data: { name: string; value?: unknown }[], name: string) => {
  const v = data.find((d) => d.name === name)?.value;
  return typeof v === 'number' ? v : null;
};

/**
 * The recount per year (spec 6 `recount`, issue 27 item 3): every year with stored results, the
 * current period, and every year recounted, newest first, each with its last run's time,
 * duration, count and who ran it.
 */
export async function recountYears(db: Db, activeYear: number): Promise<RecountYear[]> {
  const [stored, runs] = await Promise.all([
    db
      .select({ tahun: skor_indeks.tahun, n: sql<number>`count(*)::int` })
      .from(skor_indeks)
      .groupBy(skor_indeks.tahun),
    db
      .selectDistinctOn([activities.record_id], {
        tahun: activities.record_id,
        ts: activities.ts,
        username: activities.username,
        data: activities.data,
      })
      .from(activities)
      .where(
        and(
          eq(activities.resource, RUN.resource),
          eq(activities.name, RUN.name),
          sql`${activities.record_id} is not null`,
        ),
      )
      .orderBy(activities.record_id, desc(activities.ts), desc(activities.id)),
  ]);
  const years = new Map<number, RecountYear>();
  const year = (tahun: number) => {
    const found = years.get(tahun) ?? { tahun, hasil: 0, terakhir: null };
    years.set(tahun, found);
    return found;
  };
  year(activeYear);
  for (const s of stored) year(s.tahun).hasil = Number(s.n);
  for (const r of runs) {
    const tahun = Number(r.tahun);
    if (!Number.isInteger(tahun)) continue;
    year(tahun).terakhir = {
      waktu: r.ts.toISOString(),
      durasi_ms: valueOf(r.data, 'durasi_ms'),
      jumlah: valueOf(r.data, 'jumlah'),
      oleh: r.username,
    };
  }
  return [...years.values()].sort((a, b) => b.tahun - a.tahun);
}
