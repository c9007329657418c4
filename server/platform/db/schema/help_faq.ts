import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

export const help_faq = pgTable('help_faq', {
  id: id(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  ...timestamps(),
});
