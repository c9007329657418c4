import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

/** Site sections (about-us, profil, faq). */
export const tuxe_contents = pgTable('tuxe_contents', {
  id: id(),
  judul: text('judul').notNull(),
  slug: text('slug').notNull().unique(),
  section: text('section').notNull(),
  content: text('content'),
  ...timestamps(),
});
