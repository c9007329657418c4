import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { m_daerah } from './m_daerah';

/** Regional agencies (OPD). */
export const opd_perangkat = pgTable(
  'opd_perangkat',
  {
    id: id(),
    m_daerah_id: integer('m_daerah_id')
      .notNull()
      .references(() => m_daerah.id),
    nama: text('nama').notNull(),
    ...timestamps(),
  },
  (t) => [index('opd_daerah_idx').on(t.m_daerah_id)],
);
