import { describe, expect, it } from 'vitest';
import pengaturan from '../server/features/settings/pengaturan.json' with { type: 'json' };
import { checkSetting } from './settings';

const VALID = [
  { predikat: 'A', gt: 40, tab: 2 },
  { predikat: 'B', tab: 0 },
];
/** A table whose 2026 report set is `list` (its list set valid). */
const bands = (list: unknown[]) => JSON.stringify({ 2026: { daftar: VALID, laporan: list } });
const key = (name: string, value: unknown) => checkSetting(name, value)?.key ?? null;

describe('checkSetting', () => {
  it('accepts every seeded value', () => {
    for (const [name, value] of Object.entries(pengaturan.nilai))
      expect(checkSetting(name, value), name).toBeNull();
    expect(checkSetting('predikat_bands', JSON.stringify(pengaturan.predikat_bands))).toBeNull();
  });

  it('takes only 0 or 1 for a switch', () => {
    expect(key('iga_status', '1')).toBeNull();
    expect(key('kirim_inovasi', '0')).toBeNull();
    expect(key('iga_status', 'ya')).toBe('validation.setting_flag');
    expect(key('lomba_status', '')).toBe('validation.setting_flag');
  });

  it('checks years, year lists and the deadline date', () => {
    expect(key('tahun_aktif', '2026')).toBeNull();
    expect(key('tahun_aktif', '26')).toBe('validation.setting_year');
    expect(key('data_tahun_all', '[2025,2026]')).toBeNull();
    expect(key('data_tahun_all', '[2025,2025]')).toBe('validation.setting_years');
    expect(key('data_tahun_all', '2025')).toBe('validation.setting_years');
    expect(key('data_tahun_all', '[]')).toBe('validation.setting_years');
    expect(key('batas_input', '')).toBeNull();
    expect(key('batas_input', '2026-12-31')).toBeNull();
    expect(key('batas_input', '31/12/2026')).toBe('validation.date');
  });

  it('leaves settings it does not know as free text', () => {
    expect(checkSetting('catatan_bebas', 'apa saja')).toBeNull();
  });

  it('accepts bands that fall strictly and end with the rest band', () => {
    const ok = [
      { predikat: 'A', gt: 40, tab: 2 },
      { predikat: 'B', gte: 40, tab: 1 },
      { predikat: 'C', tab: 0 },
    ];
    expect(key('predikat_bands', bands(ok))).toBeNull();
  });

  it('refuses overlapping bands with the band number', () => {
    const overlap = [
      { predikat: 'A', gt: 40, tab: 2 },
      { predikat: 'B', gt: 60, tab: 1 },
      { predikat: 'C', tab: 0 },
    ];
    expect(checkSetting('predikat_bands', bands(overlap))).toEqual({
      key: 'validation.bands_overlap',
      args: { year: '2026 (laporan)', n: 2 },
    });
    const sameBound = [
      { predikat: 'A', gte: 40, tab: 2 },
      { predikat: 'B', gt: 40, tab: 1 },
      { predikat: 'C', tab: 0 },
    ];
    expect(key('predikat_bands', bands(sameBound))).toBe('validation.bands_overlap');
  });

  it('refuses a gap at the bottom, a rest band that is not last, and bad bounds', () => {
    expect(checkSetting('predikat_bands', bands([{ predikat: 'A', gt: 10, tab: 1 }]))).toEqual({
      key: 'validation.bands_gap',
      args: { year: '2026 (laporan)', bound: 10 },
    });
    expect(
      key(
        'predikat_bands',
        bands([
          { predikat: 'Sisa', tab: 0 },
          { predikat: 'A', gt: 10, tab: 1 },
        ]),
      ),
    ).toBe('validation.bands_rest');
    expect(
      key(
        'predikat_bands',
        bands([
          { predikat: 'A', gt: 100, tab: 1 },
          { predikat: 'B', tab: 0 },
        ]),
      ),
    ).toBe('validation.bands_bound');
    expect(
      key(
        'predikat_bands',
        bands([
          { predikat: 'A', gt: 5, gte: 5, tab: 1 },
          { predikat: 'B', tab: 0 },
        ]),
      ),
    ).toBe('validation.bands_bound');
    expect(key('predikat_bands', bands([{ predikat: ' ', tab: 0 }]))).toBe(
      'validation.bands_predikat',
    );
    expect(key('predikat_bands', bands([{ predikat: 'A', tab: -1 }]))).toBe('validation.bands_tab');
    expect(key('predikat_bands', JSON.stringify({ dua: [{ predikat: 'A', tab: 0 }] }))).toBe(
      'validation.bands_year',
    );
    expect(key('predikat_bands', '{bukan json')).toBe('validation.bands_json');
    expect(key('predikat_bands', '{}')).toBe('validation.bands_json');
  });

  it('wants both sets, daftar and laporan, under every year (issue 24)', () => {
    expect(checkSetting('predikat_bands', JSON.stringify({ 2026: VALID }))).toEqual({
      key: 'validation.bands_use',
      args: { year: '2026' },
    });
    expect(key('predikat_bands', JSON.stringify({ 2026: { daftar: VALID } }))).toBe(
      'validation.bands_use',
    );
    const extra = { daftar: VALID, laporan: VALID, lain: VALID };
    expect(key('predikat_bands', JSON.stringify({ 2026: extra }))).toBe('validation.bands_use');
    const badList = { daftar: [{ predikat: 'A', gt: 10, tab: 1 }], laporan: VALID };
    expect(checkSetting('predikat_bands', JSON.stringify({ 2026: badList }))).toEqual({
      key: 'validation.bands_gap',
      args: { year: '2026 (daftar)', bound: 10 },
    });
  });
});
