import { and, count, eq, inArray } from 'drizzle-orm';
import { recountYear } from '../../features/scoring/services/indexEngine';
import { regionIndicators } from '../../features/scoring/services/indicatorSet';
import type { Storage } from '../../platform/storage/storage';
import type { Db } from '../../platform/db/client';
import { indikator_jawaban, wilayah_daerah } from '../../platform/db/schema';
import { createRng } from '../prng';
import { DEMO_USER } from '../../platform/auth/usernames';
import type { Log } from '../util';
import { actorsOf } from './alur';
import { evidenceFiles } from './berkas';
import { accept, answerOwner, drawLevels, evaluate, type Jawaban } from './jawaban';
import { saveJawaban } from './simpan';

/** The finished, announced demo year, and the active one. */
const VERIFIED_YEAR = 2025;
const ACTIVE_YEAR = 2026;

/** The area the demo verifier works in (demo-akun.json: verifikator area 1). */
const AREA = 1;

interface Region {
  profil_id: number;
  m_daerah_id: number;
  kode: string;
}

/**
 * Region (SPD) answers of the demo regions but the demo pemda's own, each indicator answered
 * with a scale and its evidence (a letter, stored as a file), as a region's admin fills them in:
 * - 2025, verified indicator by indicator: Wilayah I by the demo verifier, Wilayah II by the
 *   ministry's admin (no demo verifier works there; admin verifies anywhere);
 * - 2026, the active year, not verified yet.
 * Kota Bandung's region indicators start empty, its documents too (a region's documents carry
 * no year, so 2025 evidence would show on the 2026 input screen): a new user fills them in.
 * Regions without a demo account answer through the ministry's admin. A year runs only while
 * the demo regions have no region answers in it. Then every demo year's index is computed, so
 * the ranking, the recap and the breakdown have numbers on a fresh portal.
 */
export async function seedIndeksDemo(
  db: Db,
  refs: {
    daerah: Region[];
    ownKode: string;
    akun: Map<string, number>;
    storage: Storage;
  },
  log: Log,
): Promise<void> {
  const actors = await actorsOf(db, refs.akun);
  const idOf = (u: string) => actors.get(u)?.id ?? null;
  const areaOf = new Map(
    (
      await db
        .select({ d: wilayah_daerah.m_daerah_id, w: wilayah_daerah.wilayah_id })
        .from(wilayah_daerah)
        .where(
          inArray(
            wilayah_daerah.m_daerah_id,
            refs.daerah.map((d) => d.m_daerah_id),
          ),
        )
    ).map((r) => [r.d, r.w]),
  );
  const files = await evidenceFiles();
  const regions = refs.daerah.filter((d) => d.kode !== refs.ownKode);
  for (const tahun of [VERIFIED_YEAR, ACTIVE_YEAR]) {
    const ids = regions.map((d) => d.profil_id);
    if (ids.length === 0) continue;
    const [have] = await db
      .select({ n: count() })
      .from(indikator_jawaban)
      .where(
        and(
          eq(indikator_jawaban.unit, 'daerah'),
          eq(indikator_jawaban.tahun, tahun),
          inArray(indikator_jawaban.profil_id, ids),
        ),
      );
    if (Number(have?.n ?? 0) > 0) continue;
    const set = (await regionIndicators(db, tahun)).indikator;
    const rng = createRng(tahun);
    const all: Jawaban[] = [];
    for (const region of regions) {
      // Some regions answer most indicators well, others few: a spread of predicates.
      const effort = rng.next();
      const by = idOf(DEMO_USER.admin);
      const owner = { unit: 'daerah' as const, ...region, inovasi_id: null, tahun, by };
      const jawaban = answerOwner(set, owner, drawLevels(rng, set, effort, false), files);
      if (tahun === VERIFIED_YEAR) {
        const verifier = idOf(
          areaOf.get(region.m_daerah_id) === AREA ? DEMO_USER.verifikator : DEMO_USER.admin,
        );
        evaluate(set, jawaban.answers, verifier!, (ind, answer) =>
          accept(ind, answer, rng.chance(0.15), 'daerah'),
        );
      }
      all.push(jawaban);
    }
    const saved = await saveJawaban(db, refs.storage, all);
    log(`indikator_jawaban ${tahun}: ${saved.answers} jawaban indikator daerah demo`);
  }
  for (const tahun of [2023, 2024, VERIFIED_YEAR, ACTIVE_YEAR]) await recountYear(db, tahun);
}
