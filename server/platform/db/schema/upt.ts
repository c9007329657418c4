import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { m_daerah } from './m_daerah';
import { opd_perangkat } from './opd_perangkat';

/** Technical units (UPT) under an OPD. */
export const upt = pgTable(
  'upt',
  {
    id: id(),
    m_daerah_id: integer('m_daerah_id')
      .notNull()
      .references(() => m_daerah.id),
    opd_perangkat_id: integer('opd_perangkat_id').references(() => opd_perangkat.id),
    nama: text('nama').notNull(),
    ...timestamps(),
  },
  (t) => [index('upt_daerah_idx').on(t.m_daerah_id)],
);
