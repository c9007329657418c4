import { describe, expect, it } from 'vitest';
import pengaturan from '../server/db/seed/data/pengaturan.json' with { type: 'json' };
import { bandsFor, computeIndex, countScore, METHOD_2023, predicate, ranks } from './indexMethod';
import type { PredikatBands } from './settings';

const bands = pengaturan.predikat_bands as PredikatBands;
const name = (indeks: number | null, tahun: number) =>
  predicate(indeks, bandsFor(bands, tahun))?.predikat;

describe('the 2023 method (golden cases, computed by hand)', () => {
  it('perfect SPD (63) with exactly 10 perfect innovations gives IID 71.12', () => {
    expect(computeIndex({ spd: 63, inovasi: Array(10).fill(111) }, METHOD_2023)).toEqual({
      spd: 63,
      sid: 114.8, // 1110 / 10 + 0.38 x 10
      jumlah_inovasi: 10,
      skor_jumlah_inovasi: 3.8,
      skor_total: 177.8,
      indeks: 71.12,
    });
  });

  it('divides a region with 3 innovations by 10, not 3', () => {
    // (30 + 40 + 50) / 10 + 0.38 x 3 = 12 + 1.14 = 13.14; total 33.14; IID 13.256 -> 13.26
    expect(computeIndex({ spd: 20, inovasi: [30, 40, 50] }, METHOD_2023)).toMatchObject({
      sid: 13.14,
      skor_total: 33.14,
      indeks: 13.26,
    });
  });

  it('caps the count at 200 innovations (76 points) and divides by n above 10', () => {
    expect(countScore(250, METHOD_2023)).toBe(76);
    expect(countScore(200, METHOD_2023)).toBe(76);
    expect(countScore(199, METHOD_2023)).toBe(75.62);
    // 250 innovations of 100 points: 25000 / 250 + 76 = 176
    expect(computeIndex({ spd: 0, inovasi: Array(250).fill(100) }, METHOD_2023).sid).toBe(176);
  });

  it('scores a region with no data 0, "Tidak Dapat Dinilai", with no rank', () => {
    const r = computeIndex({ spd: 0, inovasi: [] }, METHOD_2023);
    expect(r).toMatchObject({ sid: 0, skor_total: 0, indeks: 0 });
    expect(name(r.indeks, 2026)).toBe('Tidak Dapat Dinilai');
    expect(name(null, 2023)).toBe('Tidak Dapat Dinilai');
    expect(ranks([0])).toEqual([null]);
  });

  it('reaches the maximum 250 (IID 100) with everything perfect', () => {
    expect(computeIndex({ spd: 63, inovasi: Array(200).fill(111) }, METHOD_2023)).toMatchObject({
      skor_total: 250,
      indeks: 100,
    });
  });
});

describe('predicates at their cut-offs', () => {
  it('uses the report bands (2023) for 2021-2025: > 60, 35-60, > 0', () => {
    expect(name(60.01, 2024)).toBe('Sangat Inovatif');
    expect(name(60, 2024)).toBe('Inovatif');
    expect(name(35, 2023)).toBe('Inovatif');
    expect(name(34.99, 2023)).toBe('Kurang Inovatif');
    expect(name(0.01, 2023)).toBe('Kurang Inovatif');
    expect(name(0, 2023)).toBe('Tidak Dapat Dinilai');
    expect(name(50, 2021)).toBe('Inovatif'); // before the first key: the first set
  });

  it('uses the index-list bands (2026): > 65, 40.01-65, 0.01-40', () => {
    expect(name(65.01, 2026)).toBe('Sangat Inovatif');
    expect(name(65, 2026)).toBe('Inovatif');
    expect(name(40.01, 2026)).toBe('Inovatif');
    expect(name(40, 2026)).toBe('Kurang Inovatif');
    expect(name(0.01, 2027)).toBe('Kurang Inovatif');
    expect(name(0, 2026)).toBe('Tidak Dapat Dinilai');
  });
});

describe('ranks', () => {
  it('share a rank on ties (1, 2, 2, 4) and leave 0 unranked', () => {
    expect(ranks([80, 70, 70, 60, 0, 0])).toEqual([1, 2, 2, 4, null, null]);
  });
});
