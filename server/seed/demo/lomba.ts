import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { isLombaComplete } from '../../../domain/innovationCompleteness';
import { WINDOW_SETTING, windowFor } from '../../../domain/innovationRules';
import { LOMBA_EDGES, STORED } from '../../../domain/innovationWorkflow';
import { innovationIndicators } from '../../features/scoring/services/indicatorSet';
import type { Storage } from '../../platform/storage/storage';
import type { Db } from '../../platform/db/client';
import { app_settings, iga2020_inovasi, nomor_registrasi } from '../../platform/db/schema';
import akunData from '../data/demo-akun.json' with { type: 'json' };
import { createRng } from '../prng';
import { referensiIds } from '../referensi';
import { DEMO_USER } from '../../platform/auth/usernames';
import { insertJson, updateJson, type Log } from '../util';
import { actorsOf } from './alur';
import { DASAR, innovationRow } from './baris';
import { evidenceFiles } from './berkas';
import { answerOwner, completenessOf, drawLevels, type Jawaban } from './jawaban';
import type { DaerahDemo } from './opd';
import { JOURNEYS, takeJourney } from './perjalanan';
import { saveJawaban } from './simpan';

const TAHUN = 2026;

/** The entries: whose, made by which demo account, and how far they got. */
const ENTRIES: readonly {
  kode: string;
  by: 'pemda' | 'opd' | null;
  stage: 'kirim' | 'lengkap' | 'sebagian' | 'baru';
}[] = [
  { kode: akunData.kode_kota, by: 'pemda', stage: 'kirim' },
  { kode: akunData.kode_kota, by: 'opd', stage: 'lengkap' },
  { kode: akunData.kode_kota, by: 'pemda', stage: 'sebagian' },
  { kode: '32.77', by: null, stage: 'baru' },
  { kode: '35.78', by: null, stage: 'baru' },
  { kode: '73.71', by: null, stage: 'baru' },
];

/**
 * The open competition's entries (Lomba Inovasi Daerah, rows `lomba = 1` of the active year):
 * their dates inside the period's competition window (spec 5: 2022-01-01 to 2025-12-31 by
 * default), Kota Bandung's made by its demo accounts: one answered in full and sent to the
 * competition's own review queue, one complete and ready to send, one half answered; a few of
 * other regions just registered. Runs only while no entry exists.
 */
export async function seedLombaDemo(
  db: Db,
  refs: { daerah: DaerahDemo[]; akun: Map<string, number>; storage: Storage },
  log: Log,
): Promise<void> {
  const [have] = await db
    .select({ id: iga2020_inovasi.id })
    .from(iga2020_inovasi)
    .where(eq(iga2020_inovasi.lomba, 1))
    .limit(1);
  if (have) return;
  const [setting] = await db
    .select({ v: app_settings.setting_value })
    .from(app_settings)
    .where(eq(app_settings.name, WINDOW_SETTING));
  const window = windowFor(setting?.v, TAHUN).lomba;
  const ids = await referensiIds(db);
  const actors = await actorsOf(db, refs.akun);
  const rng = createRng(2026_0501);
  const regions = refs.daerah.filter((d) => ENTRIES.some((e) => e.kode === d.kode));
  const taken = await db
    .select({ p: iga2020_inovasi.profil_id, nama: iga2020_inovasi.nama })
    .from(iga2020_inovasi)
    .where(
      and(
        eq(iga2020_inovasi.tahun, TAHUN),
        inArray(
          iga2020_inovasi.profil_id,
          regions.map((d) => d.profil_id),
        ),
      ),
    );
  const used = new Set(taken.map((t) => `${t.p}|${t.nama}`));
  const plans = ENTRIES.flatMap((e) => {
    const d = regions.find((r) => r.kode === e.kode);
    if (!d) return [];
    // The OPD account's entry comes from its own agency; the others from any line unused.
    const line = rng
      .sample(DASAR, DASAR.length)
      .find(
        (l) =>
          !used.has(`${d.profil_id}|${l[0]}`) && (e.by !== 'opd' || l[1] === akunData.opd_akun),
      );
    if (!line) return [];
    used.add(`${d.profil_id}|${line[0]}`);
    const by = e.by === null ? null : (actors.get(DEMO_USER[e.by])?.id ?? null);
    const row = innovationRow(rng, ids, d, line, {
      tahun: TAHUN,
      inovasi_status: 2,
      is_covid: 9 + line[4],
      from: window.mulai,
      to: window.sampai,
      created_by: by,
      lomba: 1,
    });
    return [{ e, d, row }];
  });
  if (plans.length === 0) return;
  const inserted = await db
    .insert(iga2020_inovasi)
    .values(plans.map((p) => p.row))
    .returning({ id: iga2020_inovasi.id });

  const set = (await innovationIndicators(db, TAHUN)).indikator;
  const files = await evidenceFiles();
  const jawaban: Jawaban[] = [];
  const updates: ({ id: number } & Partial<typeof iga2020_inovasi.$inferInsert>)[] = [];
  const registrations: (typeof nomor_registrasi.$inferInsert)[] = [];
  plans.forEach(({ e, d, row }, i) => {
    const id = inserted[i]!.id;
    if (e.stage === 'baru') return;
    const owner = {
      unit: 'lomba' as const,
      ...d,
      inovasi_id: id,
      tahun: TAHUN,
      by: row.created_by ?? null,
    };
    const levels = drawLevels(rng, set, 0.8, e.stage !== 'sebagian');
    // Half answered: the mandatory indicators are left for later.
    if (e.stage === 'sebagian')
      for (const ind of set) if (ind.required === 1) levels.delete(ind.id);
    const answers = answerOwner(set, owner, levels, files);
    const done = completenessOf(set, answers, row.is_covid ?? null);
    jawaban.push(answers);
    updates.push({
      id,
      status_dokumen: done.status_dokumen,
      kelengkapan: done.kelengkapan,
      kematangan: String(done.kematangan),
      submitable: done.submitable,
    });
    if (e.stage !== 'kirim') return;
    // Sending an entry needs its mandatory indicators complete (isLombaComplete).
    if (!isLombaComplete(done)) throw new Error(`Inovasi lomba demo ${id} belum lengkap`);
    const sender = actors.get(DEMO_USER.pemda)!;
    const journey = takeJourney(
      JOURNEYS.dikirim,
      { pengirim: sender, pemeriksa: sender, mutu: sender },
      Date.UTC(2026, 10, 2, 3),
      86_400_000,
      LOMBA_EDGES,
    );
    registrations.push({
      inovasi_id: id,
      hash: randomUUID(),
      status_nomor: STORED[journey.state].status_nomor,
      history: journey.history,
      sent_by: journey.sent_by,
      setuju: 1,
      created_at: new Date(journey.history[0]!.ts),
      updated_at: new Date(journey.history.at(-1)!.ts),
    });
  });
  await saveJawaban(db, refs.storage, jawaban);
  if (updates.length > 0) await updateJson(db, iga2020_inovasi, updates);
  if (registrations.length > 0) await insertJson(db, nomor_registrasi, registrations);
  log(`lomba inovasi demo: ${plans.length} inovasi lomba, ${registrations.length} terkirim`);
}
