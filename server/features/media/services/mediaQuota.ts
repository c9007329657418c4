import { and, eq, gt, min, sql, sum } from 'drizzle-orm';
import { isAllowed, type AccessUser } from '../../../../domain/access';
import { sizeLabel } from '../../../../domain/media';
import { RESOURCES } from '../../../../resources';
import type { Db } from '../../../platform/db/client';
import { media } from '../../../platform/db/schema';
import { fail, message } from '../../../platform/http/http';
import { fileFields } from './mediaFields';
import type { UploadLimits } from '../../../platform/http/context';

// Declared beside AppDeps, which every module's context types import: declared here, it would
// make the context import this service and, through it, the crud engine (an import cycle).
export type { UploadLimits } from '../../../platform/http/context';

export const UPLOAD_LIMITS: UploadLimits = {
  max: 30,
  windowMs: 10 * 60_000,
  dailyBytes: 200 * 1024 * 1024,
};

export const DAY_MS = 24 * 60 * 60_000;

let uploaders: ((user: AccessUser) => boolean) | null = null;

/**
 * Whether the account may upload at all: only an account that can attach a file somewhere, that
 * is create or update a resource with a file field (mediaFields knows them all, the region
 * profile's pact and logo included). Derived from the access rules, never a list of roles, so a
 * read-only role (tim.penilai, viewer) cannot fill the disk with files nothing will name.
 */
export function mayUploadMedia(user: AccessUser): boolean {
  uploaders ??= (() => {
    // Resolved on first use: the registry is complete only once every module has loaded.
    const rules = RESOURCES.filter((r) => fileFields(r).length > 0).flatMap((r) => [
      r.access.create,
      r.access.update,
    ]);
    return (u: AccessUser) => rules.some((rule) => isAllowed(rule, u));
  })();
  return uploaders(user);
}

/** Bytes the account uploaded since `since`, and when the oldest of those uploads was made. */
export async function uploadedSince(db: Db, userId: number, since: Date) {
  const [row] = await db
    .select({ bytes: sum(media.size), oldest: min(media.created_at) })
    .from(media)
    .where(and(eq(media.uploaded_by, userId), gt(media.created_at, since)));
  return { bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/**
 * Refuses an upload of `size` bytes that would take the account past its daily volume: 413 with
 * `Retry-After` (seconds until its oldest upload of the last 24 hours stops counting) and the
 * message also under `file`, so the form shows it on the file field.
 */
export async function checkDailyVolume(
  db: Db,
  userId: number,
  size: number,
  limits: UploadLimits,
  now: Date,
): Promise<void> {
  const used = await uploadedSince(db, userId, new Date(now.getTime() - DAY_MS));
  if (used.bytes + size <= limits.dailyBytes) return;
  const batas = sizeLabel(limits.dailyBytes);
  const left = limits.dailyBytes - used.bytes;
  const text =
    left > 0
      ? message('uploadQuotaShort', { batas, sisa: sizeLabel(left) })
      : message('uploadQuotaUsed', { batas });
  const freedAt = (used.oldest?.getTime() ?? now.getTime()) + DAY_MS;
  const err = fail(413, text, { file: text });
  err.res!.headers.set(
    'retry-after',
    String(Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000))),
  );
  throw err;
}

/** Makes concurrent uploads of one account take turns on its quota (inside a transaction). */
export const lockQuota = (tx: Db, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(21008, ${userId})`);
