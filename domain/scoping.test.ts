import { describe, expect, it } from 'vitest';
import { keepsOneProfile, parseYears } from './scoping';

describe('parseYears', () => {
  it('reads a JSON list, a comma list or nothing', () => {
    expect(parseYears('[2023,2024]')).toEqual([2023, 2024]);
    expect(parseYears('2023, 2025')).toEqual([2023, 2025]);
    expect(parseYears('["2026"]')).toEqual([2026]);
    expect(parseYears('')).toEqual([]);
    expect(parseYears(null)).toEqual([]);
    expect(parseYears('[2023,"x",12]')).toEqual([2023]);
  });
});

describe('keepsOneProfile', () => {
  it('holds pemda, opd and asn accounts to one region profile', () => {
    expect(['pemda', 'opd', 'asn'].map((r) => keepsOneProfile([r]))).toEqual([true, true, true]);
    expect(keepsOneProfile(['admin'])).toBe(false);
    expect(keepsOneProfile([])).toBe(false);
  });
});
