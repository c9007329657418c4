import { describe, expect, it } from 'vitest';
import { averageFigures } from './dashboard';
import { mean2, ratedMean, ratedMeanWords } from './indexMean';

describe('the one national mean (issue 35 finding 5)', () => {
  it('is over the rated regions (index above 0), with their count and the group size', () => {
    // 42 regions of 546 with data, as the demo year: the mean of the 42, not of the 546.
    const indices = [...Array<number>(42).fill(13.21), ...Array<number>(504).fill(0)];
    expect(ratedMean(indices, (v) => v)).toEqual({
      rata_rata: 13.21,
      jumlah_berdata: 42,
      jumlah_daerah: 546,
    });
    expect(ratedMean([null, 0, undefined], (v) => v)).toEqual({
      rata_rata: 0,
      jumlah_berdata: 0,
      jumlah_daerah: 3,
    });
  });

  it('averages another figure of the same rated regions when told', () => {
    const rows = [
      { indeks: 20, g: 6 },
      { indeks: 0, g: 9 }, // not rated: its points do not count
      { indeks: 10, g: 3 },
    ];
    expect(
      ratedMean(
        rows,
        (r) => r.indeks,
        (r) => r.g,
      ),
    ).toEqual({
      rata_rata: 4.5,
      jumlah_berdata: 2,
      jumlah_daerah: 3,
    });
  });

  it('sums in hundredths, half up, as on paper', () => {
    expect(mean2([60.01, 60])).toBe(60.01);
    expect(mean2([])).toBe(0);
  });

  it('is written the same everywhere: "13,21 · 42 dari 546 daerah berdata"', () => {
    expect(ratedMeanWords({ rata_rata: 13.21, jumlah_berdata: 42, jumlah_daerah: 1546 })).toEqual({
      rata: '13,21',
      berdata: '42',
      jumlah: '1.546',
    });
  });

  it('takes the dashboards’ index means over the rated regions, their counts over all', () => {
    const region = (indeks: number, indeks_verifikasi: number, dikirim: number) => ({
      inisiatif: 0,
      ujicoba: 0,
      penerapan: 0,
      dikirim,
      terverifikasi: 0,
      indeks,
      indeks_verifikasi,
    });
    expect(averageFigures([region(30, 10, 3), region(0, 0, 0), region(10, 0, 1)])).toMatchObject({
      dikirim: 1.33,
      indeks: 20,
      daerah_berdata: 2,
      indeks_verifikasi: 10,
      daerah_berdata_verifikasi: 1,
    });
  });
});
