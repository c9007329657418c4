import { File as NodeFile } from 'node:buffer';
import { and, eq, like } from 'drizzle-orm';
import type { Upload } from '@tus/server';
import { hasControlChar, visibleControlChars } from '../../../../domain/controlChars';
import { isPathLikeName, MAX_DOCUMENT_BYTES } from '../../../../domain/documents';
import { interpolate } from '../../../../i18n/format';
import { validationId } from '../../../../i18n/id/validation';
import { sizeLabel } from '../../../../domain/media';
import type { AuthUser } from '../../../platform/auth/users';
import type { Db } from '../../../platform/db/client';
import { media } from '../../../platform/db/schema';
import { fail, MESSAGES } from '../../../platform/http/http';
import { RESUMABLE_TTL_MS, type ResumableStore } from '../../../platform/storage/resumable';
import { readAll, type Storage } from '../../../platform/storage/storage';
import {
  checkDocumentFile,
  checkMediaFile,
  type CheckedFile,
} from '../../documents/services/documentFile';
import { findIndikator } from '../../documents/services/documents';
import { storeMedia, type MediaRow } from './media';
import { checkDailyVolume, type UploadLimits } from './mediaQuota';
import { uploadRules } from './mediaUploadRules';

/** A public upload id: what the store's naming makes (32 hex digits). */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** The metadata keys a client may send (tus `Upload-Metadata`); the rest are ignored. */
const CLIENT_KEYS = ['filename', 'resource', 'field', 'indikator_id'] as const;

/** Who created the upload: kept in its metadata, so only that account continues or reads it. */
const OWNER = 'account';

/** What an upload is checked against: its largest size, and the check of its finished bytes. */
interface UploadCheck {
  maxBytes: number;
  check(file: File): Promise<CheckedFile>;
}

/**
 * The rules an upload's metadata names: `indikator_id` (evidence, attached afterwards to that
 * indicator) takes the indicator's own types, video included, as the documents API checks them;
 * `resource` + `field` a file field's; neither the default document rules. An unknown or
 * malformed indicator answers 422 under `indikator_id`.
 */
async function uploadCheckOf(
  db: Db,
  user: AuthUser,
  meta: Record<string, string | null | undefined>,
): Promise<UploadCheck> {
  if (meta.indikator_id !== undefined && meta.indikator_id !== null) {
    const id = /^\d{1,9}$/.test(meta.indikator_id) ? Number(meta.indikator_id) : null;
    const indikator = id === null ? null : await findIndikator(db, id);
    if (!indikator) throw fail(422, MESSAGES.invalid, { indikator_id: MESSAGES.indicatorUnknown });
    return { maxBytes: MAX_DOCUMENT_BYTES, check: (file) => checkDocumentFile(file, indikator) };
  }
  const rules = uploadRules(user, meta.resource ?? undefined, meta.field ?? undefined);
  return { maxBytes: rules.maxBytes, check: (file) => checkMediaFile(file, rules) };
}

/**
 * The checks of `POST /api/uploads` before anything is stored, in the order and with the words
 * of `POST /api/media/upload`: control characters (422, under the field or `file` for the
 * name), a name that is a path (422), the field named by `resource` + `field` (422, 403) or
 * the indicator named by `indikator_id` (422), the declared length against its size (413) and
 * against the account's 24-hour volume (413 with `Retry-After`). Answers the metadata to store:
 * the client's keys and the owner.
 */
