import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usr_asn } from './usr_asn';

/**
 * Sign-ins (issue 21, item 5): one row per login, named by the `sid` claim of its tokens. A token
 * is honoured only while its session is neither revoked (logout, "sign out everywhere") nor past
 * its absolute expiry; refreshing keeps the session and never extends that expiry.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** Random and unguessable: it is in every token and in the account's own session list. */
    id: text('id').primaryKey(),
    usr_asn_id: integer('usr_asn_id')
      .notNull()
      .references(() => usr_asn.id, { onDelete: 'cascade' }),
    /**
     * The account's token_version the session runs under: a password change elsewhere or
     * disabling bumps the account's, and the session drops out of the list of active ones.
     */
    token_version: integer('token_version').notNull(),
    /** The login time. */
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Updated at most once a minute, on a request that reads the row (not on every request). */
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end: login time plus the session lifetime; no refresh goes past it. */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    user_agent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_account_idx').on(t.usr_asn_id, t.expires_at)],
);
