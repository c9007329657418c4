import { countCache } from './cacheStats';
import { settingsTtl } from './settingsCache';
import type { Db } from '../db/client';

/**
 * Reference data a write reads on every request and that changes a few times a year (the
 * year's indicator set and its scales), kept per database like the settings: a node trusts
 * its copy for SETTINGS_CACHE_MS, and any write through the API that may have changed it (an
 * undeclared write, or one declaring the settings or master data: dashboardCache.ts
 * `applyChanges`) drops it at once, here and, through the change bus, on the other nodes.
 * Concurrent first readers share one load. A failed load is not kept.
 *
 * Near the deadline every save read the set again: three statements of a save's sixteen
 * (docs/performance.md, "Deadline surge, third round").
 */
const kept = new WeakMap<Db, Map<string, { at: number; value: Promise<unknown> }>>();

export function keptReference<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let byKey = kept.get(db);
  if (!byKey) kept.set(db, (byKey = new Map()));
  const hit = byKey.get(key);
  const fresh = !!hit && Date.now() - hit.at < settingsTtl();
  countCache('reference', fresh);
  if (fresh && hit) return hit.value as Promise<T>;
  const value = load();
  const entry = { at: Date.now(), value };
  byKey.set(key, entry);
  value.catch(() => {
    if (byKey.get(key) === entry) byKey.delete(key);
  });
  return value;
}

/** Forgets this process's kept reference data (a write may have changed it). */
export const dropReferences = (db: Db) => void kept.delete(db);
