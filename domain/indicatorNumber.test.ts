import { describe, expect, it } from 'vitest';
import { formatAnswerNumber, parseAnswerNumber, round } from './indicatorNumber';
import { findRangeScale, rangeLabel } from './indicatorScale';

describe('parseAnswerNumber', () => {
  it.each([
    [5, 5],
    ['12,5', 12.5],
    ['1.5', 1.5],
    [' -3 ', -3],
    ['.5', 0.5],
    ['1e3', 1000],
    ['', null],
    [null, null],
    [undefined, null],
    ['1,000.5', undefined],
    ['abc', undefined],
    [Number.NaN, undefined],
  ])('%s -> %s', (input, out) => {
    expect(parseAnswerNumber(input)).toBe(out);
  });
});

describe('round', () => {
  it.each([
    [33.333333, 4, 33.3333],
    [1.00005, 4, 1.0001],
    [-1.00005, 4, -1.0001],
    [0.1 + 0.2, 4, 0.3],
    [-0.00001, 4, 0],
    [2.675, 2, 2.68],
  ])('round(%s, %s) = %s', (v, d, out) => {
    expect(round(v, d)).toBe(out);
  });
});

describe('scale ranges', () => {
  const scales = [
    { id: 1, nilai: '1', mulai_dari: '0', sampai_dengan: '10' },
    { id: 2, nilai: '2', mulai_dari: '20', sampai_dengan: '30' },
  ];
  it('finds the holding range, none in a gap, null without ranges', () => {
    expect(findRangeScale(scales, 10)?.id).toBe(1);
    expect(findRangeScale(scales, 15)).toBeUndefined();
    expect(findRangeScale([{ id: 3, nilai: 1 }], 15)).toBeNull();
  });
  it('labels the overall span', () => {
    expect(rangeLabel(scales)).toBe('0 s.d. 30');
    expect(rangeLabel([{ nilai: 1, sampai_dengan: 5 }])).toBe('maksimal 5');
    expect(formatAnswerNumber(1234.56789)).toBe('1.234,5679');
  });
});
