import { integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

/**
 * The IID method of an assessment period (domain/indexMethod.ts): it applies from `tahun` until
 * a later period's row. Results keep the `versi` that produced them.
 */
export const iga_metode = pgTable('iga_metode', {
  id: id(),
  tahun: smallint('tahun').notNull().unique(),
  versi: text('versi').notNull(),
  pembagi_minimum: integer('pembagi_minimum').notNull().default(10),
  koefisien_jumlah: numeric('koefisien_jumlah', { precision: 6, scale: 4 })
    .notNull()
    .default('0.38'),
  batas_jumlah: integer('batas_jumlah').notNull().default(200),
  maks_skor_jumlah: numeric('maks_skor_jumlah', { precision: 8, scale: 2 }).notNull().default('76'),
  skor_maksimum: numeric('skor_maksimum', { precision: 8, scale: 2 }).notNull().default('250'),
  ...timestamps(),
});
