import { serial, timestamp } from 'drizzle-orm/pg-core';

/** Every table has a serial id and created/updated timestamps. */
export const id = () => serial('id').primaryKey();
export const timestamps = () => ({
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
