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
import { profil_pemda } from './profil_pemda';

/**
 * A pemda's computed index for a period, stored with the method version that produced it so it
 * can be recomputed from the answers with the same result.
 */
export const skor_indeks = pgTable(
  'skor_indeks',
  {
    id: id(),
    profil_id: integer('profil_id')
      .notNull()
      .references(() => profil_pemda.id),
    tahun: smallint('tahun').notNull(),
    method_version: text('method_version').notNull(),
    jumlah_inovasi: integer('jumlah_inovasi').notNull().default(0),
    skor_jumlah_inovasi: numeric('skor_jumlah_inovasi', { precision: 10, scale: 2 })
      .notNull()
      .default('0'),
    skor_spd: numeric('skor_spd', { precision: 10, scale: 2 }).notNull().default('0'),
    skor_sid: numeric('skor_sid', { precision: 10, scale: 2 }).notNull().default('0'),
    skor_total: numeric('skor_total', { precision: 10, scale: 2 }).notNull().default('0'),
    indeks: numeric('indeks', { precision: 6, scale: 2 }).notNull().default('0'),
    /**
     * The innovations the verified index counts: only those whose verification passed
     * (terverifikasi or diterima), with their count score (indicator 36).
     */
    jumlah_inovasi_verifikasi: integer('jumlah_inovasi_verifikasi').notNull().default(0),
    skor_jumlah_inovasi_verifikasi: numeric('skor_jumlah_inovasi_verifikasi', {
      precision: 10,
      scale: 2,
    })
      .notNull()
      .default('0'),
    skor_spd_verifikasi: numeric('skor_spd_verifikasi', { precision: 10, scale: 2 }),
    skor_sid_verifikasi: numeric('skor_sid_verifikasi', { precision: 10, scale: 2 }),
    skor_total_verifikasi: numeric('skor_total_verifikasi', { precision: 10, scale: 2 }),
    indeks_verifikasi: numeric('indeks_verifikasi', { precision: 6, scale: 2 }),
    predikat: text('predikat'),
    /** Self points per indicator group (variable), as the breakdown's chart compares them. */
    kelompok: jsonb('kelompok').$type<Record<string, number>>().notNull().default({}),
    skor_penilaian: numeric('skor_penilaian', { precision: 6, scale: 2 }),
    skor_validasi_lapangan: numeric('skor_validasi_lapangan', { precision: 6, scale: 2 }),
    ...timestamps(),
  },
  (t) => [
    unique('skor_profil_tahun_uq').on(t.profil_id, t.tahun),
    index('skor_tahun_idx').on(t.tahun),
  ],
);
