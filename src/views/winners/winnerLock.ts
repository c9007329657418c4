import { winnerLockFromFacts, type WinnerFacts } from '../../../domain/awardFreeze';

/** A winners row as the list and show answers carry it (issue 35: `_terbit` facts). */
export interface WinnerRecord {
  id: number;
  tahun: number;
  _terbit?: WinnerFacts | null;
  _labels?: Record<string, string>;
}

/**
 * Why a winners row cannot be edited or deleted in place (the server's rule, domain/
 * awardFreeze.ts, on the row's answered facts), as an i18n key and its arguments; null when it
 * can.
 */
export function winnerLock(
  record: WinnerRecord | undefined,
): { key: string; args: { tahun: number; versi: number } } | null {
  if (!record) return null;
  const reason = winnerLockFromFacts(Number(record.tahun), record._terbit);
  if (!reason) return null;
  return {
    key:
      reason.kind === 'baris_terbit'
        ? 'award.pemenang.baris_terbit'
        : 'award.pemenang.tahun_terbit',
    args: { tahun: reason.tahun, versi: reason.versi },
  };
}
