import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { usr_asn } from './usr_asn';

/**
 * Files uploaded through the media service (POST /api/media/upload, spec 7) and referenced by
 * records by their `file_url` (`/api/media/<id>/file`): a region profile's `files` list.
 */
export const media = pgTable(
  'media',
  {
    id: id(),
    /** The uploaded name, sanitised, with the extension its content has. */
    file_name: text('file_name').notNull(),
    /** Detected from the content at upload, never taken from the client. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** Where the bytes live in storage; server-internal, never answered. */
    storage_key: text('storage_key').notNull(),
    /** Who uploaded it; the upload time is `created_at`. */
    uploaded_by: integer('uploaded_by').references(() => usr_asn.id, { onDelete: 'set null' }),
    /** Issue 38: SHA-256 of the bytes (hex), written when they are stored. */
    sha256: text('sha256'),
    /** Issue 38: an image's 64-bit difference hash (domain/similarity.ts dHash); null otherwise. */
    phash: bigint('phash', { mode: 'bigint' }),
    ...timestamps(),
  },
  (t) => [index('media_uploaded_by_idx').on(t.uploaded_by), index('media_sha256_idx').on(t.sha256)],
);
