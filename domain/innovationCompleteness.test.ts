import { describe, expect, it } from 'vitest';
import {
  acceptsTrialResults,
  innovationCompleteness,
  isSubmitable,
} from './innovationCompleteness';

const summary = (wajib: number, wajib_lengkap: number, skor = 0, jumlah = 20) => ({
  skor,
  jumlah,
  lengkap: wajib_lengkap,
  wajib,
  wajib_lengkap,
});

describe('innovation completeness', () => {
  it('is complete only when every mandatory indicator is', () => {
    expect(innovationCompleteness(summary(6, 6, 40.5))).toEqual({
      status_dokumen: 1,
      kelengkapan: 100,
      kematangan: 40.5,
    });
    expect(innovationCompleteness(summary(6, 5))).toMatchObject({
      status_dokumen: 0,
      kelengkapan: 83,
    });
    expect(innovationCompleteness(summary(6, 0))).toMatchObject({ kelengkapan: 0 });
  });

  it('treats a set without mandatory indicators as complete, an empty set as not', () => {
    expect(innovationCompleteness(summary(0, 0))).toMatchObject({
      status_dokumen: 1,
      kelengkapan: 100,
    });
    expect(innovationCompleteness(summary(0, 0, 0, 0))).toMatchObject({
      status_dokumen: 0,
      kelengkapan: 0,
    });
  });

  it('rounds the points to two decimals', () => {
    expect(innovationCompleteness(summary(1, 1, 0.1 + 0.2)).kematangan).toBe(0.3);
  });
});

describe('submitable', () => {
  it('needs complete indicators and an Asta Cita theme (9 or higher)', () => {
    expect(isSubmitable({ status_dokumen: 1, is_covid: 9 })).toBe(true);
    expect(isSubmitable({ status_dokumen: 1, is_covid: 8 })).toBe(false);
    expect(isSubmitable({ status_dokumen: 1, is_covid: null })).toBe(false);
    expect(isSubmitable({ status_dokumen: 0, is_covid: 12 })).toBe(false);
  });
});

describe('trial results', () => {
  it('exist from the Uji Coba stage on', () => {
    expect(acceptsTrialResults(0)).toBe(false);
    expect(acceptsTrialResults(1)).toBe(true);
    expect(acceptsTrialResults(2)).toBe(true);
  });
});
