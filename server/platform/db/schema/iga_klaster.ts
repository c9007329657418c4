import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

export const iga_klaster = pgTable('iga_klaster', {
  id: id(),
  klaster: text('klaster').notNull(),
  ...timestamps(),
});
