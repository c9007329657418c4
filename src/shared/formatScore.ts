import { formatNumber } from '../../domain/format';

/** Spec 9: scores are shown to 2 decimals (Indonesian decimal comma), as domain/format.ts says. */
export const formatScore = (v: number): string => formatNumber(v, 'score');
