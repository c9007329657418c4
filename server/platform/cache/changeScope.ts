/**
 * What a write changed and what a kept answer depends on (issue 40 item 2). A write route
 * declares its changes beside the write (`declareChange`, server/platform/cache/changes.ts); the
 * kept answers (dashboards, reports, rankings: dashboardCache.ts) each say which families, year
 * and regions they read. A change drops only the answers it can touch. A write that declares
 * nothing drops every answer (`EVERYTHING`), so a new write route is safe before it says more.
 *
 * The families (docs/performance.md "Caches that follow what changed"):
 * - `answers`: what a region enters: region and innovation answers, evidence documents, draft
 *   innovations (created, edited, deleted);
 * - `workflow`: decisions on it: send, verify, reject, QC, the verifiers' evaluations;
 * - `settings`, `master` (regions, areas, clusters, profiles), `award`: everything else. No
 *   write declares them yet, so they drop everything, as an undeclared write does.
 */
export const FAMILIES = ['answers', 'workflow', 'settings', 'master', 'award'] as const;
export type Family = (typeof FAMILIES)[number];

export interface Change {
  family: Family;
  /** The year whose figures moved; absent: every year (a document counts in every year of its set). */
  tahun?: number;
  /** The region (profil_pemda id) whose figures moved; absent: every region. */
  profil_id?: number;
  /** The account that wrote: its own next read never takes an older answer. */
  by?: number;
}

/** An undeclared write: it may have changed anything. */
export const EVERYTHING = 'everything' as const;
export type Changes = readonly Change[] | typeof EVERYTHING;

/**
 * How long (ms, since it was last known current: dashboardCache.ts `currentAt`) a kept answer
 * may be served to readers other than the writer and the writer's region after a change, per
 * family. 0: every reader waits for the new answer. A region's inputs and the decisions on them
 * arrive by the hundred near the deadline and each moves a national figure a little: the
 * ministry's screens take up to thirty seconds of lag, and the answer is recomputed once it is
 * half that old (REFRESH_SHARE), so a key is computed at most about every fifteen seconds
 * however many write. With five seconds and
 * a recomputation at the first read after each change, the surge's 68 national keys were
 * recomputed back to back and took the database (docs/performance.md, "Deadline surge, third
 * round"). Settings, master data and the award are rare and move many figures at once: read at
 * once.
 */
export const STALE_MS: Readonly<Record<Family, number>> = {
  answers: 30_000,
  workflow: 30_000,
  settings: 0,
  master: 0,
  award: 0,
};

/**
 * The share of its allowed lag after which a kept answer behind a change is recomputed behind
 * the readers it still serves: before it, readers take it with no work.
 */
export const REFRESH_SHARE = 0.5;

/** What a kept answer reads. */
export interface Dependence {
  /** The families whose writes can change it (default: every family). */
  families?: readonly Family[];
  /** The year it reads (null: every year). */
  tahun: number | null;
}

/** Who reads: the account and its region, for "a user always reads their own write". */
export interface Reader {
  id: number;
  profil_id: number | null;
}

/**
 * Whether `change` can touch an answer that depends on `dep` and reads the regions `regions`
 * (null: every region, or not known yet).
 */
export function touches(
  change: Change,
  dep: Dependence,
  regions: ReadonlySet<number> | null,
): boolean {
  if (dep.families && !dep.families.includes(change.family)) return false;
  if (change.tahun !== undefined && dep.tahun !== null && change.tahun !== dep.tahun) return false;
  if (change.profil_id !== undefined && regions && !regions.has(change.profil_id)) return false;
  return true;
}

/** The staleness a change allows `reader` (0: none: the reader wrote it, or it is their region's). */
export function staleAllowed(change: Change, reader: Reader | null): number {
  if (!reader) return 0;
  if (change.by !== undefined && change.by === reader.id) return 0;
  if (change.profil_id === undefined || change.profil_id === reader.profil_id) return 0;
  return STALE_MS[change.family];
}
