import { STALE_MS, type Change, type Reader } from './changeScope';

/**
 * What the changes a kept answer has not seen allow its readers, kept up to date as they arrive
 * so that a reader's lag is looked up, not counted: with 200 regions saving, an answer behind
 * the deadline's saves had some 200 kinds of change to walk for every read (4 % of the API's
 * time in the surge's profile, docs/performance.md "Deadline surge, sixth round").
 * `staleAllowed` (changeScope.ts) says the same of one change; this is its minimum over many.
 */
export interface Unseen {
  /** Some unseen change allows nobody a lag (no region named, or not known). */
  none: boolean;
  /** The smallest lag of the unseen changes' families (Infinity: nothing unseen). */
  minLag: number;
  writers: Set<number>;
  regions: Set<number>;
}

export const noneUnseen = (): Unseen => ({
  none: false,
  minLag: Infinity,
  writers: new Set(),
  regions: new Set(),
});

/** `change` is one more the answer has not seen (null: one that allows no lag). */
export function addUnseen(u: Unseen, change: Change | null): void {
  if (change === null || change.profil_id === undefined) {
    u.none = true;
    return;
  }
  u.minLag = Math.min(u.minLag, STALE_MS[change.family]);
  u.regions.add(change.profil_id);
  if (change.by !== undefined) u.writers.add(change.by);
}

/** The lag (ms) the unseen changes allow `reader`: 0 when one is theirs, their region's, or none. */
export function lagFor(u: Unseen, reader: Reader | null): number {
  if (u.minLag === Infinity && !u.none) return 0;
  if (!reader || u.none || u.writers.has(reader.id)) return 0;
  if (reader.profil_id !== null && u.regions.has(reader.profil_id)) return 0;
  return u.minLag;
}
