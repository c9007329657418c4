import { index, integer, numeric, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

/** Index indicators (spec 3, Indicator). */
export const iga_indikator = pgTable(
  'iga_indikator',
  {
    id: id(),
    tahun: smallint('tahun').notNull(),
    no_urut: integer('no_urut').notNull(),
    /** P region unit, I innovation unit, V validation, R regional-head presentation */
    tipe: varchar('tipe', { length: 1 }).notNull(),
    indikator: text('indikator').notNull(),
    keterangan: text('keterangan'),
    data_pendukung: text('data_pendukung'),
    jenis_file: text('jenis_file'),
    /** umum, resmi, video, foto, URL */
    document_type: text('document_type'),
    filetypes: text('filetypes'),
    bobot: numeric('bobot', { precision: 8, scale: 2 }).notNull().default('0'),
    satuan: text('satuan'),
    /** Calculation kind: C T L H G D X Y Z V F A */
    jenis: varchar('jenis', { length: 1 }).notNull().default('H'),
    group_id: smallint('group_id'),
    parent_id: integer('parent_id'),
    subs: text('subs'),
    required: smallint('required').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('indikator_tahun_tipe_idx').on(t.tahun, t.tipe, t.no_urut)],
);
