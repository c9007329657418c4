import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { iga_indikator } from './iga_indikator';

/** Scale options of an indicator; nilai = bobot x level. */
export const iga_skala = pgTable(
  'iga_skala',
  {
    id: id(),
    iga_indikator_id: integer('iga_indikator_id')
      .notNull()
      .references(() => iga_indikator.id, { onDelete: 'cascade' }),
    nilai: numeric('nilai', { precision: 8, scale: 2 }).notNull(),
    mulai_dari: numeric('mulai_dari', { precision: 14, scale: 4 }),
    sampai_dengan: numeric('sampai_dengan', { precision: 14, scale: 4 }),
    keterangan: text('keterangan').notNull(),
    ...timestamps(),
  },
  (t) => [index('skala_indikator_idx').on(t.iga_indikator_id)],
);
