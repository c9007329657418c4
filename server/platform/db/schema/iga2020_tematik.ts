import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Themes: codes 0-8 (older tematik) and 9-16 (Asta Cita); the code is the id. */
export const iga2020_tematik = pgTable('iga2020_tematik', {
  id: integer('id').primaryKey(),
  nama: text('nama').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
