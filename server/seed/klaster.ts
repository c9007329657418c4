import { inArray } from 'drizzle-orm';
import {
  iga_klaster,
  iga_klaster_daerah,
  m_daerah,
  wilayah,
  wilayah_daerah,
} from '../platform/db/schema';
import type { Db } from '../platform/db/client';
import { bumpSequence, chunks, countRows, type Log } from './util';

type DaerahRow = {
  id: number;
  kode: string;
  jenis: string;
  is_tertinggal: boolean;
  is_perbatasan: boolean;
  is_papua: boolean;
};

const KLASTER: { nama: string; cocok: (d: DaerahRow) => boolean }[] = [
  { nama: 'Provinsi', cocok: (d) => d.jenis === 'provinsi' },
  { nama: 'Kabupaten', cocok: (d) => d.jenis === 'kabupaten' },
  { nama: 'Kota', cocok: (d) => d.jenis === 'kota' },
  { nama: 'Daerah Perbatasan', cocok: (d) => d.is_perbatasan },
  { nama: 'Daerah Tertinggal', cocok: (d) => d.is_tertinggal },
  { nama: 'Papua', cocok: (d) => d.is_papua },
];

const allDaerah = (db: Db) =>
  db
    .select({
      id: m_daerah.id,
      kode: m_daerah.kode,
      jenis: m_daerah.jenis,
      is_tertinggal: m_daerah.is_tertinggal,
      is_perbatasan: m_daerah.is_perbatasan,
      is_papua: m_daerah.is_papua,
    })
    .from(m_daerah);

/**
 * IGA award clusters, seeded while the list is empty and filled from the region levels and flags.
 * Afterwards the clusters and their members belong to the administrator.
 */
export async function seedKlaster(db: Db, log: Log): Promise<void> {
  if ((await countRows(db, iga_klaster)) > 0) return;
  const created = await db
    .insert(iga_klaster)
    .values(KLASTER.map((k) => ({ klaster: k.nama })))
    .returning({ id: iga_klaster.id, klaster: iga_klaster.klaster });
  const daerah = await allDaerah(db);
  const rows = created.flatMap((c) => {
    const def = KLASTER.find((k) => k.nama === c.klaster);
    return daerah
      .filter((d) => def?.cocok(d))
      .map((d) => ({ iga_klaster_id: c.id, iga_daerah_id: d.id }));
  });
  for (const part of chunks(rows)) await db.insert(iga_klaster_daerah).values(part);
  log(`iga_klaster: ${created.length} klaster, ${rows.length} anggota`);
}

/**
 * Assessment areas. Wilayah I = Sumatera (11-21), Jawa (31-36) and Bali (51): 17 provinces in the
 * west; Wilayah II = Nusa Tenggara (52-53), Kalimantan (61-65), Sulawesi (71-76), Maluku (81-82)
 * and Papua (91-96): 21 provinces in the centre and east. Ids 1 and 2 match usr_asn.area 1 and 2.
 */
export const WILAYAH_I_PROVINSI: ReadonlySet<string> = new Set(
  '11 12 13 14 15 16 17 18 19 21 31 32 33 34 35 36 51'.split(' '),
);

export async function seedWilayah(db: Db, log: Log): Promise<void> {
  if ((await countRows(db, wilayah)) === 0) {
    await db.insert(wilayah).values([
      { id: 1, nama: 'Wilayah I' },
      { id: 2, nama: 'Wilayah II' },
    ]);
    await bumpSequence(db, 'wilayah');
  }
  const ids = await db
    .select({ id: wilayah.id, nama: wilayah.nama })
    .from(wilayah)
    .where(inArray(wilayah.nama, ['Wilayah I', 'Wilayah II']));
  const w1 = ids.find((w) => w.nama === 'Wilayah I')?.id;
  const w2 = ids.find((w) => w.nama === 'Wilayah II')?.id;
  if (w1 === undefined || w2 === undefined) {
    log('wilayah: "Wilayah I"/"Wilayah II" sudah diganti nama, keanggotaan tidak diisi');
    return;
  }
  const daerah = await allDaerah(db);
  const rows = daerah.map((d) => ({
    wilayah_id: WILAYAH_I_PROVINSI.has(d.kode.slice(0, 2)) ? w1 : w2,
    m_daerah_id: d.id,
  }));
  // unique(m_daerah_id): a region already placed (possibly by an administrator) stays where it is.
  let added = 0;
  for (const part of chunks(rows)) {
    const r = await db
      .insert(wilayah_daerah)
      .values(part)
      .onConflictDoNothing()
      .returning({ id: wilayah_daerah.id });
    added += r.length;
  }
  if (added > 0) log(`wilayah_daerah: ${added} daerah dibagi ke Wilayah I dan Wilayah II`);
}
