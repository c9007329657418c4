import { and, count, eq, inArray } from 'drizzle-orm';
import { recountYear } from '../../../services/indexEngine';
import { indicatorsOfSet } from '../../../services/indicatorSet';
import type { Db } from '../../client';
import { dokumen, indikator_jawaban } from '../../schema';
import { createRng } from '../prng';
import type { Log } from '../util';

const DEMO_YEAR = 2026;

/**
 * Region answers for the demo regions other than the demo pemda's own (which starts empty, so a
 * new user fills it in): each of the 15 region indicators answered with a scale, backed by a
 * registered letter (number and date, no file), for the demo year. Then every demo year's index
 * is computed, so the ranking, the recap and the breakdown have numbers on a fresh portal.
 * Runs only while the demo regions have no region answers.
 */
export async function seedIndeksDemo(
  db: Db,
  refs: { daerah: { profil_id: number; kode: string }[]; ownKode: string },
  log: Log,
): Promise<void> {
  const regions = refs.daerah.filter((d) => d.kode !== refs.ownKode);
  const ids = regions.map((d) => d.profil_id);
  if (ids.length === 0) return;
  const [have] = await db
    .select({ n: count() })
    .from(indikator_jawaban)
    .where(and(eq(indikator_jawaban.unit, 'daerah'), inArray(indikator_jawaban.profil_id, ids)));
  if (Number(have?.n ?? 0) === 0) {
    const set = await indicatorsOfSet(db, 2023);
    const rng = createRng(2026);
    const answers: (typeof indikator_jawaban.$inferInsert)[] = [];
    const letters: (typeof dokumen.$inferInsert)[] = [];
    for (const region of regions) {
      // Some regions answer most indicators well, others few: a spread of predicates.
      const effort = rng.next();
      for (const ind of set) {
        if (ind.skala.length === 0 || rng.next() > 0.35 + effort * 0.6) continue;
        const scale =
          ind.skala[
            Math.min(ind.skala.length - 1, Math.floor(rng.next() * (1 + effort) * ind.skala.length))
          ]!;
        answers.push({
          unit: 'daerah',
          profil_id: region.profil_id,
          inovasi_id: null,
          indikator_id: ind.id,
          tahun: DEMO_YEAR,
          skala_id: scale.id,
          skala_text: scale.keterangan,
          satuan: ind.satuan,
          skor: String(scale.nilai),
        });
        letters.push({
          unit: 'daerah',
          profil_id: region.profil_id,
          inovasi_id: null,
          indikator_id: ind.id,
          nama: `Bukti indikator ${ind.no_urut}${ind.subs ?? ''} (arsip surat)`,
          nomor_surat: `${100 + ind.no_urut}/${region.kode}/${DEMO_YEAR}`,
          tanggal_surat: `${DEMO_YEAR}-0${1 + (ind.no_urut % 9)}-15`,
        });
      }
    }
    if (answers.length > 0) {
      await db.insert(indikator_jawaban).values(answers);
      await db.insert(dokumen).values(letters);
      log(`indikator_jawaban: ${answers.length} jawaban indikator daerah demo`);
    }
  }
  for (const tahun of [2023, 2024, 2025, DEMO_YEAR]) await recountYear(db, tahun);
}
