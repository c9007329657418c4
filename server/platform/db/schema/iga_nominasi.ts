import { index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { iga_klaster } from './iga_klaster';
import { profil_pemda } from './profil_pemda';

/**
 * Superadmin's decision on a region's nomination for a period (issue 25 item 2): it confirms
 * (1) or removes (0) what the verified index proposes, or adds a region. A region without a
 * decision follows the proposal. Every change is also in the activity log with its reason.
 */
export const iga_nominasi = pgTable(
  'iga_nominasi',
  {
    id: id(),
    tahun: smallint('tahun').notNull(),
    profil_id: integer('profil_id')
      .notNull()
      .references(() => profil_pemda.id),
    iga_klaster_id: integer('iga_klaster_id').references(() => iga_klaster.id, {
      onDelete: 'set null',
    }),
    nominasi: smallint('nominasi').notNull(),
    alasan: text('alasan').notNull(),
    updated_by: integer('updated_by'),
    ...timestamps(),
  },
  (t) => [
    unique('nominasi_tahun_profil_uq').on(t.tahun, t.profil_id),
    index('nominasi_tahun_idx').on(t.tahun),
  ],
);
