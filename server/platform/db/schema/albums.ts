import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

export const albums = pgTable('albums', {
  id: id(),
  name: text('name').notNull(),
  ...timestamps(),
});
