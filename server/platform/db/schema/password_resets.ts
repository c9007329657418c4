import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './_columns';
import { usr_asn } from './usr_asn';

/** Single-use password reset tokens; only the hash of a token is stored. */
export const password_resets = pgTable('password_resets', {
  id: id(),
  usr_asn_id: integer('usr_asn_id')
    .notNull()
    .references(() => usr_asn.id, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull().unique(),
  /**
   * The account's token_version when the link was made. Any password change (own, by an admin,
   * by another reset) or disabling bumps the account's, and the link stops working.
   */
  token_version: integer('token_version').notNull().default(0),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
