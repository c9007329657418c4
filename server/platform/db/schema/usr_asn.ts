import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { m_daerah } from './m_daerah';

/** Accounts (spec 3, Account). `role` is a comma-separated role list. */
export const usr_asn = pgTable(
  'usr_asn',
  {
    id: id(),
    username: text('username').notNull().unique(),
    email: text('email').unique(),
    password: text('password').notNull(),
    role: text('role').notNull(),
    /** 0 none, 1 Wilayah I, 2 Wilayah II, 3 Wilayah Tambahan */
    area: smallint('area').notNull().default(0),
    /**
     * Issue 9: a verifier or quality controller narrowed to chosen regions within its area
     * (comma-joined m_daerah ids); empty: the whole area.
     */
    daerah_verifikasi: text('daerah_verifikasi'),
    m_daerah_id: integer('m_daerah_id').references(() => m_daerah.id),
    opd_perangkat_id: integer('opd_perangkat_id'),
    upt_id: integer('upt_id'),
    nama_lengkap: text('nama_lengkap').notNull(),
    nama_panggilan: text('nama_panggilan'),
    /** 1 active, 0 disabled. */
    is_active: smallint('is_active').notNull().default(1),
    /** Bumped when the password changes or the account is disabled: older tokens stop working. */
    token_version: integer('token_version').notNull().default(0),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    created_by: integer('created_by'),
    ...timestamps(),
  },
  (t) => [index('usr_asn_daerah_idx').on(t.m_daerah_id)],
);
