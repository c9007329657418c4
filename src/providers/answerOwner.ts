/**
 * Whose indicator answers a screen shows: a region profile (`daerah`), an innovation
 * (`inovasi`), an innovation's trial results (`ujicoba`) or a competition entry (`lomba`). They
 * share one answer and
 * evidence contract (spec 7); only their paths differ (the answers: src/providers/answersApi.ts).
 */
export interface AnswerOwnerRef {
  unit: 'daerah' | 'inovasi' | 'ujicoba' | 'lomba';
  /** The profile id for `daerah`, the innovation id otherwise. */
  id: number;
}

export const regionRef = (profilId: number): AnswerOwnerRef => ({ unit: 'daerah', id: profilId });

/** POST / DELETE of the owner's documents; GET lists one indicator's at `{base}/{indikatorId}`. */
export function documentsPath(o: AnswerOwnerRef): string {
  if (o.unit === 'daerah') return `/daerah/${o.id}/dokumen`;
  if (o.unit === 'lomba') return `/lomba/${o.id}/dokumen`;
  return o.unit === 'inovasi' ? `/inovasi/${o.id}/dokumen` : `/inovasi/${o.id}/dokumen/ujicoba`;
}

/** The react-query key prefix of the owner's answer list (the region one predates the others). */
export const answersKey = (o: AnswerOwnerRef): unknown[] =>
  o.unit === 'daerah' ? ['indikator-daerah', o.id] : ['indikator-inovasi', o.unit, o.id];
