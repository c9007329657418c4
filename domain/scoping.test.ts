import { describe, expect, it } from 'vitest';
import { keepsOneProfile, parseYears, scopeOf } from './scoping';

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

describe('scopeOf', () => {
  it('frees staff, assessors and viewers from regions; staff alone from years, deadline and own reviews', () => {
    for (const role of ['superadmin', 'admin']) {
      expect(scopeOf([role])).toMatchObject({
        allRegions: true,
        allYears: true,
        national: true,
        reviewsOwnRegion: true,
      });
    }
    for (const role of ['tim.penilai', 'pusat', 'viewer', 'admin.diklat']) {
      expect(scopeOf([role])).toMatchObject({
        allRegions: true,
        allYears: false,
        national: false,
        reviewsOwnRegion: false,
      });
    }
  });

  it('fixes region accounts to their own region; a pemda speaks for it', () => {
    expect(scopeOf(['pemda'])).toEqual({
      allRegions: false,
      ownRegion: true,
      province: false,
      area: false,
      singleRegion: true,
      allYears: false,
      national: false,
      reviewsOwnRegion: false,
      speaksForRegion: true,
    });
    for (const role of ['opd', 'upt', 'asn', 'peserta.diklat']) {
      expect(scopeOf([role])).toMatchObject({ ownRegion: true, speaksForRegion: false });
    }
  });

  it('gives a province its districts, a verifier its area: neither is single-region', () => {
    expect(scopeOf(['provinsi'])).toMatchObject({ province: true, singleRegion: false });
    for (const role of ['verifikator', 'quality_control']) {
      expect(scopeOf([role])).toMatchObject({ area: true, singleRegion: false, allRegions: false });
    }
  });

  it('adds up the reach of several roles', () => {
    expect(scopeOf(['pemda', 'provinsi'])).toMatchObject({
      ownRegion: true,
      province: true,
      singleRegion: false,
    });
    expect(scopeOf([])).toMatchObject({ allRegions: false, ownRegion: false, singleRegion: true });
  });
});
