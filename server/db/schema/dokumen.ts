import { date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { iga_indikator } from './iga_indikator';
import { profil_pemda } from './profil_pemda';
import { iga2020_inovasi } from './iga2020_inovasi';

/** Supporting documents of an indicator answer (spec 3, answer files). */
export const dokumen = pgTable(
  'dokumen',
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
    nomor_surat: text('nomor_surat'),
    tanggal_surat: date('tanggal_surat'),
    nama: text('nama'),
    file_url: text('file_url'),
    youtube: text('youtube'),
    mime: text('mime'),
    size: integer('size'),
    uploaded_by: integer('uploaded_by'),
    ...timestamps(),
  },
  (t) => [index('dokumen_owner_idx').on(t.unit, t.profil_id, t.inovasi_id, t.indikator_id)],
);
