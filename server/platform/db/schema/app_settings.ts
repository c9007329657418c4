import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

export const app_settings = pgTable('app_settings', {
  id: id(),
  name: text('name').notNull().unique(),
  setting_value: text('setting_value'),
  ...timestamps(),
});
