/**
 * A published award year is frozen (issue 35): once a year's award ranking is published, what
 * made it (its nominations and quota, weights, the assessors' sheets, its winners rows and the
 * categories they use) changes only through a new version. Superadmin opens the latest version
 * for a revision ("Buka revisi", with a reason); the year may then change again until the next
 * version is published ("Terbitkan ulang"), which freezes it again. The API (award routes and
 * the /crud hooks of winners and winner_category) and the screens read this one rule.
 */

/** The latest publication of a year as the freeze reads it. */
export interface YearPublication {
  tahun: number;
  versi: number;
  /** Opened for a revision: the year may change until the next version is published. */
  dibuka: boolean;
}

/**
 * Why a write is refused: `terbit` the year is published and not opened for a revision;
 * `baris_terbit` a winners row a publication wrote, which only the next version replaces
 * (never edited in place, even while the year is open).
 */
export type FreezeReason =
  | { kind: 'terbit'; tahun: number; versi: number }
  | { kind: 'baris_terbit'; tahun: number; versi: number };

/** The latest publication of a year, or null when the year was never published. */
export type PublicationOf = (tahun: number) => YearPublication | null;

/** Whether a year's award data may be written (null) or why not. */
export function yearFreeze(publication: YearPublication | null): FreezeReason | null {
  return publication && !publication.dibuka
    ? { kind: 'terbit', tahun: publication.tahun, versi: publication.versi }
    : null;
}

/** A winners row as the freeze reads it. */
export interface WinnerRowState {
  tahun: number;
  /** The publication that wrote it (null: entered by hand). */
  iga_terbit_id: number | null;
  /** That publication's version, when it has one. */
  versi?: number | null;
}

/** Whether a winners row may be edited or deleted in place (null) or why not. */
export function winnerRowLock(
  row: WinnerRowState,
  publicationOf: PublicationOf,
): FreezeReason | null {
  if (row.iga_terbit_id !== null)
    return { kind: 'baris_terbit', tahun: row.tahun, versi: row.versi ?? 0 };
  return yearFreeze(publicationOf(row.tahun));
}

/**
 * A write of a winners row: the row as stored (null on create) must not be locked, and the year
 * it is written into (null on delete) must not be frozen. So a row moves neither out of a frozen
 * year nor into one.
 */
export function winnerWriteRefusal(
  before: WinnerRowState | null,
  targetYear: number | null,
  publicationOf: PublicationOf,
): FreezeReason | null {
  const locked = before ? winnerRowLock(before, publicationOf) : null;
  if (locked) return locked;
  return targetYear === null ? null : yearFreeze(publicationOf(targetYear));
}

/**
 * A winner category is renamed or deleted only while no locked row uses it: a published
 * category's name is part of what the publication shows.
 */
export function categoryLock(
  rowsUsingIt: readonly WinnerRowState[],
  publicationOf: PublicationOf,
): FreezeReason | null {
  for (const row of rowsUsingIt) {
    const locked = winnerRowLock(row, publicationOf);
    if (locked) return locked;
  }
  return null;
}

/**
 * The facts a winners row is answered with (`_terbit`: the publication that wrote it and its
 * version, its year's latest version and whether it is open), so a screen reads the same rule.
 */
export interface WinnerFacts {
  iga_terbit_id: number | null;
  versi: number | null;
  versi_tahun: number | null;
  dibuka: boolean | null;
}

/** A winners row's lock from its answered facts (null: editable in place). */
export function winnerLockFromFacts(
  tahun: number,
  facts: WinnerFacts | null | undefined,
): FreezeReason | null {
  if (!facts) return null;
  const latest =
    facts.versi_tahun === null ? null : { tahun, versi: facts.versi_tahun, dibuka: !!facts.dibuka };
  return winnerRowLock({ tahun, iga_terbit_id: facts.iga_terbit_id, versi: facts.versi }, (year) =>
    year === tahun ? latest : null,
  );
}
