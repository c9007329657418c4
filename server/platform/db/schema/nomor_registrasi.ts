import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { iga2020_inovasi } from './iga2020_inovasi';

/**
 * Registration record of an innovation sent to the ministry (spec 3/4).
 * status_nomor: -1 draft/withdrawn, 0 pending, 1 verified, 2 rejected.
 */
export const nomor_registrasi = pgTable(
  'nomor_registrasi',
  {
    id: id(),
    inovasi_id: integer('inovasi_id')
      .notNull()
      .unique()
      .references(() => iga2020_inovasi.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull().unique(),
    nomor: text('nomor'),
    status_nomor: smallint('status_nomor').notNull().default(0),
    setuju: smallint('setuju'),
    sent_by: integer('sent_by'),
    verified_by: integer('verified_by'),
    qc_by: integer('qc_by'),
    catatan: text('catatan'),
    history: jsonb('history')
      .$type<
        {
          ts: string;
          by: number;
          action: string;
          status: number;
          catatan?: string;
          /** The workflow states before and after (domain/innovationWorkflow.ts). */
          from?: string;
          to?: string;
        }[]
      >()
      .notNull()
      .default([]),
    ...timestamps(),
  },
  (t) => [
    index('registrasi_status_idx').on(t.status_nomor),
    // The review queues, newest sent first (server/features/review/services/reviewQueues.ts): a page walks this
    // index in order and stops after its rows. `desc` without `nulls last`: PostgreSQL's
    // `order by created_at desc` puts nulls first, and an index in the other null order cannot
    // serve it (the old `registrasi_status_created_idx` never did; every page sorted the queue).
    index('registrasi_queue_idx').on(
      t.status_nomor,
      t.created_at.desc().nullsFirst(),
      t.inovasi_id,
    ),
    // A queue's total: the registrations of a state in innovation order, merged with the year's
    // innovations (iga2020_inovasi's `inovasi_tahun_id_idx`), both index-only.
    index('registrasi_status_inovasi_idx').on(t.status_nomor, t.inovasi_id),
  ],
);
