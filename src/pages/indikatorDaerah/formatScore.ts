/** Spec 9: scores are shown to 2 decimals (Indonesian decimal comma). */
export const formatScore = (v: number): string =>
  v.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
