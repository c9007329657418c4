import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

/** Detail themes ("Detil Tematik"), grouped by the theme code in group_id (5 or 8). */
export const iga2020_covid = pgTable(
  'iga2020_covid',
  {
    id: id(),
    group_id: integer('group_id').notNull(),
    nama: text('nama').notNull(),
    ...timestamps(),
  },
  (t) => [index('covid_group_idx').on(t.group_id)],
);
