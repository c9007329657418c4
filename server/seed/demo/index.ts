import { and, eq } from 'drizzle-orm';
import { upt } from '../../platform/db/schema';
import type { Storage } from '../../platform/storage/storage';
import type { Db } from '../../platform/db/client';
import { usesAccountField } from '../../../domain/accounts';
import { ROLES } from '../../../domain/roles';
import { seedAkunDemo, type AkunBaru } from '../akun';
import akunData from '../data/demo-akun.json' with { type: 'json' };
import type { Log } from '../util';
import { seedAlurDemo } from './alur';
import { seedArsipDemo } from './arsip';
import { seedIndeksDemo } from './indeks';
import { deferSimilarity, seedKemiripanDemo } from './kemiripan';
import { seedInovasiDemo } from './inovasi';
import { seedLombaDemo } from './lomba';
import { seedDiklatDemo, seedMediaDemo } from './media';
import { loadDaerahDemo, seedOpdDemo } from './opd';
import { seedPenghargaanDemo } from './penghargaan';

/** Password of every demo account (the superadmin's is ADMIN_PASSWORD when that is set). */
export const DEMO_PASSWORD = 'Demo#2026';

/**
 * Settings a demo portal starts with beside the defaults (data/pengaturan.json): the regional
 * innovation competition open, its entries editable and sendable.
 */
export const DEMO_SETTINGS: Readonly<Record<string, string>> = {
  lomba_status: '1',
  lomba_edit_indikator: '1',
  lomba_kirim_inovasi: '1',
  // Issue 38: the demo's texts are drawn from one small pool of template sentences
  // (data/demo-teks.json), so any two are 0.55-0.9 alike by trigrams where real ones are not;
  // at the default 0.6 nearly every pair would be flagged. The demo flags its copies only.
  kemiripan_ambang: '0.92',
};

/**
 * Demo data: OPD/UPT for about forty regions, one account per role bound to Kota Bandung (32.73)
 * or Provinsi Jawa Barat (32) where the role is regional, ~350 innovations, and content. Every
 * row in a workflow state got there by the product's rules: 2025 complete (answers, evidence,
 * verification, quality control, index, award published), 2026 under way, the competition
 * open with entries, the archive filled, every downloadable item a stored file.
 */
export async function seedDemo(
  db: Db,
  opts: { adminPassword: string | undefined; storage: Storage },
  log: Log,
): Promise<void> {
  const { adminPassword, storage } = opts;
  // Issue 38: the bulk load keeps each innovation's text; the flags are searched at the end.
  await deferSimilarity(db, true);
  await seedOpdDemo(db, log);
  const daerah = await loadDaerahDemo(db);
  const kota = daerah.find((d) => d.kode === akunData.kode_kota);
  const prov = daerah.find((d) => d.kode === akunData.kode_provinsi);
  if (!kota || !prov) throw new Error('Daerah demo Kota Bandung / Jawa Barat tidak ditemukan');
  const opdId = kota.opd.get(akunData.opd_akun) ?? null;
  const [unit] = await db
    .select({ id: upt.id, opd: upt.opd_perangkat_id })
    .from(upt)
    .where(and(eq(upt.m_daerah_id, kota.m_daerah_id), eq(upt.nama, akunData.upt_akun)));

  // demo-akun.json binds a regional account to the city (`kota`) or the province (`provinsi`).
  const region: Record<string, number> = { kota: kota.m_daerah_id, provinsi: prov.m_daerah_id };
  const akun: AkunBaru[] = ROLES.map((role) => {
    const a = akunData.akun.find((x) => x.role === role);
    if (!a) throw new Error(`Data akun demo untuk peran ${role} tidak ada`);
    return {
      role,
      nama: a.nama,
      area: a.area,
      m_daerah_id: a.daerah === null ? null : (region[a.daerah] ?? null),
      // A UPT account belongs to its unit and to the unit's OPD.
      opd_perangkat_id: usesAccountField('opd_perangkat_id', role)
        ? opdId
        : usesAccountField('upt_id', role)
          ? (unit?.opd ?? null)
          : null,
      upt_id: usesAccountField('upt_id', role) ? (unit?.id ?? null) : null,
    };
  });
  const ids = await seedAkunDemo(db, akun, DEMO_PASSWORD, adminPassword, log);
  await seedInovasiDemo(db, { daerah, akun: ids }, log);
  await seedMediaDemo(db, storage, log);
  await seedDiklatDemo(db, { daerah, akun: ids });
  await seedAlurDemo(db, { akun: ids, storage }, log);
  await seedLombaDemo(db, { daerah, akun: ids, storage }, log);
  await seedArsipDemo(db, daerah, log);
  // After every answer and journey: the index of each demo year, then the award built on it.
  await seedIndeksDemo(db, { daerah, ownKode: akunData.kode_kota, akun: ids, storage }, log);
  await seedPenghargaanDemo(db, ids, log);
  await seedKemiripanDemo(db, { akun: ids, storage }, log);
}
