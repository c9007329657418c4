import { index, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { iga_terbit } from './iga_terbit';
import { profil_pemda } from './profil_pemda';
import { winner_category } from './winner_category';

export const winners = pgTable(
  'winners',
  {
    id: id(),
    /** 2017-2023 */
    tahun: smallint('tahun').notNull(),
    category_id: integer('category_id')
      .notNull()
      .references(() => winner_category.id),
    profil_id: integer('profil_id')
      .notNull()
      .references(() => profil_pemda.id),
    /** 0-20 */
    urutan: smallint('urutan').notNull().default(0),
    /**
     * The award publication that wrote this row (null: entered by hand). Such a row belongs to
     * its publication: it changes only through a new version, never in place.
     */
    iga_terbit_id: integer('iga_terbit_id').references(() => iga_terbit.id),
    ...timestamps(),
  },
  (t) => [index('winners_tahun_idx').on(t.tahun)],
);
