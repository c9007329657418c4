import { index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { m_daerah } from './m_daerah';
import { wilayah } from './wilayah';

export const wilayah_daerah = pgTable(
  'wilayah_daerah',
  {
    id: id(),
    wilayah_id: integer('wilayah_id')
      .notNull()
      .references(() => wilayah.id),
    m_daerah_id: integer('m_daerah_id')
      .notNull()
      .references(() => m_daerah.id),
    ...timestamps(),
  },
  (t) => [
    unique('wilayah_daerah_uq').on(t.m_daerah_id),
    index('wilayah_daerah_wilayah_idx').on(t.wilayah_id),
  ],
);
