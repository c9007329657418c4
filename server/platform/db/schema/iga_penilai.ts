import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { m_daerah } from './m_daerah';
import { usr_asn } from './usr_asn';

export const iga_penilai = pgTable('iga_penilai', {
  id: id(),
  usr_asn_id: integer('usr_asn_id').references(() => usr_asn.id),
  nama: text('nama').notNull(),
  instansi: text('instansi'),
  /** The region the assessor is bound to (its institution): it never scores that region. */
  m_daerah_id: integer('m_daerah_id').references(() => m_daerah.id),
  ...timestamps(),
});
