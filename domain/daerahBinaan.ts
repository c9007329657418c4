/**
 * daerah-binaan (spec 2 "Provincial view"): its sort choices, stage tabs
 * and the labels of a row. Pure; the server sorts with the same choices.
 */
export const DAERAH_BINAAN_SORTS = {
  nama_asc: { orderBy: 'nama', orderDirection: 'asc' },
  nama_desc: { orderBy: 'nama', orderDirection: 'desc' },
  // Spec 9: "Terbaru (by waktu descending), Terlama": the innovation's own date, not the row's.
  terbaru: { orderBy: 'waktu', orderDirection: 'desc' },
  terlama: { orderBy: 'waktu', orderDirection: 'asc' },
} as const;
export type DaerahBinaanSort = keyof typeof DAERAH_BINAAN_SORTS;

/** The columns the list may be ordered by. */
export const DAERAH_BINAAN_ORDER = ['nama', 'waktu', 'created_at'] as const;

/** Spec 2: stage tab -1 is every stage. */
export const ALL_STAGES = -1;

/** Spec 4: "Sudah Dikirim" when a registration record's status is above -1. */
export const isSent = (statusNomor: number | null | undefined): boolean =>
  statusNomor !== null && statusNomor !== undefined && statusNomor > -1;

/** Spec 4: status_dokumen true shows "Indikator Mandatori Sudah Terpenuhi". */
export const isComplete = (statusDokumen: number | boolean | null | undefined): boolean =>
  statusDokumen === true || statusDokumen === 1;
