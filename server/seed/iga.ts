import { and, eq } from 'drizzle-orm';
import {
  AWARD_2023,
  PRESENTATION_CRITERIA_2023,
  VALIDATION_CRITERIA_2023,
} from '../../domain/award';
import type { Db } from '../platform/db/client';
import { iga_indikator, iga_klaster, iga_periode } from '../platform/db/schema';
import type { Log } from './util';

/**
 * The award's 2023 defaults (issue 25): the presentation criteria (tipe R) with their weights,
 * the field validation's criteria (tipe V, inferred), and the period's settings row (weights
 * 50/30/20, the 2023 nominee counts per cluster, 3 winners per cluster). Each is left alone when
 * already there.
 */
export async function seedIga(db: Db, log: Log): Promise<void> {
  const tahun = 2023;
  for (const [tipe, list] of [
    ['R', PRESENTATION_CRITERIA_2023],
    ['V', VALIDATION_CRITERIA_2023],
  ] as const) {
    const [have] = await db
      .select({ id: iga_indikator.id })
      .from(iga_indikator)
      .where(and(eq(iga_indikator.tahun, tahun), eq(iga_indikator.tipe, tipe)))
      .limit(1);
    if (have) continue;
    await db.insert(iga_indikator).values(
      list.map((c) => ({
        tahun,
        tipe,
        no_urut: c.no_urut,
        indikator: c.indikator,
        bobot: String(c.bobot),
        jenis: 'H',
      })),
    );
    log(`iga_indikator ${tahun}: ${list.length} kriteria tipe ${tipe}`);
  }
  const clusters = await db.select().from(iga_klaster);
  const inserted = await db
    .insert(iga_periode)
    .values({
      tahun,
      bobot_iid: String(AWARD_2023.bobot.iid),
      bobot_presentasi: String(AWARD_2023.bobot.presentasi),
      bobot_validasi: String(AWARD_2023.bobot.validasi),
      kuota: Object.fromEntries(
        clusters.map((k) => [String(k.id), AWARD_2023.kuota[k.klaster] ?? 0]),
      ),
      jumlah_pemenang: AWARD_2023.jumlah_pemenang,
    })
    .onConflictDoNothing()
    .returning({ id: iga_periode.id });
  if (inserted.length > 0) log('iga_periode: pengaturan IGA 2023');
}
