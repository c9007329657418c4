import { eq, isNotNull } from 'drizzle-orm';
import { AWARD_2023, sheetScore, type AwardSheet } from '../../../domain/award';
import { nomineeStates } from '../../features/award/services/award';
import { conflicts, criteriaOf, publish } from '../../features/award/services/awardScores';
import { findActiveUser } from '../../platform/auth/users';
import type { Db } from '../../platform/db/client';
import {
  iga_klaster,
  iga_penilai,
  iga_penilaian,
  iga_periode,
  iga_terbit,
} from '../../platform/db/schema';
import iga from '../data/demo-iga.json' with { type: 'json' };
import { createRng } from '../prng';
import { DEMO_USER } from '../../platform/auth/usernames';
import type { Log } from '../util';

const SHEETS: readonly AwardSheet[] = ['presentasi', 'validasi'];

/**
 * The 2025 award, published from real sheets (runs after the year's index is computed):
 * - the period's settings: nominees per cluster sized to the demo regions with data, so every
 *   cluster that takes nominees has some; later years keep them until changed;
 * - the nominees the verified index proposes (services/award.ts nomineeStates), no decision
 *   overriding it;
 * - every assigned assessor's presentation and field-validation sheet of each nominee (assigned:
 *   an assessor with an account, not bound to the nominee's region, as the scoring board
 *   counts them), scored by the award's own sheetScore;
 * - the ranking published by superadmin through the real publish(), which writes the frozen
 *   version (iga_terbit) and the winners rows.
 * The sheets are rows, not submitSheet calls: that service reads the nominees again for every
 * sheet, which the seed's time budget (every API test file seeds) cannot afford. Runs only while
 * the year is unpublished.
 */
export async function seedPenghargaanDemo(
  db: Db,
  akun: Map<string, number>,
  log: Log,
): Promise<void> {
  const tahun = iga.tahun;
  const [published] = await db
    .select({ id: iga_terbit.id })
    .from(iga_terbit)
    .where(eq(iga_terbit.tahun, tahun))
    .limit(1);
  if (published) return;
  const clusters = await db.select().from(iga_klaster);
  const kuota = iga.kuota as Record<string, number>;
  await db
    .insert(iga_periode)
    .values({
      tahun,
      bobot_iid: String(AWARD_2023.bobot.iid),
      bobot_presentasi: String(AWARD_2023.bobot.presentasi),
      bobot_validasi: String(AWARD_2023.bobot.validasi),
      kuota: Object.fromEntries(clusters.map((k) => [String(k.id), kuota[k.klaster] ?? 0])),
      jumlah_pemenang: iga.jumlah_pemenang,
    })
    .onConflictDoNothing({ target: iga_periode.tahun });

  const nominees = (await nomineeStates(db, tahun)).states.filter((s) => s.nominasi);
  const assessors = await db
    .select({ id: iga_penilai.id })
    .from(iga_penilai)
    .where(isNotNull(iga_penilai.usr_asn_id));
  const bound = new Set(
    (await conflicts(db, tahun)).map((c) => `${c.iga_penilai_id}|${c.profil_id}`),
  );
  const criteria = await criteriaOf(db, tahun);
  const rng = createRng(tahun * 7);
  const sheets: (typeof iga_penilaian.$inferInsert)[] = [];
  for (const nominee of nominees) {
    for (const assessor of assessors) {
      if (bound.has(`${assessor.id}|${nominee.profil_id}`)) continue;
      for (const jenis of SHEETS) {
        const nilai = Object.fromEntries(
          criteria[jenis].map((c) => [String(c.id), rng.int(iga.nilai.min, iga.nilai.max)]),
        );
        const skor = sheetScore(nilai, criteria[jenis]);
        sheets.push({
          tahun,
          profil_id: nominee.profil_id,
          iga_penilai_id: assessor.id,
          jenis,
          nilai,
          skor: String(skor),
        });
      }
    }
  }
  if (sheets.length > 0) await db.insert(iga_penilaian).values(sheets).onConflictDoNothing();

  const id = akun.get(DEMO_USER.superadmin);
  const superadmin = id === undefined ? null : await findActiveUser(db, id);
  if (!superadmin) throw new Error('Akun superadmin tidak ditemukan');
  const result = await publish(db, superadmin, tahun);
  log(
    `iga ${tahun}: ${nominees.length} nominasi, ${sheets.length} lembar penilaian, ` +
      `${result.pemenang.length} pemenang diterbitkan`,
  );
}
