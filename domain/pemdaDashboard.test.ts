import { describe, expect, it } from 'vitest';
import { computeFromSums, METHOD_2023 } from './indexMethod';
import { daysLeft, suggestions, type Candidate } from './pemdaDashboard';

const c = (
  indikator_id: number,
  unit: 'daerah' | 'inovasi',
  skor: number,
  maks: number,
  inovasi_id?: number,
): Candidate => ({ indikator_id, nama: `I${indikator_id}`, unit, skor, maks, inovasi_id });

describe('suggestions (what to do next)', () => {
  const sums = { spd: 20, n: 2, inovasi: 30 };

  it('ranks by the index points the method gives, region points worth max(10, n) times more', () => {
    const out = suggestions(
      sums,
      [
        c(1, 'inovasi', 0, 10, 7),
        c(2, 'daerah', 1, 3),
        c(3, 'daerah', 0, 1.5),
        c(4, 'daerah', 3, 3),
      ],
      METHOD_2023,
    );
    expect(out.map((s) => s.indikator_id)).toEqual([2, 3, 1]);
    expect(out[0]).toEqual({
      indikator_id: 2,
      nama: 'I2',
      unit: 'daerah',
      poin_tambahan: 2,
      indeks_tambahan: 0.8,
    });
    // 10 points of an innovation: 10 / max(10, 2) = 1 SID point = 0.4 index points.
    expect(out[2]).toMatchObject({ unit: 'inovasi', inovasi_id: 7, indeks_tambahan: 0.4 });
  });

  it('announces exactly the difference the method computes', () => {
    const [s] = suggestions(sums, [c(9, 'daerah', 0.25, 2.25)], METHOD_2023);
    const now = computeFromSums(sums, METHOD_2023).indeks;
    const next = computeFromSums({ ...sums, spd: sums.spd + 2 }, METHOD_2023).indeks;
    expect(s!.indeks_tambahan).toBe(Math.round((next - now) * 100) / 100);
  });

  it('keeps five at most, and none already at its best', () => {
    const many = Array.from({ length: 9 }, (_, i) => c(i + 1, 'daerah', 0, i + 1));
    expect(suggestions(sums, many, METHOD_2023).map((s) => s.indikator_id)).toEqual([
      9, 8, 7, 6, 5,
    ]);
    expect(suggestions(sums, [c(1, 'daerah', 3, 3)], METHOD_2023)).toEqual([]);
  });
});

describe('daysLeft', () => {
  it('counts whole days, 0 on the day and negative after', () => {
    expect(daysLeft('2026-03-01', '2026-03-11')).toBe(10);
    expect(daysLeft('2026-03-11', '2026-03-11')).toBe(0);
    expect(daysLeft('2026-03-12', '2026-03-11')).toBe(-1);
  });
});
