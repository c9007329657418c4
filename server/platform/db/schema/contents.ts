import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
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
    /** 0 Draft, 1 Published: only published items show on the public lists (issue 26). */
    is_published: smallint('is_published').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('contents_category_idx').on(t.category_id)],
);
