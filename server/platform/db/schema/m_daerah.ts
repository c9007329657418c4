import { boolean, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

/** Provinces (tingkat 1) and kabupaten/kota (tingkat 2), Kemendagri codes from idn-area-data. */
export const m_daerah = pgTable(
  'm_daerah',
  {
    id: id(),
    kode: varchar('kode', { length: 10 }).notNull().unique(),
    nama: text('nama').notNull(),
    tingkat: smallint('tingkat').notNull(),
    /** provinsi | kabupaten | kota */
    jenis: varchar('jenis', { length: 12 }).notNull(),
    parent_id: integer('parent_id'),
    is_tertinggal: boolean('is_tertinggal').notNull().default(false),
    is_perbatasan: boolean('is_perbatasan').notNull().default(false),
    is_papua: boolean('is_papua').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('m_daerah_parent_idx').on(t.parent_id), index('m_daerah_nama_idx').on(t.nama)],
);
