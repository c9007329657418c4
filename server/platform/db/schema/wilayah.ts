import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

/** Assessment areas (Wilayah I, Wilayah II). */
export const wilayah = pgTable('wilayah', {
  id: id(),
  nama: text('nama').notNull(),
  ...timestamps(),
});
