import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { m_daerah } from './m_daerah';

/** Region profile: one per pemda. */
export const profil_pemda = pgTable(
  'profil_pemda',
  {
    id: id(),
    m_daerah_id: integer('m_daerah_id')
      .notNull()
      .unique()
      .references(() => m_daerah.id),
    nama: text('nama').notNull(),
    nama_opd: text('nama_opd'),
    alamat: text('alamat'),
    email: text('email'),
    no_telp: text('no_telp'),
    nama_admin: text('nama_admin'),
    map_embed: text('map_embed'),
    logo_url: text('logo_url'),
    files: jsonb('files').$type<{ name: string; value: string }[]>().notNull().default([]),
    pakta_pemda_filename: text('pakta_pemda_filename'),
    /** IGA nomination flag toggled from ranking-index. */
    is_iga: smallint('is_iga').notNull().default(0),
    created_by: integer('created_by'),
    ...timestamps(),
  },
  (t) => [index('profil_pemda_nama_idx').on(t.nama)],
);
