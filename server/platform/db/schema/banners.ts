import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

export const banners = pgTable('banners', {
  id: id(),
  judul: text('judul').notNull(),
  url: text('url'),
  image_url: text('image_url'),
  /** Place on the public home (/beranda), ascending; ties by the order they were added. */
  urutan: integer('urutan').notNull().default(0),
  ...timestamps(),
});
