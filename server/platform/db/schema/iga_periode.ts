import { jsonb, numeric, pgTable, smallint } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';

/**
 * The award settings of a period (issue 25; domain/award.ts): the weights that combine IID,
 * presentation and field validation into the overall score, the nominees per cluster (keyed by
 * iga_klaster id) and the winners per cluster. A row applies from `tahun` until a later
 * period's row, as iga_metode does.
 */
export const iga_periode = pgTable('iga_periode', {
  id: id(),
  tahun: smallint('tahun').notNull().unique(),
  bobot_iid: numeric('bobot_iid', { precision: 5, scale: 2 }).notNull().default('50'),
  bobot_presentasi: numeric('bobot_presentasi', { precision: 5, scale: 2 }).notNull().default('30'),
  bobot_validasi: numeric('bobot_validasi', { precision: 5, scale: 2 }).notNull().default('20'),
  /** Nominees per cluster: iga_klaster id -> N. */
  kuota: jsonb('kuota').$type<Record<string, number>>().notNull().default({}),
  /** Winners per cluster written at publication. */
  jumlah_pemenang: smallint('jumlah_pemenang').notNull().default(3),
  ...timestamps(),
});
