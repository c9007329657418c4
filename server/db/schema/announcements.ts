import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

export const announcements = pgTable('announcements', {
  id: id(),
  judul: text('judul').notNull(),
  slug: text('slug').notNull().unique(),
  content: text('content'),
  file: text('file'),
  ...timestamps(),
});
