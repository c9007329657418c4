import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './_columns';

/** Mail kept here when no SMTP server is configured; superadmin can read it. */
export const outbox = pgTable('outbox', {
  id: id(),
  to_address: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sent_at: timestamp('sent_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
