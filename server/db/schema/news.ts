import { pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

export const news = pgTable('news', {
  id: id(),
  title: text('title').notNull(),
  excerpt: text('excerpt'),
  description: text('description'),
  photo_url: text('photo_url'),
  /** 0 Draft, 1 Published */
  is_published: smallint('is_published').notNull().default(0),
  ...timestamps(),
});
