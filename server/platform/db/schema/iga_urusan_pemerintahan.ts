import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

export const iga_urusan_pemerintahan = pgTable('iga_urusan_pemerintahan', {
  id: id(),
  nama: text('nama').notNull(),
  /** UU 23/2014 grouping (wajib pelayanan dasar, wajib non pelayanan dasar, pilihan, penunjang). */
  kelompok: text('kelompok'),
  ...timestamps(),
});
