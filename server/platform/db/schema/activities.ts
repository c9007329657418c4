import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Activity log: every write, login, workflow action and document download. */
export const activities = pgTable(
  'activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ts: timestamp('ts', { withTimezone: true }).notNull().defaultNow(),
    account_id: integer('account_id'),
    username: text('username'),
    /** What happened, e.g. `create`, `update`, `delete`, `login`, `login_failed`. */
    name: text('name').notNull(),
    resource: text('resource'),
    record_id: text('record_id'),
    data: jsonb('data')
      .$type<{ name: string; before?: unknown; after?: unknown; value?: unknown }[]>()
      .notNull()
      .default([]),
  },
  (t) => [
    index('activities_ts_idx').on(t.ts),
    index('activities_account_idx').on(t.account_id, t.id),
    index('activities_resource_idx').on(t.resource, t.record_id),
  ],
);
