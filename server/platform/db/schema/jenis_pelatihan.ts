import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

/** Training types (jenis pelatihan diklat). */
export const jenis_pelatihan = pgTable('jenis_pelatihan', {
  id: id(),
  name: text('name').notNull(),
  ...timestamps(),
});
