import { eq, inArray } from 'drizzle-orm';
import { m_daerah, opd_perangkat, profil_pemda, upt } from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';
import wilayahDemo from '../data/demo-daerah.json' with { type: 'json' };
import type { Log } from '../util';

export interface DaerahDemo {
  kode: string;
  nama: string;
  jenis: string;
  lat: number;
  lng: number;
  bobot: number;
  m_daerah_id: number;
  profil_id: number;
  /** OPD of this region by name. */
  opd: Map<string, number>;
}

/** The demo regions with their ids, OPD and profile (all seeded before this runs). */
export async function loadDaerahDemo(db: Db): Promise<DaerahDemo[]> {
  const kode = wilayahDemo.daerah.map((d) => d.kode);
  const rows = await db
    .select({
      id: m_daerah.id,
      kode: m_daerah.kode,
      nama: m_daerah.nama,
      jenis: m_daerah.jenis,
      profil_id: profil_pemda.id,
    })
    .from(m_daerah)
    .innerJoin(profil_pemda, eq(profil_pemda.m_daerah_id, m_daerah.id))
    .where(inArray(m_daerah.kode, kode));
  const opd = await db
    .select({
      id: opd_perangkat.id,
      nama: opd_perangkat.nama,
      m_daerah_id: opd_perangkat.m_daerah_id,
    })
    .from(opd_perangkat)
    .where(
      inArray(
        opd_perangkat.m_daerah_id,
        rows.map((r) => r.id),
      ),
    );
  return wilayahDemo.daerah.flatMap((d) => {
    const r = rows.find((x) => x.kode === d.kode);
    if (!r) return [];
    const own = opd.filter((o) => o.m_daerah_id === r.id);
    return [
      {
        ...d,
        nama: r.nama,
        jenis: r.jenis,
        m_daerah_id: r.id,
        profil_id: r.profil_id,
        opd: new Map(own.map((o) => [o.nama, o.id])),
      },
    ];
  });
}

/**
 * Demo OPD for the regions flagged `opd` (Kota Bandung gets a longer list); a region that already
 * has OPD is left alone. Then a few UPT under some of them, matched by (region, name).
 */
export async function seedOpdDemo(db: Db, log: Log): Promise<void> {
  const daerah = (await loadDaerahDemo(db)).filter(
    (d) => wilayahDemo.daerah.find((x) => x.kode === d.kode)?.opd,
  );
  const rows = daerah
    .filter((d) => d.opd.size === 0)
    .flatMap((d) => {
      const names =
        d.kode === '32.73'
          ? [...wilayahDemo.opd_umum, ...wilayahDemo.opd_tambahan_kota]
          : wilayahDemo.opd_umum;
      return names.map((nama) => ({ m_daerah_id: d.m_daerah_id, nama }));
    });
  if (rows.length > 0) {
    await db.insert(opd_perangkat).values(rows);
    log(`opd_perangkat: ${rows.length} OPD demo`);
  }
  const fresh = await loadDaerahDemo(db);
  const existingUpt = await db.select({ nama: upt.nama, m_daerah_id: upt.m_daerah_id }).from(upt);
  const uptRows = wilayahDemo.upt.flatMap((u) => {
    const d = fresh.find((x) => x.kode === u.kode);
    const opdId = d?.opd.get(u.opd);
    if (!d || opdId === undefined) return [];
    if (existingUpt.some((e) => e.m_daerah_id === d.m_daerah_id && e.nama === u.nama)) return [];
    return [{ m_daerah_id: d.m_daerah_id, opd_perangkat_id: opdId, nama: u.nama }];
  });
  if (uptRows.length > 0) await db.insert(upt).values(uptRows);
}
