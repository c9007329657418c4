/**
 * Database seed: reference data always (regions, profiles, clusters, areas, lookups, the 2023
 * indicator set, settings, site content, a superadmin), demo data on request.
 *
 * Idempotent: every block matches what exists by a natural key (m_daerah.kode, slugs, setting
 * names, usernames, (profil_id, nama, tahun) of demo innovations ...) or, for lists an
 * administrator may edit and the demo's journeys, answers, competition, archive and award, runs
 * only while what it writes is absent; existing values are never overwritten, and files are
 * stored only for the rows inserted. Everything runs in one transaction, so a failed seed leaves
 * no row behind (files written meanwhile are orphans the media sweep removes).
 *
 * Region data comes from idn-area-data (data under the Open Database License, see
 * ./data/ATTRIBUTION.md).
 */
import type { Storage } from '../platform/storage/storage';
import type { Db } from '../platform/db/client';
import { ensureSuperadmin } from './akun';
import { seedDaerah, seedProfilPemda } from './daerah';
import { DEMO_SETTINGS, seedDemo } from './demo';
import { seedIga } from './iga';
import { seedIndikator } from './indikator';
import { seedMetode } from './metode';
import { seedKlaster, seedWilayah } from './klaster';
import { seedKonten, seedPengaturan } from './konten';
import { seedReferensi } from './referensi';
import { registerFeatureHooks } from '../features/register';

// The engine learns each resource's hooks before any request or seed write reaches it.
registerFeatureHooks();

export { DEMO_PASSWORD } from './demo';

export interface SeedOptions {
  /** Also create demo accounts, OPD/UPT, innovations and content. */
  demo: boolean;
  /**
   * Where the demo's files go (evidence, guides, reports): the storage the server reads them
   * from (server/platform/storage/storageEnv.ts), so they download. Required with `demo`.
   */
  storage?: Storage;
  /** Password of the `superadmin` account; required without demo when no superadmin exists. */
  adminPassword?: string;
  log?: (msg: string) => void;
}

export async function seed(db: Db, opts: SeedOptions): Promise<void> {
  const started = Date.now();
  const storage = opts.storage;
  if (opts.demo && !storage) throw new Error('Seed demo memerlukan penyimpanan berkas (storage)');
  // Messages are held until the transaction commits, so a failed seed does not report work that
  // was rolled back.
  const lines: string[] = [];
  const log = (msg: string) => void lines.push(msg);
  await db.transaction(async (tx) => {
    const t: Db = tx;
    await seedDaerah(t, log);
    await seedProfilPemda(t, log);
    await seedKlaster(t, log);
    await seedWilayah(t, log);
    await seedReferensi(t, log);
    await seedIndikator(t, log);
    await seedMetode(t, log);
    await seedIga(t, log);
    await seedPengaturan(t, log, opts.demo ? DEMO_SETTINGS : {});
    await seedKonten(t, log);
    if (storage && opts.demo)
      await seedDemo(t, { adminPassword: opts.adminPassword, storage }, log);
    else await ensureSuperadmin(t, opts.adminPassword, log);
  });
  const out = opts.log ?? (() => {});
  for (const line of lines) out(line);
  out(`seed selesai dalam ${Date.now() - started} ms${opts.demo ? ' (dengan data demo)' : ''}`);
}
