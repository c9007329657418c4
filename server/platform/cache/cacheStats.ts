/**
 * Hits and misses of the in-process caches (dashboard answers, public portal pages, app
 * settings, reference data such as the indicator sets), counted per process for GET /api/metrics (server/platform/runtime/metrics.ts). Plain counters: the
 * caches stay free of the metrics library.
 */
export const CACHE_NAMES = ['dashboard', 'portal', 'settings', 'reference'] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

const counts: Record<CacheName, { hit: number; miss: number }> = {
  dashboard: { hit: 0, miss: 0 },
  portal: { hit: 0, miss: 0 },
  settings: { hit: 0, miss: 0 },
  reference: { hit: 0, miss: 0 },
};

/** Counts one lookup of `cache`. */
export function countCache(cache: CacheName, hit: boolean): void {
  counts[cache][hit ? 'hit' : 'miss'] += 1;
}

/** The counts so far (a copy). */
export const cacheCounts = (): Record<CacheName, { hit: number; miss: number }> =>
  structuredClone(counts);

/**
 * Computations of each kept answer (dashboards, reports, rankings), by its key (`screen|scope|
 * year`), per process: GET /api/metrics `iid_cache_recomputations_total{key}`, which the bench's
 * deadline surge reads to count recomputations per key per change. Bounded: past MAX_KEYS the
 * new keys count under `lainnya`.
 */
const MAX_KEYS = 5_000;
const recomputations = new Map<string, number>();

export function countRecomputation(key: string): void {
  const k = recomputations.has(key) || recomputations.size < MAX_KEYS ? key : 'lainnya';
  recomputations.set(k, (recomputations.get(k) ?? 0) + 1);
}

/** The recomputations so far per key (a copy). */
export const recomputationCounts = (): Map<string, number> => new Map(recomputations);

/**
 * Changes that reached each kept answer (a declared change touching it, or an undeclared write),
 * by the same key, per process: `iid_cache_changes_total{key}`. The bench divides the
 * recomputations by them: at most one computation per key per node per change.
 */
const changes = new Map<string, number>();

export function countChange(key: string): void {
  const k = changes.has(key) || changes.size < MAX_KEYS ? key : 'lainnya';
  changes.set(k, (changes.get(k) ?? 0) + 1);
}

/** The changes so far per key (a copy). */
export const changeCounts = (): Map<string, number> => new Map(changes);
