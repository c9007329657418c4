import { pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

export const announcements = pgTable('announcements', {
  id: id(),
  judul: text('judul').notNull(),
  slug: text('slug').notNull().unique(),
  content: text('content'),
  file: text('file'),
  /** 0 Draft, 1 Published: only published announcements show on /pengumuman (issue 26). */
  is_published: smallint('is_published').notNull().default(0),
  ...timestamps(),
});
