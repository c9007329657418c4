import { getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import { RESOURCES } from '../../../../resources';
import type { AppDeps } from '../../../platform/http/context';
import { columnsOf } from '../../../crud/columns';
import { TABLES } from '../../../crud/tables';
import type { Db } from '../../../platform/db/client';
import { dokumen, media } from '../../../platform/db/schema';
import type { Storage } from '../../../platform/storage/storage';
import { fileFields } from './mediaFields';
import { DAY_MS } from './mediaQuota';
import { sweepExpiredUploads } from './resumableUploads';

/** An upload nothing names after this long is swept (rows and bytes). */
export const UNATTACHED_TTL_MS = DAY_MS;

/** How often a running server sweeps. */
export const SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * A stored object no row names is removed once it is this old. Younger ones may belong to an
 * upload whose row is being written (the bytes go first, then the row, server/features/media/services/media.ts).
 */
export const ORPHAN_AGE_MS = 60 * 60_000;

/** The key prefixes our code writes (a bucket shared with other software keeps their objects). */
export const STORAGE_PREFIXES = ['media/', 'dokumen/'] as const;

/** Rows deleted per statement, so one sweep never holds many row locks for long. */
const BATCH = 500;

/**
 * Every media `file_url` some row names, as one set: each file column of each resource (a
 * `files` list by its items' `value`), a table shared by several screens read once.
 */
function namedUrls(): SQL {
  const parts = new Map<string, SQL>();
  for (const resource of RESOURCES) {
    const table = TABLES[resource.name]!;
    const cols = columnsOf(table);
    for (const field of fileFields(resource)) {
      const col = cols[field.source]!;
      const key = `${getTableName(table)}.${field.source}`;
      if (parts.has(key)) continue;
      parts.set(
        key,
        field.kind === 'files'
          ? sql`select item->>'value' as url from ${table}
                cross join lateral jsonb_array_elements(
                  case when jsonb_typeof(${col}) = 'array' then ${col} else '[]'::jsonb end) item`
          : sql`select ${col}::text as url from ${table} where ${col}::text like '/api/media/%'`,
      );
    }
  }
  return sql.join([...parts.values()], sql` union all `);
}

/**
 * Deletes the uploads older than UNATTACHED_TTL_MS at `now` that no row names (rows, then their
 * bytes), and answers their ids. Safe with two processes sweeping at once: each row is deleted
 * by one DELETE only (the other finds it gone under the row lock and skips it), and only the
 * process whose DELETE returned a row removes its bytes. A file attached meanwhile is named by
 * then and stays.
 */
export async function sweepUnattachedMedia(db: Db, storage: Storage, now: Date): Promise<number[]> {
  const cutoff = new Date(now.getTime() - UNATTACHED_TTL_MS);
  const removed: number[] = [];
  for (;;) {
    const res = await db.execute(sql`
      with named as (${namedUrls()})
      delete from media where id in (
        select m.id from media m
        where m.created_at < ${cutoff.toISOString()}::timestamptz
          and not exists (
            select 1 from named n where n.url = '/api/media/' || m.id::text || '/file')
        order by m.id
        limit ${BATCH})
      returning id, storage_key`);
    const rows = (res as unknown as { rows: { id: number; storage_key: string }[] }).rows;
    for (const row of rows) {
      await storage.remove(row.storage_key).catch(() => undefined);
      removed.push(Number(row.id));
    }
    if (rows.length < BATCH) return removed;
  }
}

/** Which of `keys` a media or document row names. */
async function namedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const [m, d] = await Promise.all([
    db.select({ key: media.storage_key }).from(media).where(inArray(media.storage_key, keys)),
    db.select({ key: dokumen.storage_key }).from(dokumen).where(inArray(dokumen.storage_key, keys)),
  ]);
  return new Set([...m, ...d].map((r) => r.key!));
}

/**
 * Removes the stored objects that no media or document row names and that are older than
 * `minAgeMs` at `now`: the bytes of an upload whose row never committed (the process died
 * between the two, or its removal failed), and half-written files of the local driver. Only
 * under our own prefixes. Answers the keys removed. Safe with several processes sweeping at once
 * (removing an absent object is no error).
 */
export async function sweepOrphanObjects(
  db: Db,
  storage: Storage,
  now: Date,
  minAgeMs = ORPHAN_AGE_MS,
): Promise<string[]> {
  const cutoff = now.getTime() - minAgeMs;
  const removed: string[] = [];
  let batch: string[] = [];
  const flush = async () => {
    const keys = batch;
    batch = [];
    if (!keys.length) return;
    const named = await namedKeys(db, keys);
    for (const key of keys) {
      if (named.has(key)) continue;
      await storage.remove(key);
      removed.push(key);
    }
  };
  for (const prefix of STORAGE_PREFIXES) {
    for await (const object of storage.list(prefix)) {
      if (object.modifiedAt.getTime() >= cutoff) continue;
      batch.push(object.key);
      if (batch.length >= BATCH) await flush();
    }
  }
  await flush();
  return removed;
}

/**
 * Sweeps (unattached uploads, objects no row names, expired resumable uploads) at once and then
 * every `intervalMs`, on an unref'd timer (it never keeps the process alive). A failed sweep is logged and tried again at the next tick. Answers a stop function.
 */
export function startMediaSweep(
  deps: Pick<AppDeps, 'db' | 'storage' | 'clock' | 'resumable'>,
  intervalMs = SWEEP_INTERVAL_MS,
  log: (m: string) => void = console.log,
): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const removed = await sweepUnattachedMedia(deps.db, deps.storage, deps.clock.now());
      if (removed.length)
        log(`Berkas unggahan tanpa lampiran dihapus: ${removed.length} (lebih dari 24 jam).`);
      const orphans = await sweepOrphanObjects(deps.db, deps.storage, deps.clock.now());
      if (orphans.length)
        log(`Objek penyimpanan tanpa baris data dihapus: ${orphans.length} (lebih dari 1 jam).`);
      const expired = deps.resumable
        ? await sweepExpiredUploads(deps.resumable, deps.clock.now())
        : [];
      if (expired.length)
        log(`Unggahan tus yang tidak selesai dihapus: ${expired.length} (lebih dari 24 jam).`);
    } catch (err) {
      console.error('[media] pembersihan unggahan gagal', err);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
