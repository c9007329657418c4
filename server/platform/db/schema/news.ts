import { index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

export const news = pgTable(
  'news',
  {
    id: id(),
    title: text('title').notNull(),
    excerpt: text('excerpt'),
    description: text('description'),
    photo_url: text('photo_url'),
    /** 0 Draft, 1 Published */
    is_published: smallint('is_published').notNull().default(0),
    /** Publication date shown on the public pages; set when first published if left empty. */
    published_at: timestamp('published_at', { withTimezone: true }),
    ...timestamps(),
  },
  // The public list: published news, newest publication first.
  (t) => [index('news_published_idx').on(t.is_published, t.published_at)],
);
