import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

export const banners = pgTable('banners', {
  id: id(),
  judul: text('judul').notNull(),
  url: text('url'),
  image_url: text('image_url'),
  ...timestamps(),
});
