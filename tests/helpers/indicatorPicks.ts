/** An indicator as GET /api/indikator answers it, with what the tests pick answers by. */
export interface Indicator {
  id: number;
  no_urut: number;
  document_type: string | null;
  filetypes: string | null;
  skala: { id: number; nilai: number }[];
}

/** The indicator's highest scale step: the answer worth the most points. */
export const top = (i: Indicator) => i.skala.reduce((a, b) => (b.nilai > a.nilai ? b : a));

/** Whether a PDF is accepted as its evidence (and it has a scale to answer on). */
export const takesPdf = (i: Indicator) =>
  i.skala.length > 0 &&
  (i.filetypes ? i.filetypes.includes('pdf') : ['resmi', 'umum'].includes(i.document_type ?? ''));
