import { describe, expect, it } from 'vitest';
import {
  rowTone,
  sendingOpen,
  showsHasilUjiCoba,
  showsIndikator,
  showsKirim,
  showsPengirim,
  type InnovationRowFacts,
} from './innovationListRules';

const row = (over: Partial<InnovationRowFacts> = {}): InnovationRowFacts => ({
  tahun: 2024,
  inovasi_status: 2,
  is_covid: 9,
  submitable: 1,
  status_nomor: null,
  setuju: null,
  ...over,
});
const open = { roles: ['pemda'], settings: { kirim_inovasi: '1', iga_status: '1' } };
const closed = { roles: ['pemda'], settings: { kirim_inovasi: '0', iga_status: '0' } };

describe('row colours (spec 2)', () => {
  it('is green once sent or verified, whatever the year', () => {
    expect(rowTone(row({ status_nomor: 0, tahun: 2026 })).tone).toBe('terkirim');
    expect(rowTone(row({ status_nomor: 1 })).tone).toBe('terkirim');
  });
  it('is salmon outside 2023-2024 or below Penerapan, white otherwise', () => {
    expect(rowTone(row({ tahun: 2026 })).tone).toBe('di_luar');
    expect(rowTone(row({ tahun: 2022 })).tone).toBe('di_luar');
    expect(rowTone(row({ inovasi_status: 1 })).tone).toBe('di_luar');
    expect(rowTone(row({ status_nomor: 2 })).tone).toBe('biasa');
    expect(rowTone(row()).tone).toBe('biasa');
  });
  it('warns while the Asta Cita theme is below 9', () => {
    expect(rowTone(row({ is_covid: 8 })).warn).toBe(true);
    expect(rowTone(row({ is_covid: null })).warn).toBe(true);
    expect(rowTone(row({ is_covid: 9 })).warn).toBe(false);
  });
});

describe('Kirim ke {product} (spec 4)', () => {
  it('needs sending open, submitable, and no pending or verified registration', () => {
    expect(showsKirim(row({ tahun: 2026 }), open)).toBe(true);
    expect(showsKirim(row({ submitable: 0 }), open)).toBe(false);
    expect(showsKirim(row({ status_nomor: 0 }), open)).toBe(false);
    expect(showsKirim(row({ status_nomor: 1 }), open)).toBe(false);
    expect(showsKirim(row({ status_nomor: 2 }), open)).toBe(true);
    expect(showsKirim(row({ status_nomor: -1 }), open)).toBe(true);
    expect(showsKirim(row({ tahun: 2026 }), closed)).toBe(false);
  });
  it('stays open to non-OPD accounts for Penerapan innovations of 2023-2024', () => {
    expect(sendingOpen(row({ tahun: 2023 }), closed)).toBe(true);
    expect(sendingOpen(row({ tahun: 2024 }), closed)).toBe(true);
    expect(sendingOpen(row({ tahun: 2022 }), closed)).toBe(false);
    expect(sendingOpen(row({ tahun: 2025 }), closed)).toBe(false);
    expect(sendingOpen(row({ tahun: 2024, inovasi_status: 1 }), closed)).toBe(false);
    expect(sendingOpen(row({ tahun: 2024 }), { ...closed, roles: ['opd'] })).toBe(false);
  });
});

describe('Pengirim (spec 4)', () => {
  it('shows a sent Penerapan innovation with the sender’s declaration to non-OPD accounts', () => {
    const sentRow = row({ status_nomor: 0, setuju: 1 });
    expect(showsPengirim(sentRow, open)).toBe(true);
    expect(showsPengirim(sentRow, { ...open, roles: ['opd'] })).toBe(false);
    expect(showsPengirim(row({ status_nomor: -1, setuju: 1 }), open)).toBe(false);
    expect(showsPengirim(row({ status_nomor: 0, setuju: null }), open)).toBe(false);
    expect(showsPengirim(row({ status_nomor: 0, setuju: 1, inovasi_status: 1 }), open)).toBe(false);
    expect(showsPengirim(row(), open)).toBe(false);
  });
});

describe('Indikator and Hasil Uji Coba', () => {
  it('hide while the period is closed; the trial results start at Uji Coba', () => {
    expect(showsIndikator(open)).toBe(true);
    expect(showsIndikator(closed)).toBe(false);
    expect(showsHasilUjiCoba(row({ inovasi_status: 0 }), open)).toBe(false);
    expect(showsHasilUjiCoba(row({ inovasi_status: 1 }), open)).toBe(true);
    expect(showsHasilUjiCoba(row({ inovasi_status: 1 }), closed)).toBe(false);
  });
});
