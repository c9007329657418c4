import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

export const iga2020_bentuk_inovasi = pgTable('iga2020_bentuk_inovasi', {
  id: id(),
  nama: text('nama').notNull(),
  ...timestamps(),
});
