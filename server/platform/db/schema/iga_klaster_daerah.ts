import { index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { iga_klaster } from './iga_klaster';
import { m_daerah } from './m_daerah';

export const iga_klaster_daerah = pgTable(
  'iga_klaster_daerah',
  {
    id: id(),
    iga_klaster_id: integer('iga_klaster_id')
      .notNull()
      .references(() => iga_klaster.id, { onDelete: 'cascade' }),
    iga_daerah_id: integer('iga_daerah_id')
      .notNull()
      .references(() => m_daerah.id),
    ...timestamps(),
  },
  (t) => [
    unique('klaster_daerah_uq').on(t.iga_klaster_id, t.iga_daerah_id),
    index('klaster_daerah_daerah_idx').on(t.iga_daerah_id),
  ],
);
