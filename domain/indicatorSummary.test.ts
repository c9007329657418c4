import { describe, expect, it } from 'vitest';
import { summarizeAnswers } from './indicatorSummary';

describe('summarizeAnswers', () => {
  it('sums points and counts complete and mandatory indicators', () => {
    expect(
      summarizeAnswers([
        { skor: 0.1, required: 1, lengkap: true },
        { skor: 0.2, required: 0, lengkap: true },
        { skor: 3, required: 1, lengkap: false },
        { skor: 0, required: true, lengkap: false },
      ]),
    ).toEqual({ skor: 3.3, jumlah: 4, lengkap: 2, wajib: 3, wajib_lengkap: 1 });
  });
  it('an empty period sums to zero', () => {
    expect(summarizeAnswers([])).toEqual({
      skor: 0,
      jumlah: 0,
      lengkap: 0,
      wajib: 0,
      wajib_lengkap: 0,
    });
  });
});
