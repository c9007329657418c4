import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { usr_asn } from './usr_asn';

export const iga_penilai = pgTable('iga_penilai', {
  id: id(),
  usr_asn_id: integer('usr_asn_id').references(() => usr_asn.id),
  nama: text('nama').notNull(),
  instansi: text('instansi'),
  ...timestamps(),
});
