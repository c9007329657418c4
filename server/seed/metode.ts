import { METHOD_2023 } from '../../domain/indexMethod';
import type { Db } from '../platform/db/client';
import { iga_metode } from '../platform/db/schema';
import type { Log } from './util';

/** The 2023 IID method as the default of every period (iid-method.md); kept if already there. */
export async function seedMetode(db: Db, log: Log): Promise<void> {
  const inserted = await db
    .insert(iga_metode)
    .values({
      tahun: 2023,
      versi: METHOD_2023.versi,
      pembagi_minimum: METHOD_2023.pembagi_minimum,
      koefisien_jumlah: String(METHOD_2023.koefisien_jumlah),
      batas_jumlah: METHOD_2023.batas_jumlah,
      maks_skor_jumlah: String(METHOD_2023.maks_skor_jumlah),
      skor_maksimum: String(METHOD_2023.skor_maksimum),
    })
    .onConflictDoNothing()
    .returning({ id: iga_metode.id });
  if (inserted.length > 0) log('iga_metode: metode 2023');
}
