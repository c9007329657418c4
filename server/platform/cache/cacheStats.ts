/**
 * Hits and misses of the in-process caches (dashboard answers, public portal pages, app
 * settings), counted per process for GET /api/metrics (server/platform/runtime/metrics.ts). Plain counters: the
 * caches stay free of the metrics library.
 */
export const CACHE_NAMES = ['dashboard', 'portal', 'settings'] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

const counts: Record<CacheName, { hit: number; miss: number }> = {
  dashboard: { hit: 0, miss: 0 },
  portal: { hit: 0, miss: 0 },
  settings: { hit: 0, miss: 0 },
};

/** Counts one lookup of `cache`. */
export function countCache(cache: CacheName, hit: boolean): void {
  counts[cache][hit ? 'hit' : 'miss'] += 1;
}

/** The counts so far (a copy). */
export const cacheCounts = (): Record<CacheName, { hit: number; miss: number }> =>
  structuredClone(counts);
