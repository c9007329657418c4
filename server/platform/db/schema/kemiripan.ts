import {
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { dokumen } from './dokumen';
import { iga2020_inovasi } from './iga2020_inovasi';

/**
 * Issue 38: an innovation's compared text (name, design, goals, benefits, results; tags removed,
 * lower case), kept by the `kemiripan_teks` trigger whenever the innovation is saved. Its pairs
 * are scored by trigram similarity (pg_trgm) on the few candidates its fingerprints find
 * (inovasi_sidik): a GIN trigram search over every stored text cost more than the save's budget
 * at national scale (docs/performance.md, issue 38).
 */
export const inovasi_teks = pgTable('inovasi_teks', {
  inovasi_id: integer('inovasi_id')
    .primaryKey()
    .references(() => iga2020_inovasi.id, { onDelete: 'cascade' }),
  teks: text('teks').notNull(),
});

/**
 * Issue 38: an innovation's fingerprints, a bounded sketch of its compared text: the hashes of
 * its word triples, the 48 smallest (migration 0023, kemiripan_sidik). A copy shares most of
 * them, an unrelated text next to none, so an equality probe per fingerprint finds the
 * candidates whose trigram similarity is then computed.
 */
export const inovasi_sidik = pgTable(
  'inovasi_sidik',
  {
    inovasi_id: integer('inovasi_id')
      .notNull()
      .references(() => iga2020_inovasi.id, { onDelete: 'cascade' }),
    kunci: integer('kunci').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kunci, t.inovasi_id] }),
    index('inovasi_sidik_inovasi_idx').on(t.inovasi_id),
  ],
);

/**
 * Issue 38: the flagged pairs, one row each way (an innovation's matches are one index probe),
 * written by the database triggers when an innovation or a document is saved: `teks` (trigram
 * similarity of the texts), `identik` (a document with the same SHA-256) and `mirip` (an image
 * within the Hamming distance). `skor` is the similarity, 0-1 (1 for identical files).
 */
export const kemiripan = pgTable(
  'kemiripan',
  {
    id: serial('id').primaryKey(),
    inovasi_id: integer('inovasi_id')
      .notNull()
      .references(() => iga2020_inovasi.id, { onDelete: 'cascade' }),
    lawan_id: integer('lawan_id')
      .notNull()
      .references(() => iga2020_inovasi.id, { onDelete: 'cascade' }),
    jenis: varchar('jenis', { length: 8 }).notNull(),
    skor: real('skor').notNull(),
    dokumen_id: integer('dokumen_id').references(() => dokumen.id, { onDelete: 'cascade' }),
    lawan_dokumen_id: integer('lawan_dokumen_id').references(() => dokumen.id, {
      onDelete: 'cascade',
    }),
    /** For `teks`: the compared field that is most alike (domain/similarity.ts COMPARED_FIELDS). */
    bidang: text('bidang'),
  },
  (t) => [
    index('kemiripan_inovasi_idx').on(t.inovasi_id, t.lawan_id),
    index('kemiripan_lawan_idx').on(t.lawan_id),
    index('kemiripan_dokumen_idx').on(t.dokumen_id),
    index('kemiripan_lawan_dokumen_idx').on(t.lawan_dokumen_id),
  ],
);
