import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { m_daerah } from './m_daerah';
import { usr_asn } from './usr_asn';

/**
 * Account requests of spec 7 `POST /register` (issue 27): a regional government's operator asks
 * for an account without signing in; admin or superadmin approves (the account is created and
 * the operator mailed a password-setting link) or rejects it with a reason.
 * status: `menunggu` (waiting), `disetujui` (approved), `ditolak` (rejected).
 */
export const permintaan_akun = pgTable(
  'permintaan_akun',
  {
    id: id(),
    nama_lengkap: text('nama_lengkap').notNull(),
    email: text('email').notNull(),
    telepon: text('telepon').notNull(),
    m_daerah_id: integer('m_daerah_id')
      .notNull()
      .references(() => m_daerah.id),
    jabatan: text('jabatan').notNull(),
    status: text('status').notNull().default('menunggu'),
    /** The reason of a rejection, as mailed to the requester. */
    alasan: text('alasan'),
    /** The account an approval created. */
    usr_asn_id: integer('usr_asn_id').references(() => usr_asn.id, { onDelete: 'set null' }),
    /** Who approved or rejected it, and when. */
    diputus_oleh: integer('diputus_oleh').references(() => usr_asn.id, { onDelete: 'set null' }),
    diputus_at: timestamp('diputus_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('permintaan_akun_status_idx').on(t.status, t.id)],
);
