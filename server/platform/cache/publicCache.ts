import { countCache } from './cacheStats';
import { busFor } from './cacheBus';
import type { Db } from '../db/client';

/**
 * The public portal's answer cache (issue 26 item 5), per database: the public pages and the
 * public JSON API are read far more often than what they show changes. An entry is dropped at
 * once, on this node and (with REDIS_URL) on every other, when what the public sees changes:
 * - a publication: content, announcements, news, banners, site sections, albums, winners (the
 *   resources' hooks, server/features/content/hooks/contents.ts and its siblings), the index of a period
 *   (`indeks_diumumkan`, the app_settings hook) and the award ranking (awardScores.publish);
 * - an index refresh of a published period (indexEngine: an answer, an evaluation, a document,
 *   a status change, "Hitung Ulang");
 * - a verification given or taken back (innovationWorkflow.applyTransition);
 * - a region's profile or logo, a government affair (urusan) edited.
 * `TTL_MS` only bounds what a write outside the API (a database restore, SQL by hand) leaves.
 * Kept apart from services/portal.ts so the index engine can drop it without importing the
 * portal's reads (which import the engine).
 */

const TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;
const caches = new WeakMap<Db, Map<string, { at: number; value: unknown }>>();

/** The cached answer under `key`, or a fresh one from `build`. */
export async function cachedPortal<T>(db: Db, key: string, build: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  const fresh = !!hit && Date.now() - hit.at < TTL_MS;
  countCache('portal', fresh);
  if (fresh && hit) return hit.value as T;
  const value = await build();
  // A build that began before a drop stores into the dropped map, which nothing reads again.
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { at: Date.now(), value });
  return value;
}

/** Drops every cached public answer of this database, here and on the other nodes. */
export function forgetPortal(db: Db): void {
  caches.delete(db);
  busFor(db)?.publish({ kind: 'portal' });
}

/** Drops this process's copy only (another node changed what the public sees). */
export const dropPortal = (db: Db) => void caches.delete(db);