export async function checkCreation(
  db: Db,
  user: AuthUser,
  metadata: Record<string, string | null> | undefined,
  length: number | null,
  quota: { now: Date; limits: UploadLimits },
): Promise<Record<string, string>> {
  const meta: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata ?? {})) {
    if (hasControlChar(key) || hasControlChar(value ?? '')) {
      const name = key === 'filename' ? 'file' : visibleControlChars(key) || '_';
      errors[name] = MESSAGES.controlChars;
    } else if ((CLIENT_KEYS as readonly string[]).includes(key) && value) meta[key] = value;
  }
  if (Object.keys(errors).length) throw fail(422, MESSAGES.invalid, errors);
  if (length === null || length === 0 || !meta.filename)
    throw fail(422, MESSAGES.invalid, { file: MESSAGES.fileRequired });
  if (isPathLikeName(meta.filename))
    throw fail(422, MESSAGES.invalid, { file: MESSAGES.fileNamePath });
  const { maxBytes } = await uploadCheckOf(db, user, meta);
  if (length > maxBytes) {
    const text = interpolate(validationId.validation.file_too_large, { max: sizeLabel(maxBytes) });
    throw fail(413, text, { file: text });
  }
  await checkDailyVolume(db, user.id, length, quota.limits, quota.now);
  return { ...meta, [OWNER]: String(user.id) };
}

/** Whether the upload `id` (the store's id) exists and is the account's; null when absent. */
export async function uploadOf(
  store: ResumableStore,
  id: string,
  user: AuthUser,
): Promise<Upload | null> {
  try {
    const upload = await store.datastore.getUpload(id);
    return upload.metadata?.[OWNER] === String(user.id) ? upload : null;
  } catch {
    return null;
  }
}

/**
 * After the last byte: the same content checks as the multipart upload (type by magic bytes,
 * size, name) on the bytes the store holds, then the media row and the bytes in the app's
 * storage (under the account's quota lock), named after the upload's public id. A refused
 * file is discarded from the store before the refusal (422 with `errors.file`) is thrown.
 */
export async function finishUpload(
  db: Db,
  storage: Storage,
  store: ResumableStore,
  user: AuthUser,
  upload: Upload,
  quota: { now: Date; limits: UploadLimits },
): Promise<MediaRow> {
  const meta = upload.metadata ?? {};
  try {
    const stream = await store.datastore.read(upload.id);
    const bytes = await readAll(stream as AsyncIterable<Uint8Array>);
    const { check } = await uploadCheckOf(db, user, meta);
    // Node's own File: the same under the component tests' jsdom, whose File has no arrayBuffer.
    const named = new NodeFile([bytes], meta.filename ?? '') as unknown as File;
    const file = await check(named);
    return await storeMedia(db, storage, user, file, {
      ...quota,
      objectName: upload.id.slice(store.prefix.length),
    });
  } catch (e) {
    // The refusal is what the client must hear; a failed removal is the sweep's to finish.
    await store.discard(upload.id).catch(() => undefined);
    throw e;
  }
}

/** The media row a finished upload became, for its own account only. */
export async function finishedUpload(
  db: Db,
  user: AuthUser,
  publicId: string,
): Promise<MediaRow | undefined> {
  if (!UPLOAD_ID.test(publicId)) return undefined;
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.uploaded_by, user.id), like(media.storage_key, `media/%/${publicId}.%`)))
    .limit(1);
  return row;
}

/**
 * Removes every upload of the store created more than RESUMABLE_TTL_MS before `now`, with its
 * bytes (on disk or in the bucket): an unfinished one has expired (`Upload-Expires`), a finished
 * one left behind (its process stopped before discarding it) is already a media row. Answers the
 * ids removed. Several processes may sweep at once: discarding an absent upload is no error.
 */
export async function sweepExpiredUploads(store: ResumableStore, now: Date): Promise<string[]> {
  const removed: string[] = [];
  for await (const id of store.ids()) {
    let created: number;
    try {
      const upload = await store.datastore.getUpload(id);
      created = new Date(upload.creation_date ?? 0).getTime();
    } catch {
      // Metadata without bytes (half-removed): nothing can resume it.
      created = 0;
    }
    if (now.getTime() - created <= RESUMABLE_TTL_MS) continue;
    await store.discard(id);
    removed.push(id);
  }
  return removed;
}
