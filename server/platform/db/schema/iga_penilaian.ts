import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { iga_penilai } from './iga_penilai';
import { profil_pemda } from './profil_pemda';

/**
 * One assessor's submitted sheet for a nominee (issue 25 item 4): the presentation (criteria of
 * tipe R) or the field validation (tipe V), each criterion 0-100, and the sheet's weighted score.
 */
export const iga_penilaian = pgTable(
  'iga_penilaian',
  {
    id: id(),
    tahun: smallint('tahun').notNull(),
    profil_id: integer('profil_id')
      .notNull()
      .references(() => profil_pemda.id),
    iga_penilai_id: integer('iga_penilai_id')
      .notNull()
      .references(() => iga_penilai.id),
    /** presentasi | validasi */
    jenis: text('jenis').notNull(),
    /** indikator id -> score 0-100. */
    nilai: jsonb('nilai').$type<Record<string, number>>().notNull(),
    skor: numeric('skor', { precision: 6, scale: 2 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('penilaian_uq').on(t.tahun, t.profil_id, t.iga_penilai_id, t.jenis),
    index('penilaian_tahun_idx').on(t.tahun),
  ],
);
