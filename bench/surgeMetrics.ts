/**
 * Recomputations per cache key during the `deadline surge` (issue 40: "at most one recomputation
 * per key per node per change"), read from the server's GET /api/metrics (Prometheus text; a
 * scrape from loopback needs no login). The server counts both per key since issue 40 item 2
 * (server/platform/cache/cacheStats.ts); against an older server the figure is "n/a" and judges
 * nothing.
 */

/** Computations of a cached answer, per key: `{cache="...", key="..."}`. */
export const RECOMPUTE_METRIC = 'iid_cache_recomputations_total';
/** Changes (invalidations) that reached a key, same labels. */
export const CHANGE_METRIC = 'iid_cache_changes_total';
/** The label naming the key (with `cache`, when present, in front of it). */
export const KEY_LABEL = 'key';

export type Counters = Map<string, number>;
export interface Scrape {
  recomputed: Counters | null;
  changed: Counters | null;
}

/** Values of one counter by `cache/key`, or null when the server exposes no such counter. */
export function countersOf(text: string, metric: string): Counters | null {
  let found = false;
  const out: Counters = new Map();
  for (const line of text.split('\n')) {
    if (!line.startsWith(metric)) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!m || m[1] !== metric) continue;
    found = true;
    const labels = new Map<string, string>();
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels.set(l[1]!, l[2]!);
    const key = [labels.get('cache'), labels.get(KEY_LABEL)].filter(Boolean).join('/') || '(all)';
    out.set(key, (out.get(key) ?? 0) + Number(m[3]));
  }
  return found ? out : null;
}

/** One scrape of both counters; both null when the metrics cannot be read at all. */
export async function scrape(baseUrl: string): Promise<Scrape> {
  try {
    const res = await fetch(`${baseUrl}/api/metrics`, { signal: AbortSignal.timeout(5000) });
    const text = await res.text();
    if (res.status !== 200) return { recomputed: null, changed: null };
    return {
      recomputed: countersOf(text, RECOMPUTE_METRIC),
      changed: countersOf(text, CHANGE_METRIC),
    };
  } catch {
    return { recomputed: null, changed: null };
  }
}

export interface RecomputeFigures {
  /** which counters the server had (null: none, the figure is n/a) */
  metric: string | null;
  keys: number;
  recomputations: number;
  changes: number | null;
  /** the key with most recomputations per change (changes + 1: the key's first fill) */
  worst: { key: string; recomputations: number; changes: number | null } | null;
  /** recomputations / (changes + 1) of the worst key; null without the change counter */
  perChange: number | null;
}

const delta = (a: Counters, b: Counters) => {
  const out: Counters = new Map();
  for (const [k, v] of b) if (v - (a.get(k) ?? 0) > 0) out.set(k, v - (a.get(k) ?? 0));
  return out;
};

/**
 * The counters' growth over the measured window. A key may be computed once more than it was
 * changed: the first fill of an answer dropped just before the window began.
 */
export function recomputeFigures(before: Scrape, after: Scrape): RecomputeFigures {
  if (!before.recomputed || !after.recomputed)
    return {
      metric: null,
      keys: 0,
      recomputations: 0,
      changes: null,
      worst: null,
      perChange: null,
    };
  const rec = delta(before.recomputed, after.recomputed);
  const chg =
    before.changed && after.changed ? delta(before.changed, after.changed) : (null as null);
  let worst: RecomputeFigures['worst'] = null;
  let worstRatio = -1;
  for (const [key, n] of rec) {
    const c = chg ? (chg.get(key) ?? 0) : null;
    const ratio = c === null ? n : n / (c + 1);
    if (ratio > worstRatio) {
      worstRatio = ratio;
      worst = { key, recomputations: n, changes: c };
    }
  }
  const sum = (m: Counters) => [...m.values()].reduce((a, b) => a + b, 0);
  return {
    metric: chg ? `${RECOMPUTE_METRIC} / ${CHANGE_METRIC}` : RECOMPUTE_METRIC,
    keys: rec.size,
    recomputations: sum(rec),
    changes: chg ? sum(chg) : null,
    worst,
    perChange: chg ? Math.round(Math.max(0, worstRatio) * 100) / 100 : null,
  };
}
