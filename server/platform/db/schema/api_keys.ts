import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { m_daerah } from './m_daerah';
import { usr_asn } from './usr_asn';

/**
 * Keys of the open data API (issue 26 item 4, screen api-access). The secret is shown once, at
 * creation or rotation, and stored only as its SHA-256 (`hash`, hex): a key is 256 random bits,
 * so a fast hash is enough (docs/decisions.md "Open data API keys"). `prefix` is the secret's
 * first characters, shown to tell keys apart. A revoked key stays, with its use, for the record.
 */
export const api_keys = pgTable(
  'api_keys',
  {
    id: id(),
    usr_asn_id: integer('usr_asn_id')
      .notNull()
      .references(() => usr_asn.id, { onDelete: 'cascade' }),
    /** The region of a pemda's key (its account's region when made); null for staff keys. */
    m_daerah_id: integer('m_daerah_id').references(() => m_daerah.id),
    nama: text('nama').notNull(),
    /** The endpoints it may call: indeks, inovasi, pemda, lencana (domain/openData.ts). */
    scope: text('scope').array().notNull(),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull().unique(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('api_keys_account_idx').on(t.usr_asn_id)],
);

/** Calls per key and day (Asia/Jakarta), counted as the open API answers them. */
export const api_key_harian = pgTable(
  'api_key_harian',
  {
    api_key_id: integer('api_key_id')
      .notNull()
      .references(() => api_keys.id, { onDelete: 'cascade' }),
    tanggal: date('tanggal').notNull(),
    jumlah: integer('jumlah').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.api_key_id, t.tanggal] })],
);
