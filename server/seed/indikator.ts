import { eq } from 'drizzle-orm';
import { iga_indikator, iga_skala } from '../platform/db/schema';
import type { Db } from '../platform/db/client';
import data from './data/indikator-2023.json' with { type: 'json' };
import type { Log } from './util';

const num = (v: number | undefined): string | null => (v === undefined ? null : String(v));

/** Natural key of an indicator inside one period. */
const key = (tipe: string, noUrut: number, subs: string | null) =>
  `${tipe}|${noUrut}|${subs ?? ''}`;

/**
 * The 2023 indicator master (tahun 2023): 15 region indicators (tipe P, some split in a/b
 * sub-items), 20 per-innovation indicators (16-35) and the automatic innovation count (36), with
 * their scales (nilai = bobot x level). The reference has no parent rows for the a/b sub-items, so
 * they share no_urut, carry subs 'a'/'b' and keep parent_id null. Indicators already present
 * (same tahun, tipe, no_urut, subs) are left as they are, scales included.
 */
export async function seedIndikator(db: Db, log: Log): Promise<void> {
  const tahun = data.tahun;
  const existing = await db
    .select({ tipe: iga_indikator.tipe, no: iga_indikator.no_urut, subs: iga_indikator.subs })
    .from(iga_indikator)
    .where(eq(iga_indikator.tahun, tahun));
  const have = new Set(existing.map((e) => key(e.tipe, e.no, e.subs)));
  const todo = data.indikator.filter((i) => !have.has(key(i.tipe, i.no_urut, i.subs)));
  if (todo.length === 0) return;

  const created = await db
    .insert(iga_indikator)
    .values(
      todo.map((i) => ({
        tahun,
        no_urut: i.no_urut,
        tipe: i.tipe,
        indikator: i.indikator,
        keterangan: i.keterangan,
        data_pendukung: i.data_pendukung,
        jenis_file: i.jenis_file,
        document_type: i.document_type,
        filetypes: i.filetypes,
        bobot: String(i.bobot),
        satuan: i.satuan,
        jenis: i.jenis,
        group_id: i.group_id,
        parent_id: null,
        subs: i.subs,
        required: i.required,
      })),
    )
    .returning({
      id: iga_indikator.id,
      tipe: iga_indikator.tipe,
      no: iga_indikator.no_urut,
      subs: iga_indikator.subs,
    });

  const idOf = new Map(created.map((c) => [key(c.tipe, c.no, c.subs), c.id]));
  const skala = todo.flatMap((i) => {
    const id = idOf.get(key(i.tipe, i.no_urut, i.subs));
    if (id === undefined) return [];
    return i.skala.map((s) => ({
      iga_indikator_id: id,
      nilai: String(s.nilai),
      mulai_dari: num('mulai_dari' in s ? s.mulai_dari : undefined),
      sampai_dengan: num('sampai_dengan' in s ? s.sampai_dengan : undefined),
      keterangan: s.keterangan,
    }));
  });
  if (skala.length > 0) await db.insert(iga_skala).values(skala);
  log(`iga_indikator ${tahun}: ${created.length} indikator, ${skala.length} skala`);
}
