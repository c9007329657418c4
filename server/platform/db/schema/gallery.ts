import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { albums } from './albums';

export const gallery = pgTable(
  'gallery',
  {
    id: id(),
    album_id: integer('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    judul: text('judul').notNull(),
    /** 450x450 thumbnail */
    thumb_url: text('thumb_url'),
    photo_url: text('photo_url'),
    ...timestamps(),
  },
  (t) => [index('gallery_album_idx').on(t.album_id)],
);
