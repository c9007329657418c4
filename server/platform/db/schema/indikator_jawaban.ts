import {
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { iga_indikator } from './iga_indikator';
import { iga_skala } from './iga_skala';
import { profil_pemda } from './profil_pemda';
import { iga2020_inovasi } from './iga2020_inovasi';

/**
 * An indicator answer row (spec 3). `unit` says what was answered: `daerah` (profil_id, tipe P),
 * `inovasi` (inovasi_id, tipe I) or `ujicoba` (inovasi_id, trial results).
 */
export const indikator_jawaban = pgTable(
  'indikator_jawaban',
  {
    id: id(),
    unit: varchar('unit', { length: 8 }).notNull(),
    profil_id: integer('profil_id')
      .notNull()
      .references(() => profil_pemda.id),
    inovasi_id: integer('inovasi_id').references(() => iga2020_inovasi.id, { onDelete: 'cascade' }),
    indikator_id: integer('indikator_id')
      .notNull()
      .references(() => iga_indikator.id),
    tahun: smallint('tahun').notNull(),
    skala_id: integer('skala_id').references(() => iga_skala.id),
    skala_text: text('skala_text'),
    informasi: text('informasi'),
    nilai: numeric('nilai', { precision: 14, scale: 4 }),
    nilai_sebelum: numeric('nilai_sebelum', { precision: 14, scale: 4 }),
    nilai_sesudah: numeric('nilai_sesudah', { precision: 14, scale: 4 }),
    satuan: text('satuan'),
    skor: numeric('skor', { precision: 8, scale: 2 }),
    /** Verifier's score and note (evaluation payload). */
    skor_verifikasi: numeric('skor_verifikasi', { precision: 8, scale: 2 }),
    catatan: text('catatan'),
    /** The verifier's decision on the answer's evidence: null not yet, 1 accepted, 2 rejected. */
    status_verifikasi: smallint('status_verifikasi'),
    evaluated_by: integer('evaluated_by'),
    updated_by: integer('updated_by'),
    ...timestamps(),
  },
  (t) => [
    unique('jawaban_uq').on(t.unit, t.profil_id, t.inovasi_id, t.indikator_id, t.tahun),
    index('jawaban_inovasi_idx').on(t.inovasi_id),
    index('jawaban_profil_tahun_idx').on(t.profil_id, t.tahun),
    // The per-indikator dashboard's figures of a year read from the index alone: a quarter of
    // its pages, not every year's rows with their texts (docs/performance.md, "Deadline surge,
    // fifteenth round"). The column order serves its grouping; unit and inovasi_id its filter.
    index('jawaban_tahun_skor_idx').on(
      t.tahun,
      t.indikator_id,
      t.skor,
      t.skor_verifikasi,
      t.unit,
      t.inovasi_id,
    ),
  ],
);
