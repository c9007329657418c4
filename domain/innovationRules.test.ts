import { describe, expect, it } from 'vitest';
import {
  checkInnovation,
  checkLomba,
  countWords,
  DEFAULT_WINDOW,
  lockedAfterSend,
  windowFor,
} from './innovationRules';

const words = (n: number) => Array.from({ length: n }, (_, i) => `kata${i}`).join(' ');
const valid = {
  is_covid: 9,
  latar_belakang: words(300),
  waktu: '2024-02-01',
  waktu_implementasi: '2024-03-01',
  is_developed: 0,
};

describe('innovation rules (spec 5)', () => {
  it('accepts a record that keeps every rule', () => {
    expect(checkInnovation(valid, DEFAULT_WINDOW)).toEqual({});
  });

  it('asks for an Asta Cita theme of 9 or higher', () => {
    expect(checkInnovation({ ...valid, is_covid: 8 }, DEFAULT_WINDOW)).toEqual({
      is_covid: { key: 'validation.asta_cita' },
    });
  });

  it('counts the design text in words, at least 300', () => {
    expect(countWords('Satu  dua,\n tiga <b>empat</b> - .')).toBe(4);
    expect(checkInnovation({ ...valid, latar_belakang: words(299) }, DEFAULT_WINDOW)).toEqual({
      latar_belakang: { key: 'validation.words_min_count', args: { n: 300, count: 299 } },
    });
  });

  it('keeps the dates inside the period window, the development date only when developed', () => {
    const out = checkInnovation(
      {
        ...valid,
        waktu_implementasi: '2022-12-31',
        is_developed: 1,
        waktu_pengembangan: '2026-01-01',
      },
      DEFAULT_WINDOW,
    );
    expect(out).toEqual({
      waktu_implementasi: {
        key: 'validation.date_window',
        args: { mulai: '01/01/2023', sampai: '31/12/2025' },
      },
      waktu_pengembangan: {
        key: 'validation.date_window',
        args: { mulai: '01/01/2023', sampai: '31/12/2025' },
      },
    });
    expect(
      checkInnovation(
        { ...valid, is_developed: 0, waktu_pengembangan: '2030-01-01' },
        DEFAULT_WINDOW,
      ),
    ).toEqual({});
    expect(checkInnovation({ ...valid, waktu_implementasi: '2025-12-31' }, DEFAULT_WINDOW)).toEqual(
      {},
    );
    expect(checkInnovation({ ...valid, waktu_implementasi: '2024-02-30' }, DEFAULT_WINDOW)).toEqual(
      {
        waktu_implementasi: { key: 'validation.date' },
      },
    );
  });

  it('reads the window of a year from the setting, else the default', () => {
    const setting = JSON.stringify({
      2023: { mulai: '2023-01-01', sampai: '2025-12-31' },
      2026: { mulai: '2024-01-01', sampai: '2026-12-31' },
    });
    expect(windowFor(setting, 2025)).toEqual(DEFAULT_WINDOW);
    expect(windowFor(setting, 2027)).toEqual({
      mulai: '2024-01-01',
      sampai: '2026-12-31',
      lomba: { mulai: '2022-01-01', sampai: '2025-12-31' },
    });
    expect(windowFor('rusak', 2026)).toEqual(DEFAULT_WINDOW);
    expect(windowFor(null, 2026)).toEqual(DEFAULT_WINDOW);
  });
});

describe('lockedAfterSend', () => {
  it('locks a sent innovation for everyone but superadmin', () => {
    expect(lockedAfterSend(['pemda'], 0)).toBe(true);
    expect(lockedAfterSend(['admin'], -1)).toBe(true);
    expect(lockedAfterSend(['admin', 'superadmin'], 1)).toBe(false);
    expect(lockedAfterSend(['pemda'], null)).toBe(false);
    expect(lockedAfterSend(['pemda'], undefined)).toBe(false);
  });
});

describe('checkLomba (spec 5, the competition form)', () => {
  const entry = {
    latar_belakang: Array.from({ length: 300 }, () => 'kata').join(' '),
    waktu_implementasi: '2022-03-01',
    is_developed: 0,
  };
  it('takes no Asta Cita, but 9 or higher when one is given', () => {
    expect(checkLomba(entry, DEFAULT_WINDOW)).toEqual({});
    expect(checkLomba({ ...entry, is_covid: 3 }, DEFAULT_WINDOW)).toEqual({
      is_covid: { key: 'validation.asta_cita' },
    });
    expect(checkLomba({ ...entry, is_covid: 9 }, DEFAULT_WINDOW)).toEqual({});
  });
  it("keeps the dates inside the period's competition window", () => {
    expect(checkLomba({ ...entry, waktu_implementasi: '2021-12-31' }, DEFAULT_WINDOW)).toEqual({
      waktu_implementasi: {
        key: 'validation.date_window',
        args: { mulai: '01/01/2022', sampai: '31/12/2025' },
      },
    });
    const own = windowFor(
      JSON.stringify({
        2023: {
          mulai: '2023-01-01',
          sampai: '2025-12-31',
          lomba: { mulai: '2022-06-01', sampai: '2024-12-31' },
        },
      }),
      2026,
    );
    expect(checkLomba({ ...entry, waktu_implementasi: '2022-03-01' }, own)).toHaveProperty(
      'waktu_implementasi',
    );
    // The main form's window refuses a 2022 date the competition accepts.
    expect(checkInnovation({ ...entry, is_covid: 9 }, DEFAULT_WINDOW)).toHaveProperty(
      'waktu_implementasi',
    );
  });
});
