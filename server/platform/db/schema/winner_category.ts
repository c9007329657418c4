import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

export const winner_category = pgTable('winner_category', {
  id: id(),
  name: text('name').notNull(),
  ...timestamps(),
});
