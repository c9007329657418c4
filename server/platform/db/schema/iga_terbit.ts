import { integer, jsonb, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

/**
 * A published award ranking (issue 25 item 5): frozen with its weights and the index method
 * version; a republication adds the next version and keeps this one.
 */
export const iga_terbit = pgTable(
  'iga_terbit',
  {
    id: id(),
    tahun: smallint('tahun').notNull(),
    versi: integer('versi').notNull(),
    bobot: jsonb('bobot').$type<{ iid: number; presentasi: number; validasi: number }>().notNull(),
    method_version: text('method_version').notNull(),
    alasan: text('alasan'),
    /** The ranking rows as published. */
    hasil: jsonb('hasil').$type<unknown[]>().notNull(),
    /** The winners rows it wrote: {id, category_id, profil_id, urutan, iga_klaster_id}. */
    pemenang: jsonb('pemenang').$type<unknown[]>().notNull(),
    published_by: integer('published_by'),
    /**
     * Opened for a revision (with its reason and who): the year's award data may change again
     * until the next version is published. The public pages keep this version meanwhile.
     */
    dibuka_at: timestamp('dibuka_at', { withTimezone: true }),
    dibuka_alasan: text('dibuka_alasan'),
    dibuka_oleh: integer('dibuka_oleh'),
    ...timestamps(),
  },
  (t) => [unique('terbit_tahun_versi_uq').on(t.tahun, t.versi)],
);
