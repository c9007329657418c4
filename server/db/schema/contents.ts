import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { content_categories } from './content_categories';

/** Downloadable content (guides, annual reports, documents). */
export const contents = pgTable(
  'contents',
  {
    id: id(),
    category_id: integer('category_id')
      .notNull()
      .references(() => content_categories.id),
    title: text('title').notNull(),
    description: text('description'),
    file: text('file'),
    ...timestamps(),
  },
  (t) => [index('contents_category_idx').on(t.category_id)],
);
