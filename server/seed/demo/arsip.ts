import { between } from 'drizzle-orm';
import { ARSIP_YEARS } from '../../features/archive/services/arsip';
import type { Db } from '../../platform/db/client';
import { iga2020_inovasi } from '../../platform/db/schema';
import akunData from '../data/demo-akun.json' with { type: 'json' };
import { createRng } from '../prng';
import { referensiIds } from '../referensi';
import { chunks, type Log } from '../util';
import { DASAR, innovationRow } from './baris';
import type { DaerahDemo } from './opd';

/** Regions with archived innovations and how many each (Kota Bandung's shows to its pemda). */
const ARSIP: Readonly<Record<string, number>> = {
  [akunData.kode_kota]: 6,
  '32': 3,
  '32.04': 2,
  '35.78': 3,
  '35.10': 3,
  '73.71': 2,
  '34.71': 2,
};

/** The archived years the demo fills: the last five before the index periods. */
const YEARS = [2018, 2019, 2020, 2021, 2022];

/**
 * The innovation archive (spec 2 arsip, years 2005-2022): innovations reported before the
 * current index periods, as the old system kept them: every stage, an earlier theme (before
 * Asta Cita, so below 9), dates inside their own year, never sent. Runs only while the archive
 * years hold no innovation.
 */
export async function seedArsipDemo(db: Db, daerah: DaerahDemo[], log: Log): Promise<void> {
  const [have] = await db
    .select({ id: iga2020_inovasi.id })
    .from(iga2020_inovasi)
    .where(between(iga2020_inovasi.tahun, ARSIP_YEARS.from, ARSIP_YEARS.to))
    .limit(1);
  if (have) return;
  const ids = await referensiIds(db);
  const rng = createRng(2022);
  const rows = daerah
    .filter((d) => ARSIP[d.kode])
    .flatMap((d) =>
      rng.sample(DASAR, ARSIP[d.kode] ?? 0).map((line, i) => {
        const tahun = YEARS[(i + d.profil_id) % YEARS.length]!;
        return innovationRow(rng, ids, d, line, {
          tahun,
          inovasi_status: rng.pick([0, 1, 2, 2]),
          is_covid: rng.int(1, 8),
          from: `${tahun}-01-01`,
          to: `${tahun}-12-31`,
          created_by: null,
        });
      }),
    );
  for (const part of chunks(rows, 200)) await db.insert(iga2020_inovasi).values(part);
  if (rows.length > 0)
    log(`arsip inovasi demo: ${rows.length} inovasi ${YEARS[0]}-${YEARS.at(-1)}`);
}
