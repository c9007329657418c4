import { bigint, date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
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
    /** The API path the file is downloaded from (`/api/dokumen/<id>/file`). */
    file_url: text('file_url'),
    youtube: text('youtube'),
    /** Detected from the content at upload, never taken from the client. */
    mime: text('mime'),
    size: integer('size'),
    /** The uploaded name, sanitised, with the detected extension; offered on download. */
    file_name: text('file_name'),
    /** Where the bytes live in storage; server-internal, never answered. */
    storage_key: text('storage_key'),
    uploaded_by: integer('uploaded_by'),
    /** Issue 38: SHA-256 of the bytes (hex), written when they are stored. */
    sha256: text('sha256'),
    /** Issue 38: an image's 64-bit difference hash (domain/similarity.ts dHash); null otherwise. */
    phash: bigint('phash', { mode: 'bigint' }),
    ...timestamps(),
  },
  (t) => [
    index('dokumen_owner_idx').on(t.unit, t.profil_id, t.inovasi_id, t.indikator_id),
    // The same file elsewhere (issue 38): an equality probe per stored document.
    index('dokumen_sha256_idx').on(t.sha256),
  ],
);
