import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatActivityTime,
  formatDate,
  formatLogValue,
  formatNumber,
  formatDateTime,
  isIsoDate,
  jakartaDate,
  jakartaDayStart,
  lastDays,
  parseDisplayDate,
} from './format';

describe('formatActivityTime', () => {
  it('shows Jakarta time (UTC+7) as DD/MM/YYYY HH:mm WIB', () => {
    expect(formatActivityTime('2026-03-05T03:07:00Z')).toBe('05/03/2026 10:07 WIB');
    expect(formatActivityTime(new Date('2026-03-05T03:07:59Z'))).toBe('05/03/2026 10:07 WIB');
  });

  it('moves to the next day after 17:00 UTC', () => {
    expect(formatActivityTime('2025-12-31T17:30:00Z')).toBe('01/01/2026 00:30 WIB');
    expect(formatActivityTime('2026-01-01T00:30:00+07:00')).toBe('01/01/2026 00:30 WIB');
  });

  it('answers an empty text for what is not a time', () => {
    expect(formatActivityTime('bukan waktu')).toBe('');
  });
});

describe('dates', () => {
  it('formats YYYY-MM-DD as DD/MM/YYYY', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('kemarin')).toBe('kemarin');
  });

  it('reads dates typed as DD/MM/YYYY', () => {
    expect(parseDisplayDate('05/03/2026')).toBe('2026-03-05');
    expect(parseDisplayDate(' 5/3/2026 ')).toBe('2026-03-05');
    expect(parseDisplayDate('29/02/2025')).toBeNull();
    expect(parseDisplayDate('2026-03-05')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(isIsoDate('20250101')).toBe(false);
  });

  it('knows the Jakarta date of an instant and when a Jakarta day starts', () => {
    expect(jakartaDate(new Date('2026-03-04T16:59:59Z'))).toBe('2026-03-04');
    expect(jakartaDate(new Date('2026-03-04T17:00:00Z'))).toBe('2026-03-05');
    expect(jakartaDayStart('2026-03-05').toISOString()).toBe('2026-03-04T17:00:00.000Z');
  });

  it('adds days across month ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });

  it('gives the last seven Jakarta days, today included', () => {
    expect(lastDays(new Date('2026-03-05T03:00:00Z'))).toEqual({
      start_from: '2026-02-27',
      until: '2026-03-05',
    });
    expect(lastDays(new Date('2026-03-04T18:00:00Z'), 1)).toEqual({
      start_from: '2026-03-05',
      until: '2026-03-05',
    });
  });
});

describe('formatLogValue', () => {
  it('writes a logged value on one short line', () => {
    expect(formatLogValue(null)).toBe('—');
    expect(formatLogValue(undefined)).toBe('—');
    expect(formatLogValue('')).toBe('—');
    expect(formatLogValue(0)).toBe('0');
    expect(formatLogValue(false)).toBe('false');
    expect(formatLogValue('Baris satu\n  baris dua')).toBe('Baris satu baris dua');
    expect(formatLogValue({ a: [1, 2] })).toBe('{"a":[1,2]}');
    const long = formatLogValue('x'.repeat(500));
    expect(long).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('formatNumber', () => {
  it('writes a year without a thousands separator', () => {
    expect(formatNumber(2025, 'year')).toBe('2025');
    expect(formatNumber('2025', 'year')).toBe('2025');
  });

  it('writes ids and codes as they are', () => {
    expect(formatNumber(123456, 'plain')).toBe('123456');
    expect(formatNumber(2.5, 'plain')).toBe('2,5');
  });

  it('writes a count with a dot for thousands', () => {
    expect(formatNumber(1234567, 'count')).toBe('1.234.567');
    expect(formatNumber(0, 'count')).toBe('0');
  });

  it('writes a score and a percentage with a comma for decimals', () => {
    expect(formatNumber(71.12, 'score')).toBe('71,12');
    expect(formatNumber('80', 'score')).toBe('80,00');
    expect(formatNumber(1234.5, 'score')).toBe('1.234,50');
    expect(formatNumber(12.5, 'percent')).toBe('12,5%');
  });

  it('writes money in Rupiah', () => {
    expect(formatNumber(1500000, 'money')).toBe('Rp 1.500.000');
    expect(formatNumber('2500000.4', 'money')).toBe('Rp 2.500.000');
  });

  it('leaves empty values empty and other text as it is', () => {
    expect(formatNumber(null, 'count')).toBe('');
    expect(formatNumber(undefined, 'money')).toBe('');
    expect(formatNumber('', 'year')).toBe('');
    expect(formatNumber('n/a', 'score')).toBe('n/a');
  });
});

describe('formatDateTime', () => {
  it('shows a stored date as DD/MM/YYYY and a time in WIB', () => {
    expect(formatDate('2025-08-17')).toBe('17/08/2025');
    expect(formatDateTime('2025-08-17T01:05:00Z')).toBe('17/08/2025 08:05 WIB');
    // Spec 5 date-times without a zone are server times in Jakarta.
    expect(formatDateTime('2025-08-17 08:05:00')).toBe('17/08/2025 08:05 WIB');
    expect(formatDateTime('')).toBe('');
  });
});
