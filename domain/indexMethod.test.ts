import { describe, expect, it } from 'vitest';
import pengaturan from '../server/features/settings/pengaturan.json' with { type: 'json' };
import { countedIn } from './indexCounting';
import { computeIndex, countScore, METHOD_2023, predicateFor, ranks } from './indexMethod';
import type { PredikatBands } from './settings';

const bands = pengaturan.predikat_bands as PredikatBands;
const name = (indeks: number | null, tahun: number) =>
  predicateFor('daftar', indeks, bands, tahun)?.predikat;
const report = (indeks: number | null, tahun: number) =>
  predicateFor('laporan', indeks, bands, tahun);

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

  it('leaves a sent-but-pending innovation out of the verified index (issue 35)', () => {
    // SPD 15 self, 10 verified. Innovation A verified (40 self points, 30 verified), B sent and
    // waiting (50 self points, 20 entered by a verifier who has not decided).
    // Self: (40 + 50) / 10 + 0.38 x 2 = 9.76; total 24.76; IID 9.904 -> 9.90.
    // Verified: 30 / 10 + 0.38 x 1 = 3.38; total 13.38; IID 5.352 -> 5.35.
    const innovations = [
      { state: 'terverifikasi' as const, self: 40, verified: 30 },
      { state: 'dikirim' as const, self: 50, verified: 20 },
    ];
    const of = (index: 'mandiri' | 'verifikasi') =>
      innovations
        .filter((i) => countedIn(i.state)[index])
        .map((i) => (index === 'mandiri' ? i.self : i.verified));
    expect(computeIndex({ spd: 15, inovasi: of('mandiri') }, METHOD_2023)).toEqual({
      spd: 15,
      sid: 9.76,
      jumlah_inovasi: 2,
      skor_jumlah_inovasi: 0.76,
      skor_total: 24.76,
      indeks: 9.9,
    });
    expect(computeIndex({ spd: 10, inovasi: of('verifikasi') }, METHOD_2023)).toEqual({
      spd: 10,
      sid: 3.38,
      jumlah_inovasi: 1,
      skor_jumlah_inovasi: 0.38,
      skor_total: 13.38,
      indeks: 5.35,
    });
  });
});

describe('predicates at their cut-offs (spec 9, issue 24)', () => {
  it('lists (daftar) in every period: 0.01-40 Kurang, 40.01-65 Inovatif, above 65 Sangat', () => {
    for (const tahun of [2021, 2023, 2024, 2026, 2027]) {
      expect(name(65.01, tahun)).toBe('Sangat Inovatif');
      expect(name(65, tahun)).toBe('Inovatif');
      expect(name(40.01, tahun)).toBe('Inovatif');
      expect(name(40, tahun)).toBe('Kurang Inovatif');
      expect(name(0.01, tahun)).toBe('Kurang Inovatif');
      expect(name(0, tahun)).toBe('Tidak Dapat Dinilai');
      expect(name(null, tahun)).toBe('Tidak Dapat Dinilai');
    }
  });

  it('reports (laporan) in every period: below 35 Kurang, 35-60 Inovatif, above 60 Sangat, with the tab', () => {
    for (const tahun of [2021, 2023, 2025, 2026, 2027]) {
      expect(report(60.01, tahun)).toMatchObject({ predikat: 'Sangat Inovatif', tab: 3 });
      expect(report(60, tahun)).toMatchObject({ predikat: 'Inovatif', tab: 2 });
      expect(report(35.01, tahun)).toMatchObject({ predikat: 'Inovatif', tab: 2 });
      // One rule for every report, the Kabupaten report included (docs/decisions.md).
      expect(report(35, tahun)).toMatchObject({ predikat: 'Inovatif', tab: 2 });
      expect(report(34.99, tahun)).toMatchObject({ predikat: 'Kurang Inovatif', tab: 1 });
      expect(report(0.01, tahun)).toMatchObject({ predikat: 'Kurang Inovatif', tab: 1 });
      expect(report(0, tahun)).toMatchObject({ predikat: 'Tidak Dapat Dinilai', tab: 0 });
      expect(report(null, tahun)?.tab).toBe(0);
    }
  });
});

describe('ranks', () => {
  it('share a rank on ties (1, 2, 2, 4) and leave 0 unranked', () => {
    expect(ranks([80, 70, 70, 60, 0, 0])).toEqual([1, 2, 2, 4, null, null]);
  });
});
